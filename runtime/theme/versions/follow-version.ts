import { usePage } from '../page-context.tsx';
import { usePreferredVersion } from './preferred-version.ts';

/** The version being read when the page is a doc of the section, else undefined. */
export function useActiveVersion(section: string): string | undefined {
  const page = usePage();
  return page.kind === 'doc' && page.section.id === section ? page.version.name : undefined;
}

/**
 * Docusaurus' version candidates for a section's links, most wanted first: the version being
 * read, then the reader's preferred one. The latest version is each link's own default.
 */
export function useVersionCandidates(section: string): string[] {
  const active = useActiveVersion(section);
  const preferred = usePreferredVersion(section);
  return [active, preferred].filter((name): name is string => typeof name === 'string');
}

/** The entry of the first candidate version that has one. */
export function pickVersion<T>(byVersion: Readonly<Record<string, T>> | undefined, candidates: readonly string[]): T | undefined {
  if (!byVersion) return undefined;
  const name = candidates.find((candidate) => Object.hasOwn(byVersion, candidate));
  return name === undefined ? undefined : byVersion[name];
}

/** Where a doc, sidebar or version link of the navbar goes now: its entry for the version followed, if it has one. */
export function useFollowedVersion<T>(item: { section: string; byVersion?: Readonly<Record<string, T>> }): T | undefined {
  return pickVersion(item.byVersion, useVersionCandidates(item.section));
}
