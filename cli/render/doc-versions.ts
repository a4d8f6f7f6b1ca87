import type { DocVersionData } from '../graph/page-data-types.ts';
import { lastVersion, mainDocPath } from '../graph/lookup.ts';
import type { DocsSection, DocsVersion } from '../graph/schema.ts';

/** Where a doc lives in a version, if it does there. */
export type DocPathIn = (version: DocsVersion) => string | undefined;

/**
 * The version of a doc page: its banner's link goes to the same doc in the latest version, else
 * to that version's main doc, as Docusaurus' banner does. Keys beyond name and label only when set.
 */
export function docVersionData(section: DocsSection, version: DocsVersion, pathIn: DocPathIn): DocVersionData {
  const { banner, badge } = version;
  const data: DocVersionData = { name: version.name, label: version.label };
  if (banner !== 'none') {
    const latest = lastVersion(section);
    data.banner = { kind: banner, latest: { name: latest.name, label: latest.label, to: pathIn(latest) ?? mainDocPath(latest) } };
  }
  if (badge) data.badge = true;
  return data;
}

/** The doc's path in each other version that has it; undefined in a section of one version, whose pages stay as they were. */
export function docAlternates(section: DocsSection, version: DocsVersion, pathIn: DocPathIn): Record<string, string> | undefined {
  if (section.versions.length < 2) return undefined;
  const entries = section.versions.flatMap((other) => {
    const path = other === version ? undefined : pathIn(other);
    return path === undefined ? [] : [[other.name, path] as const];
  });
  return Object.fromEntries(entries);
}
