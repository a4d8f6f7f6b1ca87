import type { DocsSection, SidebarItem, SiteGraph } from '../graph/schema.ts';
import { absoluteUrl } from './head.ts';
import { lastVersion } from '../graph/lookup.ts';

export interface Listed {
  title: string;
  path: string;
  description: string;
  /** The source file, relative to the site folder; a generated page (a category index) has none. */
  source?: string;
}

/** A React page's title and description, as its `<Layout>` gave them when it rendered, by route. */
export type PageMeta = ReadonlyMap<string, Pick<Listed, 'title' | 'description'>>;

/** The pages /llms.txt lists, under the title of their docs section, the blog or the pages folder, in its order. */
export function llmsSections(graph: SiteGraph, pageMeta: PageMeta = new Map()): Array<{ title: string; pages: Listed[] }> {
  const sections = graph.docs.map((section) => ({ title: section.label, pages: sectionPages(section) }));
  if (graph.blog) {
    const posts = graph.blog.posts.filter((post) => !post.unlisted && !post.draft);
    sections.push({ title: graph.blog.title, pages: posts.map((post) => ({ title: post.title, path: post.permalink, description: post.description, source: post.source })) });
  }
  // The pages folder's pages, in route order; a React page as its <Layout> titled it when it rendered.
  const pages = graph.pages.filter((page) => !page.unlisted).map((page) => ({ ...page, ...pageMeta.get(page.path) }));
  sections.push({ title: 'Pages', pages: pages.map((page) => ({ title: page.title || page.path, path: page.path, description: page.description })) });
  return sections.filter((section) => section.pages.length > 0);
}

/**
 * /llms.txt as llmstxt.org lays it out: the site's title as the H1, its tagline as the summary,
 * then an H2 file list per docs section (its pages in sidebar order) and one for the blog (newest
 * first) and one for the pages folder's pages, each line `- [Title](absolute URL): description`.
 * Unlisted pages and drafts are left out.
 */
export function renderLlmsTxt(graph: SiteGraph, pageMeta: ReadonlyMap<string, Pick<Listed, 'title' | 'description'>> = new Map()): string {
  const { site } = graph;
  const summary = llmsSummary(graph);
  const lines = [`# ${oneLine(site.title)}`, ...(summary ? ['', `> ${summary}`] : [])];
  for (const { title, pages } of llmsSections(graph, pageMeta)) {
    lines.push('', `## ${oneLine(title)}`, '');
    for (const page of pages) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${linkUrl(absoluteUrl(site, page.path))})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The summary under the title: the tagline, or the home page's description. */
export function llmsSummary(graph: SiteGraph): string {
  return oneLine(graph.site.tagline || graph.home.description);
}

/**
 * A section's listed pages as its sidebars order them (docs and generated category indexes), then
 * its docs in no sidebar; the version readers land on (`isLast`) only.
 */
function sectionPages(section: DocsSection): Listed[] {
  const version = lastVersion(section);
  if (!version) return [];
  const pages = new Map<string, Listed>();
  for (const doc of version.docs) if (!doc.unlisted && !doc.draft) pages.set(doc.path, doc);
  for (const index of version.categoryIndexes) pages.set(index.path, { ...index, description: index.description ?? '' });
  const ordered = new Set<string>();
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'html') continue;
      if (item.href !== undefined && pages.has(item.href)) ordered.add(item.href);
      if (item.type === 'category') visit(item.items);
    }
  };
  for (const items of Object.values(version.sidebars)) visit(items);
  for (const path of pages.keys()) ordered.add(path);
  return [...ordered].map((path) => pages.get(path)!);
}

/** Markdown keeps to one line what a heading, summary or list item says. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text with the characters that would end it or make it something else escaped. */
function linkText(text: string): string {
  return oneLine(text).replace(/[\\[\]]/g, '\\$&');
}

/** A URL that Markdown reads to its end: spaces and parentheses percent-encoded. */
export function linkUrl(url: string): string {
  return url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
