import { relative } from 'node:path';
import type { DocSource, SectionSource } from '../content/docs.ts';
import type { ContentLink } from '../content/collect-links.ts';
import type { FileReference } from '../content/remark-file-references.ts';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { categoryIndexes } from './category-index.ts';
import { editUrlOf, pathFrom } from './edit-url.ts';
import type { LocaleStrings } from '../translations/build-strings.ts';
import { SidebarNavigation, type NavLink } from './doc-navigation.ts';
import { closest, list } from './lookup.ts';
import { joinPath } from './paths.ts';
import { resolveSidebars } from './resolve-sidebars.ts';
import { SidebarBuild, type CategoryState, type SidebarDoc } from './sidebar-build.ts';
import { autogenerateSidebar } from './sidebars.ts';
import type { Doc, DocsVersion, SidebarItem } from './schema.ts';
import type { VersionPlan } from '../config/version-plan.ts';
import type { EditUrlFunction } from '../config/docusaurus-options.ts';

export interface SectionOptions {
  root: string;
  routeBasePath: string;
  label?: string;
  production: boolean;
  /** Heading levels of tables of contents, unless a doc sets its own. */
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** The locale being built, for an `editUrl` function. */
  locale: string;
  /** Base of "Edit this page" links, or the function that makes each (docusaurus-options.ts). */
  editUrl?: string | EditUrlFunction;
  /** Whether sidebar categories that do not say can collapse, and start collapsed. */
  categories?: Partial<CategoryState>;
  /** Whether docs show breadcrumbs. @default true */
  breadcrumbs?: boolean;
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  /** The locale's theme strings, for the category cards' item counts. */
  strings?: LocaleStrings;
}

/** What the reference checks need beyond the graph: anchors, links and file references per page. */
export interface PageFacts {
  path: string;
  file: string;
  anchors: string[];
  links: ContentLink[];
  references: FileReference[];
}

export interface BuiltVersion {
  version: DocsVersion;
  pages: PageFacts[];
  /** Links the sidebars file writes, checked like links in content. */
  links: Array<{ url: string; file: string; line?: number; key: string }>;
  diagnostics: Diagnostic[];
}

/**
 * One version of a docs section: its docs, drafts, sidebars and generated indexes, at the
 * version's route under the section's base path. `versioned` (a section of several versions, or
 * one released version) makes messages name the version.
 */
