import type { DocVersionData } from '../../../cli/graph/page-data-types.ts';
import { Link } from '../../core/Link.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { interpolate } from '../interpolate.tsx';
import { translate } from '../translate.tsx';
import { savePreferredVersion } from './preferred-version.ts';

const BANNER_MESSAGES = {
  unreleased: { id: 'theme.docs.versions.unreleasedVersionLabel', message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.' },
  unmaintained: { id: 'theme.docs.versions.unmaintainedVersionLabel', message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.' },
} as const;

/**
 * Docusaurus' version banner: the version is unreleased or no longer maintained, and the latest
 * one has this doc (or its main doc) there. Following the link makes the latest version the
 * preferred one. Drawn as a warning admonition, with Docusaurus' class names for site CSS.
 */
export function DocVersionBanner({ section, version }: { section: string; version: DocVersionData }) {
  const { site } = useSiteData();
  if (!version.banner) return null;
  const { kind, latest } = version.banner;
  const link = (
    <b>
      <Link to={latest.to} onClick={() => savePreferredVersion(section, latest.name)}>
        {translate({ id: 'theme.docs.versions.latestVersionLinkLabel', message: 'latest version' })}
      </Link>
    </b>
  );
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md admonition admonition-warning" role="alert">
      <div>{interpolate(translate(BANNER_MESSAGES[kind]), { siteTitle: site.title, versionLabel: <b>{version.label}</b> })}</div>
      <div className="margin-top--md">
        {interpolate(translate({ id: 'theme.docs.versions.latestVersionSuggestionLabel', message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).' }), { latestVersionLink: link, versionLabel: latest.label })}
      </div>
    </div>
  );
}
