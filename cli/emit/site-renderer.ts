import type { SiteGraph } from '../graph/schema.ts';
import type { ClientBundle } from '../bundle/bundle-client.ts';
import { clientSiteData, indexGraph, notFoundData, pageData } from '../render/page-data.ts';
import type { PageData } from '../render/page-data-types.ts';
import type { renderPage as RenderPage } from '../render/render-page.tsx';
import { dataPath } from '../../runtime/core/data-path.ts';
import { renderFeeds } from './feeds.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

export interface OutputFile {
  /** Site path, e.g. `/blog/archive/index.html`. */
  path: string;
  contents: string;
}

export type PageRenderer = typeof RenderPage;

/** The HTML file of a route: `/` → /index.html, `/blog/archive` → /blog/archive/index.html. */
export function htmlPath(routePath: string): string {
  return `${routePath.replace(/\/+$/, '')}/index.html`;
}

/**
 * Turns the graph into output files one page at a time: `build` writes them all, `watch` only
 * those whose page data changed. Nothing here touches the disk.
 */
export function createSiteRenderer(graph: SiteGraph, bundle: ClientBundle, render: PageRenderer) {
  const site = clientSiteData(graph);
  const index = indexGraph(graph);
  const assetsFor = (kind: PageData['kind']) => {
    const chunk = bundle.pageChunks[kind];
    const preload = [...bundle.entryImports, ...(chunk ? [chunk, ...(bundle.pageImports[kind] ?? [])] : [])];
    return { stylesheet: bundle.stylesheet, entry: bundle.entry, preload: [...new Set(preload)] };
  };
  const page = async (data: PageData, file: string): Promise<OutputFile[]> => [
    { path: file, contents: await render(site, data, assetsFor(data.kind)) },
    { path: data.kind === 'notFound' ? '/404/page-data.json' : dataPath(data.path), contents: JSON.stringify(data) },
  ];
  return {
    site,
    pageData: (route: SiteGraph['routes'][number]) => pageData(route, index),
    renderRoute: (data: PageData) => page(data, htmlPath(data.path)),
    renderNotFound: () => page(notFoundData(graph), '/404.html'),
    /** Feeds, sitemap and robots.txt: small, so always regenerated. */
    siteFiles: (): OutputFile[] => [
      ...renderFeeds(graph),
      { path: '/sitemap.xml', contents: renderSitemap(graph) },
      { path: '/robots.txt', contents: renderRobots(graph) },
    ],
  };
}
