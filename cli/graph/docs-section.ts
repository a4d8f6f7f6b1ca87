import { relative } from 'node:path';
import type { SectionSource } from '../content/docs.ts';
import type { ContentLink } from '../content/collect-links.ts';
import type { FileReference } from '../content/remark-file-references.ts';
import { joinPath } from './paths.ts';
import { autogenerateSidebar, type SidebarDoc } from './sidebars.ts';
import type { Doc, DocsSection } from './schema.ts';

export interface SectionOptions {
  root: string;
  routeBasePath: string;
  label?: string;
  production: boolean;
}

/** What the reference checks need beyond the graph: anchors, links and file references per page. */
export interface PageFacts {
  path: string;
  file: string;
  anchors: string[];
  links: ContentLink[];
  references: FileReference[];
}

/** One docs section with its single version `current` (labelled Next), docs, drafts and sidebar. */
export function buildSection(source: SectionSource, options: SectionOptions): { section: DocsSection; pages: PageFacts[] } {
  const published = source.docs.filter((d) => !(options.production && d.frontMatter.draft));
  const draftIds = source.docs.filter((d) => options.production && d.frontMatter.draft).map((d) => d.id);
  const sidebarDocs: SidebarDoc[] = published.map((d) => ({
    id: d.id,
    dir: d.dir,
    name: d.name,
    isIndex: d.isIndex,
    path: docPath(options.routeBasePath, d.dir, d.name, d.isIndex, d.frontMatter.slug),
    label: d.frontMatter.sidebar_label ?? d.frontMatter.title ?? d.md.contentTitle ?? d.name,
    position: d.frontMatter.sidebar_position,
    unlisted: d.frontMatter.unlisted,
  }));
  const sidebar = autogenerateSidebar(sidebarDocs, source.categories);
  const docs: Doc[] = published.map((d, i) => {
    const title = d.frontMatter.title ?? d.md.contentTitle ?? d.name;
    return {
      id: d.id,
      title,
      description: d.frontMatter.description ?? describe(d.md.text),
      path: sidebarDocs[i].path,
      source: relative(options.root, d.file),
      sidebar: source.id,
      sidebarLabel: sidebarDocs[i].label,
      draft: d.frontMatter.draft,
      unlisted: d.frontMatter.unlisted,
      hideTableOfContents: d.frontMatter.hide_table_of_contents,
      ...(d.frontMatter.keywords ? { keywords: d.frontMatter.keywords } : {}),
      ...(d.frontMatter.image ? { image: d.frontMatter.image } : {}),
      html: d.md.html,
      toc: d.md.toc,
      words: d.md.words,
    };
  });
  const main = docs.find((d) => d.id === 'index') ?? docs[0];
  const label = options.label ?? main?.title ?? source.id;
  return {
    section: {
      id: source.id,
      label,
      path: joinPath(options.routeBasePath, ''),
      versions: [
        {
          name: 'current',
          label: 'Next',
          path: joinPath(options.routeBasePath, ''),
          mainDocId: main?.id ?? 'index',
          isLast: true,
          docs,
          draftIds,
          sidebars: { [source.id]: sidebar },
        },
      ],
    },
    pages: published.map((d, i) => ({ path: sidebarDocs[i].path, file: d.file, anchors: d.md.anchors, links: d.md.links, references: d.md.references })),
  };
}

/** Docusaurus slug rules: `/x` is relative to the section, `x` to the file's folder; index files get the folder path. */
export function docPath(base: string, dir: string, name: string, isIndex: boolean, slug?: string): string {
  if (slug !== undefined) {
    if (slug.startsWith('/')) return joinPath(base, slug);
    return joinPath(base, dir, slug);
  }
  if (isIndex) return joinPath(base, dir, '');
  return joinPath(base, dir, name);
}

/** A description from the text when front matter has none: the first sentence-ish 160 characters. */
export function describe(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
