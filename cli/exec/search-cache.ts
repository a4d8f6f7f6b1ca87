import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Cache } from './cache.ts';
import type { SideTarget } from '../emit/output-dir.ts';
import type { SearchIndexOptions } from '../search/build-index.ts';
import { searchablePages, type SearchGraph, type SearchPage } from '../search/extract.ts';
import type { SearchIndexJob, WrittenFiles } from './search-index.ts';

const NAMESPACE = 'search-index';
/** The folder every search file is written under (runtime/search/format.ts). */
const SEARCH_FOLDER = 'search';

type SavedFiles = Array<[path: string, contents: Uint8Array]>;

/** The search files under `dir`, by their path in it. */
function readSearchFiles(dir: string): SavedFiles {
  const files: SavedFiles = [];
  const root = join(dir, SEARCH_FOLDER);
  for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = join(root, path);
    if (statSync(file).isFile()) files.push([join(SEARCH_FOLDER, path), readFileSync(file)]);
  }
  return files;
}

/**
 * The search index of a graph from the cache, keyed by what the worker is given (the mode, the
 * options and every searchable page's text): written into the output file by file, or, on a
 * miss, indexed by `start` into the target's folder and its files kept for the next build.
 */
export function cachedSearchIndex(cache: Cache, graph: SearchGraph, target: SideTarget, options: SearchIndexOptions, start: (pages: SearchPage[]) => SearchIndexJob): SearchIndexJob {
  const pages = searchablePages(graph);
  const key = searchKey(graph.mode, options, pages);
  const saved = cache.get<SavedFiles>(NAMESPACE, key);
  if (saved) {
    const written = Promise.all(saved.map(([path, contents]) => target.write(path, contents))).then((): WrittenFiles => ({ files: saved.length, bytes: saved.reduce((sum, [, contents]) => sum + contents.byteLength, 0) }));
    written.catch(() => {});
    return { finish: () => written, cancel: async () => {} };
  }
  const job = start(pages);
  return {
    finish: async () => {
      const written = await job.finish();
      // Read back only for a cache on disk: a build's cache keeps nothing in memory (--no-cache).
      if (cache.dir !== undefined) cache.set(NAMESPACE, key, readSearchFiles(target.dir));
      return written;
    },
    cancel: () => job.cancel(),
  };
}

/**
 * The hash of `JSON.stringify([mode, options, pages])`, made a page at a time: the text of every
 * page as one string would be the largest thing a 10,000-page build holds.
 */
function searchKey(mode: SearchGraph['mode'], options: SearchIndexOptions, pages: readonly SearchPage[]): string {
  const hash = createHash('sha256').update(`[${JSON.stringify(mode)},${JSON.stringify(options)},[`);
  pages.forEach((page, n) => hash.update(n === 0 ? JSON.stringify(page) : `,${JSON.stringify(page)}`));
  return hash.update(']]').digest('hex');
}
