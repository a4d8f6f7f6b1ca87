import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { ResolvedConfig } from '../config/load.ts';
import type { GraphResult } from '../graph/build-graph.ts';
import type { ClientBundle } from '../bundle/bundle-client.ts';
import { renderPage } from '../render/render-page.tsx';
import { createSiteRenderer } from './site-renderer.ts';
import { OutputDir } from './output-dir.ts';
import { startSearchIndex } from '../search/index-job.ts';
import { indexesSearch } from '../search/build-index.ts';

export interface WriteSummary {
  routes: number;
  files: number;
  bytes: number;
}

/** Renders every route and writes the output folder atomically: all of it or nothing. */
export async function writeSite(config: ResolvedConfig, { graph }: GraphResult, bundle: ClientBundle): Promise<WriteSummary> {
  const out = new OutputDir(config.outDir);
  const summary: WriteSummary = { routes: 0, files: 0, bytes: 0 };
  const write = async (path: string, contents: string | Uint8Array) => {
    await out.write(path, contents);
    summary.files++;
    summary.bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  };
  // Search is indexed on its own thread while this one renders.
  const search = indexesSearch(graph) ? startSearchIndex(graph, out.staging) : undefined;
  try {
    out.copyFolder(config.staticDir);
    await Promise.all(bundle.assets.map((asset) => write(asset.path, asset.contents)));
    const renderer = createSiteRenderer(graph, bundle, renderPage);
    // One page at a time: memory holds one document, never the whole site.
    for (const route of graph.routes) {
      for (const file of await renderer.renderRoute(renderer.pageData(route))) await write(file.path, file.contents);
      summary.routes++;
      // Rendering and writing never wait on the event loop: let the search worker's requests for
      // more pages in, or it would get them only once every page is rendered.
      await setImmediate();
    }
    for (const file of [...(await renderer.renderNotFound()), ...renderer.siteFiles({ search: !search })]) await write(file.path, file.contents);
    if (search) {
      const searchFiles = await search.finish();
      summary.files += searchFiles.files;
      summary.bytes += searchFiles.bytes;
    }
    await keepMetafile(config, bundle);
    await out.commit();
    return summary;
  } catch (error) {
    await search?.cancel();
    await out.discard();
    throw error;
  }
}

/** esbuild's metafile, for the size report of `npm run bench`. */
export async function keepMetafile(config: ResolvedConfig, bundle: ClientBundle): Promise<void> {
  const dir = join(config.root, '.sitegen');
  await mkdir(dir, { recursive: true });
  const { assets: _assets, ...report } = bundle;
  await writeFile(join(dir, 'client-metafile.json'), JSON.stringify(report, null, 2));
}
