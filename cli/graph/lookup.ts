import { editDistance } from '../../runtime/search/format.ts';
import type { Doc, DocsSection, DocsVersion, SidebarItem } from './schema.ts';

/** Lookups by id with the errors of SPEC.md section 8; a draft doc is "no doc", not an error. */
export type Lookup<T> = { found: T } | { draft: true } | { error: string };

/** The version readers land on, at the section's base path (`lastVersion`): what links without a version lead to. */
export function lastVersion(section: DocsSection): DocsVersion {
  return section.versions.find((v) => v.isLast) ?? section.versions[0];
}

export function findDoc(version: DocsVersion, id: string): Lookup<Doc> {
  const doc = version.docs.find((d) => d.id === id);
  if (doc) return { found: doc };
  if (version.draftIds.includes(id)) return { draft: true };
  return {
    error: `Couldn't find any doc with id "${id}" in version ${version.name}.\nAvailable doc ids are:\n${list(version.docs.map((d) => d.id))}`,
  };
}

export function findSidebar(version: DocsVersion, id: string): Lookup<SidebarItem[]> {
  const sidebar = version.sidebars[id];
  if (sidebar) return { found: sidebar };
  return { error: `Can't find any sidebar with id "${id}".\nAvailable sidebar ids are:\n${list(Object.keys(version.sidebars))}` };
}

/** The first page a sidebar leads to: its first link, or the first category that has a page. */
export function firstSidebarHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') return item.href;
    if (item.href) return item.href;
    const nested = firstSidebarHref(item.items);
    if (nested) return nested;
  }
  return undefined;
}

export function list(ids: readonly string[]): string {
  return ids.map((id) => `- ${id}`).join('\n');
}

/** The id nearest to a mistyped one (a third of its length in edits at most), for "did you mean". */
export function closest(id: string, ids: readonly string[]): string | undefined {
  const max = Math.max(1, Math.floor(id.length / 3));
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of ids) {
    const distance = editDistance(id, candidate, max);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}
