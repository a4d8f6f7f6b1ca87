import { setImmediate } from 'node:timers/promises';
import type { ClientAsset } from '../bundle/bundle-client.ts';
import type { RouteFile } from '../render/site-renderer.ts';
import { KeptFile, TextParts } from '../render/site-file.ts';
import { OutputDir, type PartSpans, type PlacedOutput, type PreparedStaging, type SideTarget } from './output-dir.ts';
import type { WriteQueueOptions } from './write-queue.ts';

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
  /** The folder under outDir a locale's site-wide files go in (`fr`), given to the side writer; the root by default. */
  prefix?: string;
  /** Copied first, as it is; once for outputs that share it. */
  staticDir: string;
  /** Files next to the content, copied next from their source path to their site path. */
  contentFiles?: ReadonlyArray<{ path: string; source: string }>;
  /** Written once for outputs that share them (content-hashed, the same bytes at the same path). */
  assets: readonly ClientAsset[];
  /** The rendered files, written as they come; kept ones linked from the output being replaced. */
  files: AsyncIterable<RouteFile>;
  /** Started with the output, finished before the swap. */
  sideWriter?: (target: SideTarget) => SideWriter;
}

/** A route's page: `…/index.html`, or `….html` with `trailingSlash: false`; the not-found page (a locale's too, `/fr/404.html`) is none. */
const HTML_PAGE = /^(?!(?:\/[^/]+)?\/404\.html$).*\.html$/;

/** How the executor has the output written (cli/exec/). */
export interface WriteOptions {
  /** The staging folder for `outDir`, its folders made ahead. */
  staging?: PreparedStaging;
  /** A thread to write the files on. */
  thread?: WriteQueueOptions['thread'];
  /** Told what the output holds once it is swapped in. */
  placed?: (output: PlacedOutput) => void;
  /** Where the keyed parts of the files made part by part lie in the output being replaced's. */
  spans?: PartSpans;
}

/** The emit stage: writes the output folder atomically, all of it or nothing. */
export async function writeSite(output: SiteOutput): Promise<WriteSummary> {
  return writeSites([output]);
}

/**
 * Several builds into one output folder (the locales of a translated site), swapped in at once: a failure in any leaves the previous output as it was. The outputs share
 * `outDir`; each is written in turn, so memory holds one page of one build at a time.
 */
export async function writeSites(outputs: readonly SiteOutput[], { staging, thread, placed, spans }: WriteOptions = {}): Promise<WriteSummary> {
  const out = new OutputDir(outputs[0].outDir, staging, thread);
  const summary: WriteSummary = { routes: 0, files: 0, bytes: 0 };
  await out.removeStale();
  // A spare taken as the staging folder is cleared of what the output no longer has first.
  await staging?.ready();
  const sides: SideWriter[] = [];
  const copied = new Set<string>();
  const once = (key: string) => !copied.has(key) && (copied.add(key), true);
  try {
    for (const output of outputs) {
      const write = async (path: string, contents: string | Uint8Array) => {
        // Read after the write: assets are written at once, and `+= await` would add to a stale sum.
        const size = await out.write(path, contents);
        summary.bytes += size;
        summary.files++;
      };
      const side = output.sideWriter?.(out.sideTarget(output.prefix));
      if (side) sides.push(side);
      if (once(`static:${output.staticDir}`)) out.copyFolder(output.staticDir);
      for (const file of output.contentFiles ?? []) if (once(file.path)) out.copyFile(file.source, file.path);
      await Promise.all(output.assets.filter((asset) => once(asset.path)).map((asset) => write(asset.path, asset.contents)));
      for await (const file of output.files) {
        if (file.contents instanceof KeptFile) {
          out.keep(file.path);
          summary.files++;
          summary.bytes += file.contents.size;
        } else if (file.contents instanceof TextParts) {
          summary.files++;
          summary.bytes += out.writeParts(file.path, file.contents, spans);
        } else await write(file.path, file.contents);
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
    }
    await out.commit();
    placed?.(out.placement());
    return summary;
  } catch (error) {
    await Promise.all(sides.map((side) => side.cancel()));
    await out.discard();
    throw error;
  }
}
