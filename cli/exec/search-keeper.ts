import { openCache, type Cache } from './cache.ts';
import { searchFilePath, type SearchFileKind } from '../search/build-index.ts';
import { MANIFEST_PATH } from '../../runtime/search/format.ts';

/** The cache entries a search index is kept in, under one key (see search-cache.ts). */
export interface KeepEntry {
  cacheDir: string;
  /** The cache's version (Cache.version): the worker writes as the main thread's cache reads. */
  version: string;
  namespace: string;
  key: string;
}

/** A run of search files as the builder made them, before the build hash that names them was known: their bytes one after another. */
interface SavedPart {
  files: Array<[kind: SearchFileKind, n: number, length: number]>;
  bytes: Uint8Array;
}
/** The entry under the key itself: the manifest, and how many parts hold the files. */
interface SavedIndex {
  manifest: string;
  parts: number;
}

/** Bytes of search files per part: a worker holds at most this much of them besides what it writes. */
const PART_BYTES = 4 * 2 ** 20;

const partKey = (key: string, n: number) => `${key}/part-${n}`;

/** Every key an index kept in `parts` parts is stored under. */
export const keptKeys = (key: string, parts: number) => [key, ...Array.from({ length: parts }, (_, n) => partKey(key, n))];

/**
 * Keeps a search index's files in the cache as the worker makes them, a few megabytes per entry:
 * held whole, a 10,000-page site's 150 MB of search files raised the build's peak memory by twice
 * that. The index entry goes last, once every part is on disk, so a build killed midway leaves a miss.
 */
export class SearchKeeper {
  readonly #cache: Cache;
  #files: SavedPart['files'] = [];
  #bytes: Uint8Array[] = [];
  #size = 0;
  #parts = 0;

  constructor(
    private readonly entry: KeepEntry,
    private readonly partBytes = PART_BYTES,
  ) {
    this.#cache = openCache(entry.cacheDir, { memory: false, version: entry.version });
  }

  add(kind: SearchFileKind, n: number, contents: Uint8Array): void {
    this.#files.push([kind, n, contents.byteLength]);
    this.#bytes.push(contents);
    this.#size += contents.byteLength;
    if (this.#size >= this.partBytes) this.#endPart();
  }

  #endPart(): void {
    if (this.#files.length === 0) return;
    // One buffer: V8's serializer copies each typed array through a call of its own.
    this.#cache.set(this.entry.namespace, partKey(this.entry.key, this.#parts++), { files: this.#files, bytes: Buffer.concat(this.#bytes, this.#size) } satisfies SavedPart);
    this.#files = [];
    this.#bytes = [];
    this.#size = 0;
  }

  /** Writes the rest and the index entry; resolves with the number of parts. */
  async finish(manifest: string): Promise<number> {
    this.#endPart();
    await this.#cache.flush();
    this.#cache.set(this.entry.namespace, this.entry.key, { manifest, parts: this.#parts } satisfies SavedIndex);
    await this.#cache.flush();
    return this.#parts;
  }
}

/** The search files of an index kept under `key`, by site path; undefined unless the index and every part are there. */
export function keptSearchFiles(cache: Cache, namespace: string, key: string): Array<[path: string, contents: string | Uint8Array]> | undefined {
  const index = cache.get<SavedIndex>(namespace, key);
  if (!index) return undefined;
  const { build } = JSON.parse(index.manifest) as { build: string };
  const files: Array<[string, string | Uint8Array]> = [];
  for (let part = 0; part < index.parts; part++) {
    const saved = cache.get<SavedPart>(namespace, partKey(key, part));
    if (!saved) return undefined;
    let at = 0;
    for (const [kind, n, length] of saved.files) files.push([searchFilePath(kind, build, n), saved.bytes.subarray(at, (at += length))]);
  }
  files.push([MANIFEST_PATH, index.manifest]);
  return files;
}