export function buildVersion(source: SectionSource, plan: VersionPlan, options: SectionOptions, versioned: boolean): BuiltVersion {
  const base = plan.routePart === '' ? options.routeBasePath : joinPath(options.routeBasePath, plan.routePart);
  const inVersion = versioned ? ` in version ${plan.name}` : '';
  const published = source.docs.filter((d) => !(options.production && d.frontMatter.draft));
  const draftIds = source.docs.filter((d) => options.production && d.frontMatter.draft).map((d) => d.id);
  const sidebarDocs = published.map((d) => sidebarDoc(d, base));
  const file = source.sidebars && { file: source.sidebars.file, source: source.sidebars.text };
  const build = new SidebarBuild(sidebarDocs, source.categories, new Set(draftIds), base, file, inVersion, options.categories);
  let sidebars: Record<string, SidebarItem[]>;
  if (source.sidebars) sidebars = resolveSidebars(source.sidebars, build);
  else {
    build.sidebar = source.id;
    sidebars = { [source.id]: autogenerateSidebar(build) };
  }
  const diagnostics = build.diagnostics;
  const paginationLabels = new Map(published.flatMap((d) => (d.frontMatter.pagination_label !== undefined ? [[d.id, d.frontMatter.pagination_label] as const] : [])));
  const navigation = new Map(Object.entries(sidebars).map(([id, items]) => [id, new SidebarNavigation(items, build.refs, paginationLabels)]));
  const byId = new Map(sidebarDocs.map((d) => [d.id, d]));

  const docs: Doc[] = published.map((d, i) => {
    const fm = d.frontMatter;
    const lines = d.md.frontMatter.lines;
    const sidebar = displayedSidebar(d, sidebars, build.owners.get(d.id) ?? (source.sidebars ? null : source.id), inVersion, diagnostics);
    const target = (key: 'pagination_prev' | 'pagination_next'): NavLink | null | undefined => {
      const id = fm[key];
      if (id === undefined || id === null) return id;
      const doc = byId.get(id);
      if (doc) return doc.unlisted ? null : { label: paginationLabels.get(id) ?? doc.label, href: doc.path };
      if (!draftIds.includes(id)) {
        const near = closest(id, [...byId.keys()]);
        diagnostics.push(diagnostic('UnknownDocId', `Front matter \`${key}\` names the doc "${id}", which does not exist${inVersion}.${near ? ` Did you mean "${near}"?` : ''}\nAvailable doc ids are:\n${list([...byId.keys()].sort())}`, { file: d.file, line: lines[key] }));
      }
      return null;
    };
    const around = sidebar === null ? {} : (navigation.get(sidebar)?.neighbours({ docId: d.id }) ?? {});
    const previous = fm.pagination_prev === undefined ? around.previous : target('pagination_prev');
    const next = fm.pagination_next === undefined ? around.next : target('pagination_next');
    const sourcePath = relative(options.root, d.file);
    const editUrlParams = () => ({ version: plan.name, versionDocsDirPath: pathFrom(options.root, source.dir), docPath: pathFrom(source.dir, d.file), permalink: sidebarDocs[i].path, locale: options.locale });
    const editUrl = fm.custom_edit_url === undefined ? editUrlOf(options.editUrl, editUrlParams, options.root, d.file, 'docs section', diagnostics) : fm.custom_edit_url;
    const lastUpdate = lastUpdateOf(d, options);
    const title = sidebarDocs[i].title;
    return {
      id: d.id,
      title,
      description: sidebarDocs[i].description,
      path: sidebarDocs[i].path,
      source: sourcePath,
      sidebar,
      sidebarLabel: sidebarDocs[i].label,
      draft: fm.draft,
      unlisted: fm.unlisted,
      hideTableOfContents: fm.hide_table_of_contents,
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
      ...(fm.image ? { image: fm.image } : {}),
      html: d.md.html,
      toc: tocOf(d, options.toc),
      words: d.md.words,
      // Docusaurus hides only a title from front matter, never the document's own `# heading`.
      ...(fm.hide_title && d.md.contentTitle === undefined ? { hideTitle: true as const } : {}),
      ...(editUrl ? { editUrl } : {}),
      ...lastUpdate,
      ...(previous ? { previous } : {}),
      ...(next ? { next } : {}),
    };
  });
  const indexes = categoryIndexes(build.indexes, byId, navigation, options.strings);
  const main = docs.find((d) => d.id === 'index') ?? docs[0];
  return {
    version: {
      name: plan.name,
      label: plan.label,
      path: joinPath(base, ''),
      mainDocId: main?.id ?? 'index',
      isLast: plan.isLast,
      banner: plan.banner,
      badge: plan.badge,
      noIndex: plan.noIndex,
      ...(plan.className !== undefined ? { className: plan.className } : {}),
      docs,
      draftIds,
      sidebars,
      categoryIndexes: indexes,
    },
    pages: [
      ...published.map((d, i) => ({ path: sidebarDocs[i].path, file: d.file, anchors: d.md.anchors, links: d.md.links, references: d.md.references })),
      ...build.indexes.map((found) => ({ path: found.category.href!, file: found.file, anchors: [], links: [], references: [] })),
    ],
    links: sidebarLinks(source, sidebars),
    diagnostics,
  };
}

