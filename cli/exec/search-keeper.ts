import { openCache, type Cache } from './cache.ts';
import { searchFilePath, type PatchState, type SearchFileKind } from '../search/build-index.ts';
import type { PatchMeta, PatchPages, PreviousIndex } from '../search/patch-index.ts';
import { MANIFEST_PATH, type SearchManifest } from '../../runtime/search/format.ts';

/** The cache entries a search index is kept in, under one key (see search-cache.ts). */
export interface KeepEntry {
  cacheDir: string;
  /** The cache's version (Cache.version): the worker writes as the main thread's cache reads. */
  version: string;
  namespace: string;
  key: string;
  /** Keep a patch state too, and note it under `metaKey` as the last index (patch-index.ts): each page's hash and version. */
  patchable?: { metaKey: string; hashes: string[]; versions: string[] };
  /** Patch the index kept under `base` instead of indexing every page: the worker gets no pages but these. */
  patchFrom?: { base: string; pages: PatchPages };
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
const stateKey = (key: string) => `${key}/patch-state`;

/** Every key an index kept in `parts` parts is stored under; with its patch state, noted under `metaKey`. */
export const keptKeys = (key: string, parts: number, metaKey?: string) => [key, ...Array.from({ length: parts }, (_, n) => partKey(key, n)), ...(metaKey ? [stateKey(key), metaKey] : [])];

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

  /**
   * Writes the rest and the index entry, then the patch state and the note naming this index the
   * last one (each only once what it refers to is on disk); resolves with the number of parts.
   */
  async finish(manifest: string, state?: PatchState): Promise<number> {
    this.#endPart();
    await this.#cache.flush();
    const { namespace, key, patchable } = this.entry;
    this.#cache.set(namespace, key, { manifest, parts: this.#parts } satisfies SavedIndex);
    await this.#cache.flush();
    if (patchable && state) {
      this.#cache.set(namespace, stateKey(key), state);
      await this.#cache.flush();
      this.#cache.set(namespace, patchable.metaKey, { base: key, hashes: patchable.hashes, records: state.pageRecords, versions: patchable.versions } satisfies PatchMeta);
      await this.#cache.flush();
    }
    return this.#parts;
  }
}

/** The files of an index kept under `key`, in the order they were made, and its manifest; undefined unless the index and every part are there. */
function keptFiles(cache: Cache, namespace: string, key: string): { manifest: string; files: Array<[kind: SearchFileKind, n: number, contents: Uint8Array]> } | undefined {
  const index = cache.get<SavedIndex>(namespace, key);
  if (!index) return undefined;
  const files: Array<[SearchFileKind, number, Uint8Array]> = [];
  for (let part = 0; part < index.parts; part++) {
    const saved = cache.get<SavedPart>(namespace, partKey(key, part));
    if (!saved) return undefined;
    let at = 0;
    for (const [kind, n, length] of saved.files) files.push([kind, n, saved.bytes.subarray(at, (at += length))]);
  }
  return { manifest: index.manifest, files };
}

/** The index kept under `key` with its patch state, for patch-index.ts; undefined when any of it is missing. */
export function keptPatchBase(cache: Cache, namespace: string, key: string): PreviousIndex | undefined {
  const kept = keptFiles(cache, namespace, key);
  const state = kept && cache.get<PatchState>(namespace, stateKey(key));
  if (!state) return undefined;
  const previous: PreviousIndex = { manifest: JSON.parse(kept.manifest) as SearchManifest, post: [], docs: [], state };
  for (const [kind, n, contents] of kept.files) if (kind !== 'dict') previous[kind][n] = contents;
  return previous;
}

/** The search files of an index kept under `key`, by site path; undefined unless the index and every part are there. */
export function keptSearchFiles(cache: Cache, namespace: string, key: string): Array<[path: string, contents: string | Uint8Array]> | undefined {
  const kept = keptFiles(cache, namespace, key);
  if (!kept) return undefined;
  const { build } = JSON.parse(kept.manifest) as { build: string };
  const files: Array<[string, string | Uint8Array]> = [];
  for (const [kind, n, contents] of kept.files) files.push([searchFilePath(kind, build, n), contents]);
  files.push([MANIFEST_PATH, kept.manifest]);
  return files;
}
