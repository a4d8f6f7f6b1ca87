import type { SiteGraph } from '../graph/schema.ts';
import type { PageMarkdown } from '../content/page-markdown.ts';
import { absoluteUrl } from './head.ts';
import type { SiteFile } from './site-file.ts';
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

/**
 * /llms-full.txt, llms.txt's companion: the site's title and summary, then every page /llms.txt
 * lists, in its order, as `# Title`, `Source: URL` and the page's Markdown (generated pages,
 * which have no source, are left out). As UTF-8 bytes, made in two passes over the pages, the
 * first counting them: the text of a large site, as parts, as one string and as the bytes
 * written, would be three times its size at once.
 */
export function renderLlmsFull(graph: SiteGraph, markdownOf: PageMarkdown): Uint8Array {
  const pages = llmsSections(graph).flatMap((section) => section.pages);
  const summary = llmsSummary(graph);
  function* parts(): Generator<string> {
    yield `# ${oneLine(graph.site.title)}${summary ? `\n\n> ${summary}` : ''}`;
    for (const page of pages) {
      const markdown = page.source === undefined ? undefined : markdownOf(page.source);
      if (markdown !== undefined) yield `\n\n# ${oneLine(page.title)}\n\nSource: ${absoluteUrl(graph.site, page.path)}\n\n${markdown.replace(/^# .*\n*/, '')}`;
    }
    yield '\n';
  }
  let length = 0;
  for (const part of parts()) length += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts()) at += bytes.write(part, at);
  return bytes;
}

/**
 * Each listed page's Markdown at its route with `.md` appended, and the home page's when it has a
 * source: one at a time, as the emit stage writes them, not the text of every page at once.
 */
export function* renderMarkdownRoutes(graph: SiteGraph, markdownOf: PageMarkdown): Generator<SiteFile> {
  const home: Listed[] = graph.home.source === undefined ? [] : [{ title: graph.home.title, path: '/', description: '', source: graph.home.source }];
  for (const page of [...home, ...llmsSections(graph).flatMap((section) => section.pages)]) {
    const markdown = page.source === undefined ? undefined : markdownOf(page.source);
    if (markdown !== undefined) yield { path: markdownPath(page.path), contents: `${withTitle(page.title, markdown)}\n` };
  }
}

/** The `llms` files of a build as the config asks, one at a time: /llms.txt, /llms-full.txt and the `.md` routes (these two need the pages' Markdown). */
export function* renderLlmsFiles(graph: SiteGraph, markdownOf: PageMarkdown | undefined, pageMeta?: PageMeta): Generator<SiteFile> {
  const wanted = llmsOutputs(graph.site.llmsTxt);
  if (wanted.txt) yield { path: '/llms.txt', contents: renderLlmsTxt(graph, pageMeta) };
  if (wanted.full && markdownOf) yield { path: '/llms-full.txt', contents: renderLlmsFull(graph, markdownOf) };
  if (wanted.markdownRoutes && markdownOf) yield* renderMarkdownRoutes(graph, markdownOf);
}
