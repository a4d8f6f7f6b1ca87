import { openCache, type Cache } from './cache.ts';
import { sameBytes } from '../emit/unchanged-file.ts';
import type { PatchState, SearchFileKind } from '../search/build-index.ts';
import type { PatchMeta, PatchPages, PreviousIndex } from '../search/patch-index.ts';
import type { SearchManifest } from '../../runtime/search/format.ts';

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
  /** Bytes of files per part (PART_BYTES by default). */
  partBytes?: number;
}

/** A run of search files as the builder made them, before the build hash that names them was known: their bytes one after another. */
interface SavedPart {
  files: Array<[kind: SearchFileKind, n: number, length: number]>;
  bytes: Uint8Array;
}
/** The entry under the key itself: the manifest, and the keys of the parts that hold the files, in order. */
interface SavedIndex {
  manifest: string;
  parts: string[];
}

/** An index as a patch of it starts from (patch-index.ts): its files and patch state, its parts (SearchKeeper.reuse) and its dictionary files. */
export interface PatchBase {
  previous: PreviousIndex;
  parts: KeptPart[];
  dict: Uint8Array[];
}

/** What a keeper kept: the keys of the index's parts, in order (some an older index's), and the bytes it wrote. */
export interface KeptIndex {
  parts: string[];
  written: number;
}

/** A part of a kept index, as read back: what a patched index's part of the same files and bytes reuses. */
export interface KeptPart extends SavedPart {
  key: string;
}

/**
 * Bytes of search files per part: a worker holds at most this much of them besides what it writes,
 * and a patch writes again each part holding a file it changed. One edit of 10,000 pages changes
 * some 50 of 8,800 files, spread over 13 parts of 4 MB (57 MB written), 33 MB of 1 MB parts, or
 * 16 MB of 256 KB parts (the build server's patch 4 % faster than with 1 MB, A/B).
 */
const PART_BYTES = 2 ** 18;

const partKey = (key: string, n: number) => `${key}/part-${n}`;
const stateKey = (key: string) => `${key}/patch-state`;

/** Every key an index kept in `parts` (their keys) is stored under; with its patch state, noted under `metaKey`. */
export const keptKeys = (key: string, parts: readonly string[], metaKey?: string) => [key, ...parts, ...(metaKey ? [stateKey(key), metaKey] : [])];

/**
 * Keeps a search index's files in the cache as the worker makes them, a few megabytes per entry:
 * held whole, a 10,000-page site's 150 MB of search files raised the build's peak memory by twice
 * that. The index entry goes last, once every part is on disk, so a build killed midway leaves a miss.
 * A patched index names the parts of the index it patched that it holds unchanged, instead of
 * writing them again: after an edit of one page of 10,000, most of its 120 MB.
 */
export class SearchKeeper {
  readonly #cache: Cache;
  #files: SavedPart['files'] = [];
  #bytes: Uint8Array[] = [];
  #size = 0;
  #parts: string[] = [];
  #base: readonly KeptPart[] = [];
  /** Whether the part being made holds the files of the base's part of its place so far, and where in that part's bytes it is. */
  #same = true;
  #baseAt = 0;
  /** With `hold`, every part of the index as it is kept, read back as it would be (see held()). */
  readonly #held: KeptPart[] | undefined;

  constructor(
    private readonly entry: KeepEntry,
    private readonly partBytes = entry.partBytes ?? PART_BYTES,
    hold = false,
  ) {
    this.#held = hold ? [] : undefined;
    this.#cache = openCache(entry.cacheDir, { memory: false, version: entry.version });
  }

  /** The parts of the index being patched, read back whole in this build: a part made of the same files and bytes is named, not written. */
  reuse(base: readonly KeptPart[]): void {
    this.#base = base;
  }