function sidebarDoc(d: DocSource, base: string): SidebarDoc {
  const fm = d.frontMatter;
  const title = fm.title ?? d.md.contentTitle ?? d.route.name;
  return {
    id: d.id,
    dir: d.dir,
    name: d.name,
    isIndex: d.isIndex,
    // As in Docusaurus, the doc's own id names the route (a slug wins), its folders without number prefixes.
    path: docPath(base, d.route.dir, d.route.name, d.isIndex, fm.slug),
    label: fm.sidebar_label ?? title,
    ...(fm.sidebar_label !== undefined ? { sidebarLabel: fm.sidebar_label } : {}),
    title,
    description: fm.description ?? d.md.summary,
    position: d.position,
    unlisted: fm.unlisted,
    className: fm.sidebar_class_name,
    customProps: fm.sidebar_custom_props,
  };
}

/** `displayed_sidebar` when set (null: none), else the first sidebar holding the doc. */
function displayedSidebar(d: DocSource, sidebars: Record<string, SidebarItem[]>, owner: string | null, inVersion: string, diagnostics: Diagnostic[]): string | null {
  const wanted = d.frontMatter.displayed_sidebar;
  if (wanted === undefined) return owner;
  if (wanted === null || wanted in sidebars) return wanted;
  const ids = Object.keys(sidebars);
  const near = closest(wanted, ids);
  diagnostics.push(
    diagnostic('UnknownSidebarId', `Front matter \`displayed_sidebar\` names the sidebar "${wanted}", which does not exist${inVersion}.${near ? ` Did you mean "${near}"?` : ''}\nAvailable sidebar ids are:\n${list(ids)}`, {
      file: d.file,
      line: d.md.frontMatter.lines.displayed_sidebar,
    }),
  );
  return owner;
}

/** The compiled headings (every level) within the doc's range, or the site's. */
function tocOf(d: DocSource, site: SectionOptions['toc']) {
  const min = d.frontMatter.toc_min_heading_level ?? site.minHeadingLevel;
  const max = d.frontMatter.toc_max_heading_level ?? site.maxHeadingLevel;
  return d.md.toc.filter((entry) => entry.level >= min && entry.level <= max);
}

/** Front matter `last_update` wins over git history; each shows only when the config asks. */
function lastUpdateOf(d: DocSource, options: SectionOptions): { lastUpdatedAt?: string; lastUpdatedBy?: string } {
  const at = d.frontMatter.last_update?.date ?? d.lastUpdate?.date;
  const by = d.frontMatter.last_update?.author ?? d.lastUpdate?.author;
  return { ...(options.showLastUpdateTime && at ? { lastUpdatedAt: at } : {}), ...(options.showLastUpdateAuthor && by ? { lastUpdatedBy: by } : {}) };
}

/** The `link` items of a sidebars file, with the line each is written on. */
function sidebarLinks(source: SectionSource, sidebars: Record<string, SidebarItem[]>): BuiltVersion['links'] {
  if (!source.sidebars) return [];
  const { file, text } = source.sidebars;
  const links: BuiltVersion['links'] = [];
  const walk = (items: readonly SidebarItem[], sidebar: string) => {
    for (const item of items) {
      if (item.type === 'link' && item.docId === undefined) {
        const at = text.indexOf(item.href);
        links.push({ url: item.href, file, line: at < 0 ? undefined : text.slice(0, at).split('\n').length, key: `sidebar "${sidebar}" link "${item.label}"` });
      } else if (item.type === 'category') walk(item.items, sidebar);
    }
  };
  for (const [id, items] of Object.entries(sidebars)) walk(items, id);
  return links;
}

/** Docusaurus slug rules: `/x` is relative to the section, `x` to the file's folder; index files get the folder path, others `name` (the doc's own id). */
export function docPath(base: string, dir: string, name: string, isIndex: boolean, slug?: string): string {
  if (slug !== undefined) {
    if (slug.startsWith('/')) return joinPath(base, slug);
    return joinPath(base, dir, slug);
  }
  if (isIndex) return joinPath(base, dir, '');
  return joinPath(base, dir, name);
}

