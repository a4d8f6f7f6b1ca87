import type { SiteGraph } from '../graph/schema.ts';
import type { PageMarkdown } from '../content/page-markdown.ts';
import { absoluteUrl } from './head.ts';
import { KeptFile, TextParts, type KeyedPart, type RouteFile, type SiteFile } from './site-file.ts';
import { llmsSections, llmsSummary, oneLine, renderLlmsTxt, type Listed, type PageMeta } from './llms-txt.ts';

/** Which of the files beside /llms.txt a build writes: the config's `llmsTxt`. */
export function llmsOutputs(setting: SiteGraph['site']['llmsTxt']): { txt: boolean; full: boolean; markdownRoutes: boolean } {
  if (setting === false) return { txt: false, full: false, markdownRoutes: false };
  const options = typeof setting === 'object' ? setting : {};
  return { txt: true, full: options.full ?? true, markdownRoutes: options.markdownRoutes ?? true };
}

/**
 * Where a route's Markdown goes: `/docs/intro` → `/docs/intro.md`; a route ending in `/` gets
 * `index.md` (llmstxt.org's `index.html.md`, named as the source usually is), `/` → `/index.md`:
 * the files sit as their sources do, so the source's relative links to `.md` files lead to them.
 */
export function markdownPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

/** A page's Markdown as published, under an H1 of its title unless the text opens with one. */
function withTitle(title: string, markdown: string): string {
  return /^# /.test(markdown) ? markdown : `# ${oneLine(title)}\n\n${markdown}`;
}

/** The pages /llms.txt lists, in its order. */
const listedPages = (graph: SiteGraph): Listed[] => llmsSections(graph).flatMap((section) => section.pages);

/** A listed page's Markdown; undefined for a generated page, which has no source. */
const listedMarkdown = (page: Listed, markdownOf: PageMarkdown) => (page.source === undefined ? undefined : markdownOf(page.source));

/**
 * What the executor knows of pages' Markdown from their sources' digests, for a build to keep
 * what the output being replaced holds of it rather than make it again.
 */
export interface MarkdownKeys {
  /** The key of what a page's Markdown is made of: its title, its source's path and bytes, the config; undefined where the source's digest is unknown. */
  key(title: string, source: string): string | undefined;
  /** The size of the `.md` route at `path` in the output being replaced, when it was made under `key` and is as that build left it: kept, not made. */
  kept(path: string, key: string): number | undefined;
}

/** A listed page's `.md` route, from its `source`: kept, made from its Markdown, or none when the source has none. */
function markdownRoute(page: Listed, source: string, markdownOf: PageMarkdown, keys: LlmsKeys | undefined): RouteFile | undefined {
  const path = markdownPath(page.path);
  const key = keys?.of(page.title, source);
  const size = key === undefined ? undefined : keys!.markdown.kept(path, key);
  if (size !== undefined) return { path, contents: new KeptFile(size) };
  const markdown = markdownOf(source);
  return markdown === undefined ? undefined : { path, contents: `${withTitle(page.title, markdown)}\n` };
}

/**
 * /llms-full.txt, llms.txt's companion: the site's title and summary, then every page /llms.txt
 * lists, in its order, as `# Title`, `Source: URL` and the page's Markdown (generated pages,
 * which have no source, are left out). Made a page at a time as it is written (TextParts): the
 * text of a large site whole, as a string or as bytes, was its build's peak of memory. With
 * `routes`, each page's `.md` route comes before it.
 */
function* renderLlmsFull(graph: SiteGraph, markdownOf: PageMarkdown, routes: boolean, keys: LlmsKeys | undefined): Generator<RouteFile> {
  const pages = listedPages(graph);
  const summary = llmsSummary(graph);
  const head = `# ${oneLine(graph.site.title)}${summary ? `\n\n> ${summary}` : ''}`;
  const part = (page: Listed, markdown: string) => `\n\n# ${oneLine(page.title)}\n\nSource: ${absoluteUrl(graph.site, page.path)}\n\n${markdown.replace(/^# .*\n*/, '')}`;
  const made = (page: Listed) => {
    const markdown = listedMarkdown(page, markdownOf);
    return markdown === undefined ? undefined : part(page, markdown);
  };
  // A page's part is its title, URL and Markdown: its Markdown's key and its path (the site's URL is the config's) say all of it.
  const keyed = (page: Listed): string | KeyedPart | undefined => {
    const key = page.source === undefined ? undefined : keys?.of(page.title, page.source);
    // A source with no Markdown makes an empty part: nothing, as it does unkeyed.
    return key === undefined ? made(page) : { key: `${key} ${page.path}`, text: () => made(page) ?? '' };
  };
  const parts = function* () {
    yield head;
    for (const page of pages) {
      const piece = keyed(page);
      if (piece !== undefined) yield piece;
    }
    yield '\n';
  };
  // The `.md` routes first: making each page's Markdown once more for this file costs less then (pageMarkdown keeps how each reads).
  if (routes) yield* renderMarkdownRoutes(graph, markdownOf, keys);
  yield { path: '/llms-full.txt', contents: new TextParts(parts) };
}

/** The executor's MarkdownKeys, each page's key asked once: the `.md` routes and /llms-full.txt both need it. */
class LlmsKeys {
  private readonly keys = new Map<string, string | undefined>();

  constructor(readonly markdown: MarkdownKeys) {}

  of(title: string, source: string): string | undefined {
    const id = `${title}\0${source}`;
    if (!this.keys.has(id)) this.keys.set(id, this.markdown.key(title, source));
    return this.keys.get(id);
  }
}

/**
 * Each listed page's Markdown at its route with `.md` appended, and the home page's when it has a
 * source: one at a time, as the emit stage writes them, not the text of every page at once.
 */
function* renderMarkdownRoutes(graph: SiteGraph, markdownOf: PageMarkdown, keys: LlmsKeys | undefined): Generator<RouteFile> {
  const { home } = graph;
  const listed = home.source === undefined ? listedPages(graph) : [{ title: home.title, path: '/', description: '', source: home.source }, ...listedPages(graph)];
  for (const page of listed) {
    const route = page.source === undefined ? undefined : markdownRoute(page, page.source, markdownOf, keys);
    if (route) yield route;
  }
}

/**
 * The `llms` files of a build as the config asks, one at a time: /llms.txt, then the `.md` routes
 * and /llms-full.txt (these need the pages' Markdown); with `keys`, the `.md` routes the output
 * being replaced holds as they would be written are kept, and /llms-full.txt's pages are parts
 * known by their keys.
 */
export function renderLlmsFiles(graph: SiteGraph, markdownOf: PageMarkdown | undefined, pageMeta?: PageMeta): Generator<SiteFile>;
export function renderLlmsFiles(graph: SiteGraph, markdownOf: PageMarkdown | undefined, pageMeta: PageMeta | undefined, keys: MarkdownKeys | undefined): Generator<RouteFile>;
export function* renderLlmsFiles(graph: SiteGraph, markdownOf: PageMarkdown | undefined, pageMeta?: PageMeta, keys?: MarkdownKeys): Generator<RouteFile> {
  const wanted = llmsOutputs(graph.site.llmsTxt);
  if (wanted.txt) yield { path: '/llms.txt', contents: renderLlmsTxt(graph, pageMeta) };
  if (!markdownOf) return;
  const llmsKeys = keys && new LlmsKeys(keys);
  if (wanted.full) yield* renderLlmsFull(graph, markdownOf, wanted.markdownRoutes, llmsKeys);
  else if (wanted.markdownRoutes) yield* renderMarkdownRoutes(graph, markdownOf, llmsKeys);
}
