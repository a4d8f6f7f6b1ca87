import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load.ts';
import type { GraphResult } from '../graph/build-graph.ts';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.ts';
import { clientSiteData, indexGraph, notFoundData, pageData } from '../render/page-data.ts';
import type { PageData } from '../render/page-data-types.ts';
import { renderPage } from '../render/render-page.tsx';
import { dataPath } from '../../runtime/core/data-path.ts';
import { renderFeeds } from './feeds.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { OutputDir } from './output-dir.ts';

export interface WriteSummary {
  routes: number;
  files: number;
  bytes: number;
}

/** The HTML file of a route: `/` → index.html, `/blog/archive` → blog/archive/index.html. */
export function htmlPath(routePath: string): string {
  return `${routePath.replace(/\/+$/, '')}/index.html`;
}

/** Renders every route and writes dist/ atomically: all of it or nothing. */
export async function writeSite(config: ResolvedConfig, { graph }: GraphResult): Promise<WriteSummary> {
  const out = new OutputDir(config.outDir);
  const summary: WriteSummary = { routes: 0, files: 0, bytes: 0 };
  const write = async (path: string, contents: string | Uint8Array) => {
    await out.write(path, contents);
    summary.files++;
    summary.bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  };
  try {
    const bundle = await bundleClient();
    await out.copyFolder(config.staticDir);
    await Promise.all(bundle.assets.map((asset) => write(asset.path, asset.contents)));
    const site = clientSiteData(graph);
    const index = indexGraph(graph);
    const emitPage = async (page: PageData, file: string) => {
      const html = await renderPage(site, page, assetsFor(bundle, page.kind));
      await write(file, html);
      await write(page.kind === 'notFound' ? '/404/page-data.json' : dataPath(page.path), JSON.stringify(page));
    };
    // Pages are rendered and written a few at a time, so memory holds a handful of documents, never the site.
    const queue = [...graph.routes];
    const worker = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        await emitPage(pageData(route, index), htmlPath(route.path));
        summary.routes++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await emitPage(notFoundData(graph), '/404.html');
    for (const feed of renderFeeds(graph)) await write(feed.path, feed.contents);
    await write('/sitemap.xml', renderSitemap(graph));
    await write('/robots.txt', renderRobots(graph));
    await keepMetafile(config, bundle);
    await out.commit();
    return summary;
  } catch (error) {
    await out.discard();
    throw error;
  }
}

function assetsFor(bundle: ClientBundle, kind: PageData['kind']) {
  const chunk = bundle.pageChunks[kind];
  return {
    stylesheet: bundle.stylesheet,
    entry: bundle.entry,
    preload: chunk ? [chunk, ...(bundle.pageImports[kind] ?? [])] : [],
  };
}

/** esbuild's metafile, for the size report of `npm run bench`. */
async function keepMetafile(config: ResolvedConfig, bundle: ClientBundle): Promise<void> {
  const dir = join(config.root, '.sitegen');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'client-metafile.json'), JSON.stringify({ entry: bundle.entry, stylesheet: bundle.stylesheet, pageChunks: bundle.pageChunks, pageImports: bundle.pageImports, metafile: bundle.metafile }, null, 2));
}
