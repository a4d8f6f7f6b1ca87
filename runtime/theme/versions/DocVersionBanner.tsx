import type { DocVersionData } from '../../../cli/graph/page-data-types.ts';
import { Link } from '../../core/Link.tsx';
import { useSiteData } from '../../core/site-context.tsx';
import { translate, translateNodes } from '../translate.tsx';
import { savePreferredVersion } from './preferred-version.ts';

/**
 * Docusaurus' version banner: the version is unreleased or no longer maintained, and the latest
 * one has this doc (or its main doc) there. Following the link makes the latest version the
 * preferred one. Drawn as a warning admonition, with Docusaurus' class names for site CSS.
 */
export function DocVersionBanner({ section, version }: { section: string; version: DocVersionData }) {
  const { site } = useSiteData();
  if (!version.banner) return null;
  const { kind, latest } = version.banner;
  const values = { siteTitle: site.title, versionLabel: <b>{version.label}</b> };
  const link = (
    <b>
      <Link to={latest.to} onClick={() => savePreferredVersion(section, latest.name)}>
        {translate({ message: 'latest version' })}
      </Link>
    </b>
  );
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md admonition admonition-warning" role="alert">
      <div>
        {kind === 'unreleased'
          ? translateNodes({ message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.' }, values)
          : translateNodes({ message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.' }, values)}
      </div>
      <div className="margin-top--md">
        {translateNodes({ message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).' }, { latestVersionLink: link, versionLabel: latest.label })}
      </div>
    </div>
  );
}
