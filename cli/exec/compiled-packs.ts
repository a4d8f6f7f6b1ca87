import type { MarkdownResult } from '../content/compile-markdown.ts';
import type { Cache } from './cache.ts';

const NAMESPACE = 'compiled-pack';

/** Compiled files per pack entry: a few megabytes each, so that writing one holds no more than that at once. */
const PACK_FILES = 256;

/** From this many files a build's compiled files go into packs. */
export const PACK_MIN_FILES = 64;

/** Share of a build's files the packs may lack before they are made again; the others are kept one entry per file. */
const STALE_SHARE = 0.1;

/** A compiled file in a pack: its cache key (compile-keys.ts sourceKey()) and its result. */
export type PackedResult = [key: string, result: MarkdownResult];

const countKey = (optionsKey: string) => `${optionsKey}/packs`;
const packKey = (optionsKey: string, n: number) => `${optionsKey}/pack-${n}`;

/**
 * The compiled files of the last build that packed them, by key, for compile options `optionsKey`.
 * A rebuild then reads a few large entries instead of one per file: at 1,000 pages, 1,000 opens and
 * reads were a tenth of a one-edit rebuild's main thread. A pack missing or damaged is a miss for
 * its files, which the cache's entries per file may still hold.
 */
export function readPacks(cache: Cache, optionsKey: string): Map<string, MarkdownResult> {
  const packed = new Map<string, MarkdownResult>();
  const count = cache.get<number>(NAMESPACE, countKey(optionsKey));
  if (typeof count !== 'number') return packed;
  for (let n = 0; n < count; n++) {
    const pack = cache.get<PackedResult[]>(NAMESPACE, packKey(optionsKey, n));
    if (Array.isArray(pack)) for (const [key, result] of pack) packed.set(key, result);
  }
  return packed;
}

/** Whether a build of `files` files, `packed` of them found in the packs, makes the packs again. */
export function repacks(files: number, packed: number): boolean {
  return files >= PACK_MIN_FILES && files - packed > Math.max(1, files * STALE_SHARE);
}

/** Keeps every compiled file of a build in packs, their count last: a reader of a pack set half written misses its missing packs only. */
export function writePacks(cache: Cache, optionsKey: string, results: readonly PackedResult[]): void {
  let count = 0;
  for (let at = 0; at < results.length; at += PACK_FILES) cache.set(NAMESPACE, packKey(optionsKey, count++), results.slice(at, at + PACK_FILES));
  cache.set(NAMESPACE, countKey(optionsKey), count);
}
