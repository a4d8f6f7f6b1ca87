import { usePage } from '../page-context.tsx';
import { usePreferredVersion } from './preferred-version.ts';

/** The version being read when the page is a doc of the section, else undefined. */
export function useActiveVersion(section: string): string | undefined {
  const page = usePage();
  return page.kind === 'doc' && page.section.id === section ? page.version.name : undefined;
}

/**
 * Where a doc, sidebar or version link of the navbar goes now: its entry for the version read, else
 * for the reader's preferred one (Docusaurus' version candidates); the link's own is the latest's.
 * The item itself, with that version's `to` and `label`.
 */
export function useFollowedVersion<T extends { to: string; label?: string }>(item: T & { section: string; byVersion?: Readonly<Record<string, Partial<T>>> }): T {
  return { ...item, ...pickVersion(item.byVersion, [useActiveVersion(item.section), usePreferredVersion(item.section)]) };
}

/** The entry of the first candidate version that has one. */
export function pickVersion<T>(byVersion: Readonly<Record<string, T>> | undefined, candidates: ReadonlyArray<string | null | undefined>): T | undefined {
  const name = byVersion && candidates.find((candidate) => candidate != null && Object.hasOwn(byVersion, candidate));
  return name ? byVersion[name] : undefined;
}
