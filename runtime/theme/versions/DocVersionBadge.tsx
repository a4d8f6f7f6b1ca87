import type { DocVersionData } from '../../../cli/graph/page-data-types.ts';
import { translate } from '../translate.tsx';

/** Docusaurus' "Version: 2.0" badge, drawn as a tag chip, for versions whose `badge` is on. */
export function DocVersionBadge({ version }: { version: DocVersionData }) {
  if (!version.badge) return null;
  return (
    <span className="theme-doc-version-badge badge badge--secondary tag-chip">
      {translate({ message: 'Version: {versionLabel}' }, { versionLabel: version.label })}
    </span>
  );
}