  add(kind: SearchFileKind, n: number, contents: Uint8Array): void {
    if (this.#same) this.#same = this.#sameAsBase(kind, n, contents);
    this.#files.push([kind, n, contents.byteLength]);
    this.#bytes.push(contents);
    this.#size += contents.byteLength;
    if (this.#size >= this.partBytes) this.#endPart();
  }

  /**
   * Whether the next file of the part being made is the base part's, compared as it comes: a
   * patch of 10,000 pages makes most of its parts again byte for byte, and joining each into one
   * buffer only to compare it took a third of the keeper's time.
   */
  #sameAsBase(kind: SearchFileKind, n: number, contents: Uint8Array): boolean {
    const base = this.#base[this.#parts.length];
    const file = base?.files[this.#files.length];
    if (!file || file[0] !== kind || file[1] !== n || file[2] !== contents.byteLength) return false;
    return sameBytes(base.bytes.subarray(this.#baseAt, (this.#baseAt += contents.byteLength)), contents);
  }

  #endPart(): void {
    if (this.#files.length === 0) return;
    const same = this.#base[this.#parts.length];
    if (this.#same && same?.files.length === this.#files.length) {
      this.#parts.push(same.key);
      this.#held?.push(same);
    } else {
      const key = partKey(this.entry.key, this.#parts.length);
      // One buffer: V8's serializer copies each typed array through a call of its own.
      const part: SavedPart = { files: this.#files, bytes: Buffer.concat(this.#bytes, this.#size) };
      this.#cache.set(this.entry.namespace, key, part);
      this.#parts.push(key);
      this.#held?.push({ key, ...part });
    }
    this.#files = [];
    this.#bytes = [];
    this.#size = 0;
    this.#same = true;
    this.#baseAt = 0;
  }

  /**
   * Writes the rest and the index entry, then the patch state and the note naming this index the
   * last one (each only once what it refers to is on disk); resolves with the keys of the parts and
   * the bytes this keeper wrote.
   */
  async finish(manifest: string, state?: PatchState): Promise<KeptIndex> {
    this.#endPart();
    this.#base = [];
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
    return { parts: this.#parts, written: this.#cache.written };
  }

  /**
   * The index kept, once finished, as keptPatchBase() would read it back from the cache, without
   * reading it: a keeper made with `hold` keeps its parts. A build server's search worker holds it
   * for the next build's patch, which read 120 MB back at 10,000 pages.
   */
  held(manifest: string, state: PatchState): PatchBase | undefined {
    return this.#held && patchBase(manifest, this.#held, state);
  }
}

/** The parts of an index kept under `key`, in order, and its manifest; undefined unless the index and every part are there. */
function keptParts(cache: Cache, namespace: string, key: string): { manifest: string; parts: KeptPart[] } | undefined {
  const index = cache.get<SavedIndex>(namespace, key);
  if (!index || !Array.isArray(index.parts)) return undefined;
  const parts: KeptPart[] = [];
  for (const part of index.parts) {
    const saved = cache.get<SavedPart>(namespace, part);
    if (!saved) return undefined;
    parts.push({ key: part, ...saved });
  }
  return { manifest: index.manifest, parts };
}

/** Each file of kept parts, in the order they were made. */
function* partFiles(parts: readonly KeptPart[]): Generator<[kind: SearchFileKind, n: number, contents: Uint8Array]> {
  for (const { files, bytes } of parts) {
    let at = 0;
    for (const [kind, n, length] of files) yield [kind, n, bytes.subarray(at, (at += length))];
  }
}

/**
 * The index kept under `key` with its patch state, for patch-index.ts, its parts
 * (SearchKeeper.reuse) and its dictionary files; undefined when any of it is missing.
 */
export function keptPatchBase(cache: Cache, namespace: string, key: string): PatchBase | undefined {
  const kept = keptParts(cache, namespace, key);
  const state = kept && cache.get<PatchState>(namespace, stateKey(key));
  return state && patchBase(kept.manifest, kept.parts, state);
}

function patchBase(manifest: string, parts: KeptPart[], state: PatchState): PatchBase {
  const previous: PreviousIndex = { manifest: JSON.parse(manifest) as SearchManifest, post: [], docs: [], state };
  const dict: Uint8Array[] = [];
  for (const [kind, n, contents] of partFiles(parts)) (kind === 'dict' ? dict : previous[kind])[n] = contents;
  return { previous, parts, dict };
}

/** The index kept under `key`: its build, manifest and files; undefined unless the index and every part are there. */
export function keptSearchIndex(cache: Cache, namespace: string, key: string): { build: string; manifest: string; files: Array<[kind: SearchFileKind, n: number, contents: Uint8Array]> } | undefined {
  const kept = keptParts(cache, namespace, key);
  if (!kept) return undefined;
  const { build } = JSON.parse(kept.manifest) as { build: string };
  return { build, manifest: kept.manifest, files: [...partFiles(kept.parts)] };
}
