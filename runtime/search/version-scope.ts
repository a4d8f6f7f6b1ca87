import type { VersionRange } from './format.ts';

/** The docs version being read: search keeps to it in its section. */
export interface VersionScope {
  section: string;
  version: string;
}

/**
 * Which records a query may return, as Docusaurus' contextual search chooses them: in the section
 * being read, its version; in every other versioned section, the latest version; every record
 * outside a versioned section (blog posts, pages of unversioned sections).
 */
export function recordsInScope(ranges: readonly VersionRange[] | undefined, scope: VersionScope | undefined): ((id: number) => boolean) | undefined {
  if (!ranges?.length) return undefined;
  const excluded = ranges.filter(([, , section, version, isLast]) => (scope?.section === section ? scope.version !== version : !isLast));
  return (id) => !excluded.some(([first, end]) => id >= first && id < end);
}
