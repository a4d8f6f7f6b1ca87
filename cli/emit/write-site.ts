import { setImmediate } from 'node:timers/promises';
import type { ClientAsset } from '../bundle/bundle-client.ts';
import type { OutputFile } from '../render/site-renderer.ts';
import { OutputDir } from './output-dir.ts';

export interface WriteSummary {
  /** HTML pages written, the not-found page aside. */
  routes: number;
  files: number;
  bytes: number;
}

/** Work that writes files of its own into the output while the pages are written (search indexed on a thread). */
export interface SideWriter {
  /** Resolves once every file is written. */
  finish(): Promise<{ files: number; bytes: number }>;
  cancel(): Promise<void>;
}

export interface SiteOutput {
  outDir: string;
  /** Copied first, as it is. */
  staticDir: string;
  /** Files next to the content, copied next from their source path to their site path. */
  contentFiles?: ReadonlyArray<{ path: string; source: string }>;
  assets: readonly ClientAsset[];
  /** The rendered files, written as they come. */
  files: AsyncIterable<OutputFile>;
  /** Started with the output's staging folder, finished before the swap. */
  sideWriter?: (dir: string) => SideWriter;
}

/** A route's page: `…/index.html`, or `….html` with `trailingSlash: false`; the not-found page is none. */
const HTML_PAGE = /^(?!\/404\.html$).*\.html$/;

/** The emit stage: writes the output folder atomically, all of it or nothing. */
export async function writeSite(output: SiteOutput): Promise<WriteSummary> {
  const out = new OutputDir(output.outDir);
  const summary: WriteSummary = { routes: 0, files: 0, bytes: 0 };
  const write = async (path: string, contents: string | Uint8Array) => {
    await out.write(path, contents);
    summary.files++;
    summary.bytes += typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  };
  await out.removeStale();
  const side = output.sideWriter?.(out.staging);
  try {
    out.copyFolder(output.staticDir);
    for (const file of output.contentFiles ?? []) out.copyFile(file.source, file.path);
    await Promise.all(output.assets.map((asset) => write(asset.path, asset.contents)));
    for await (const file of output.files) {
      await write(file.path, file.contents);
      if (!HTML_PAGE.test(file.path)) continue;
      summary.routes++;
      // Rendering and writing never wait on the event loop: let a side writer's requests for
      // more pages in, or it would get them only once every page is rendered.
      await setImmediate();
    }
    if (side) {
      const written = await side.finish();
      summary.files += written.files;
      summary.bytes += written.bytes;
    }
    await out.commit();
    return summary;
  } catch (error) {
    await side?.cancel();
    await out.discard();
    throw error;
  }
}
