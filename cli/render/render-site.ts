import type { SiteGraph } from '../graph/schema.ts';
import type { ClientAssets } from './client-assets.ts';
import { renderPage } from './render-page.tsx';
import { createSiteRenderer, type KeptRoutes, type PageRenderer, type RouteFile } from './site-renderer.ts';
import type { PageMarkdown } from '../content/page-markdown.ts';
import type { MarkdownKeys } from './llms-full.ts';
import type { PageRuntime } from './page-runtime.ts';

export interface RenderSiteOptions {
  /** Whether the search files are among the output; false when the executor indexes search alongside. */
  searchFiles: boolean;
  /** The site's folder, for the file of an MDX component's error. */
  root?: string;
  /** The pages' Markdown, for /llms-full.txt and the `.md` routes. */
  markdown?: PageMarkdown;
  /** The page renderer, when not the one compiled with sitegen: a site's swizzled components have their own (bundle/theme/server-renderer.ts). */
  render?: PageRenderer;
  /** `render`'s instances of the modules React pages import (render-page.tsx's PAGE_RUNTIME). */
  pageRuntime?: PageRuntime;
  /** Where a locale's site-wide files go (`/fr`); the root by default. */
  sitePrefix?: string;
  /** Which routes the output being replaced holds as they would render: kept, not rendered (the executor's keptRoutes). */
  kept?: KeptRoutes;
  /** The pages' Markdown's keys: the `.md` routes it holds as they would be written are kept, not made, and /llms-full.txt's pages known by key (the executor's markdownKeys). */
  markdownKeys?: MarkdownKeys;
}

/**
 * The render stage: every route of the graph, then the not-found page and the site-wide files,
 * as output files. One page at a time, as the emit stage asks for them: memory holds one
 * document, never the whole site.
 */
export async function* renderSite(graph: SiteGraph, assets: ClientAssets, options: RenderSiteOptions): AsyncGenerator<RouteFile> {
  const renderer = createSiteRenderer(graph, assets, options.render ?? renderPage, { root: options.root, markdown: options.markdown, pageRuntime: options.pageRuntime, sitePrefix: options.sitePrefix, kept: options.kept, markdownKeys: options.markdownKeys });
  for (const route of graph.routes) yield* await renderer.renderRoute(renderer.pageData(route));
  yield* await renderer.renderNotFound();
  await renderer.prepareFeeds();
  yield* renderer.siteFiles({ search: options.searchFiles });
}
