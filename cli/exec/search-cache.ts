import { createHash } from 'node:crypto';
import type { Cache } from './cache.ts';
import type { SideTarget } from '../emit/output-dir.ts';
import type { SearchIndexOptions } from '../search/build-index.ts';
import { searchablePages, type SearchGraph, type SearchPage } from '../search/extract.ts';
import type { SearchIndexJob, WrittenFiles } from './search-index.ts';
import { keptKeys, keptSearchFiles, type KeepEntry } from './search-keeper.ts';

const NAMESPACE = 'search-index';

/**
 * The search index of a graph from the cache, keyed by what the worker is given (the mode, the
 * options and every searchable page's text): written into the output file by file, or, on a
 * miss, indexed by `start` into the target's folder, the worker keeping its files in the cache
 * for the next build (search-keeper.ts). The build's end waits for that (cache.flush()), not the output.
 */
export function cachedSearchIndex(cache: Cache, graph: SearchGraph, target: SideTarget, options: SearchIndexOptions, start: (pages: SearchPage[], keep?: KeepEntry) => SearchIndexJob): SearchIndexJob {
  const pages = searchablePages(graph);
  const key = searchKey(graph.mode, options, pages);
  const saved = keptSearchFiles(cache, NAMESPACE, key);
  if (saved) {
    const written = Promise.all(saved.map(([path, contents]) => target.write(path, contents))).then((): WrittenFiles => ({ files: saved.length, bytes: saved.reduce((sum, [, contents]) => sum + Buffer.byteLength(contents), 0) }));
    written.catch(() => {});
    return { finish: () => written, cancel: async () => {}, kept: Promise.resolve(undefined) };
  }
  // Only a cache on disk keeps them: a build's cache keeps nothing in memory (--no-cache).
  const job = start(pages, cache.dir === undefined ? undefined : { cacheDir: cache.dir, version: cache.version, namespace: NAMESPACE, key });
  cache.adopt(
    NAMESPACE,
    job.kept.then((parts) => (parts === undefined ? [] : keptKeys(key, parts))),
  );
  return job;
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
