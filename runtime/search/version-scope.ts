import type { VersionRange } from './format.ts';

/** The versions a query searches: the one being read, and the reader's preferred one elsewhere. */
export interface VersionScope {
  /** The doc being read: its section and version. */
  read?: { section: string; version: string };
  /** The version the reader last chose in a section (Docusaurus' preferred version), if any. */
  preferred?: (section: string) => string | null;
}

/**
 * Which records a query may return, as Docusaurus' contextual search (useDocsContextualSearchTags)
 * chooses them: in the section being read, its version; in every other versioned section, the
 * reader's preferred version, else the latest; every record outside a versioned section (blog
 * posts, pages of unversioned sections). Undefined: every record.
 */
export function recordsInScope(ranges: readonly VersionRange[] | undefined, scope: VersionScope = {}): ((id: number) => boolean) | undefined {
  if (!ranges?.length) return undefined;
  const names = new Map<string, Set<string>>();
  for (const [, , section, version] of ranges) (names.get(section) ?? names.set(section, new Set()).get(section)!).add(version);
  const searched = (section: string, version: string, isLast: boolean) => {
    if (scope.read?.section === section) return scope.read.version === version;
    const preferred = scope.preferred?.(section);
    return preferred && names.get(section)!.has(preferred) ? preferred === version : isLast;
  };
  const excluded = ranges.filter(([, , section, version, isLast]) => !searched(section, version, isLast === 1));
  return (id) => !excluded.some(([first, end]) => id >= first && id < end);
}
