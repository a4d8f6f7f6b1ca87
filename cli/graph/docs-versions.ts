import type { VersionSource } from '../content/load-content.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildVersion, type BuiltVersion, type PageFacts, type SectionOptions } from './docs-section.ts';
import { joinPath } from './paths.ts';
import { CURRENT_VERSION } from '../config/version-plan.ts';
import type { DocsSection } from './schema.ts';

export interface BuiltSection {
  section: DocsSection;
  /** Each version's pages, with its folder: file links reach the pages of their own version only. */
  scopes: Array<{ version: string; dir: string; label: string; pages: PageFacts[] }>;
  links: BuiltVersion['links'];
  diagnostics: Diagnostic[];
}

/**
 * A docs section and its versions, in Docusaurus' order; its label is the config's, else the
 * title of the last version's main doc. Each version is built on its own, so the cost of a
 * section is the sum of its versions'.
 */
export function buildSection(id: string, versions: readonly VersionSource[], options: SectionOptions): BuiltSection {
  const versioned = versions.length > 1 || versions.some(({ plan }) => plan.name !== CURRENT_VERSION);
  const built = versions.map(({ plan, source }) => ({ dir: source.dir, ...buildVersion(source, plan, options, versioned) }));
  const last = built.find(({ version }) => version.isLast) ?? built[0];
  const main = last?.version.docs.find((doc) => doc.id === last.version.mainDocId);
  return {
    section: {
      id,
      label: options.label ?? main?.title ?? id,
      path: joinPath(options.routeBasePath, ''),
      ...(options.breadcrumbs === false ? { breadcrumbs: false } : {}),
      versions: built.map(({ version }) => version),
    },
    scopes: built.map(({ version, dir, pages }) => ({ version: version.name, dir, label: versioned ? `docs section ${id}, version ${version.name}` : `docs section ${id}`, pages })),
    links: built.flatMap(({ links }) => links),
    diagnostics: built.flatMap(({ diagnostics }) => diagnostics),
  };
}
