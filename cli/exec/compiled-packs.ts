import type { MarkdownResult } from '../content/compile-markdown.ts';
import type { Cache } from './cache.ts';
import type { TextDigests } from './text-digests.ts';

const NAMESPACE = 'compiled-pack';

/** Compiled files per pack entry: a few megabytes each, so that writing one holds no more than that at once. */
export const PACK_FILES = 256;

/** From this many files a build's compiled files go into packs. */
export const PACK_MIN_FILES = 64;

/** Share of a build's files the packs may lack before they are made again; the others are kept one entry per file. */
const STALE_SHARE = 0.1;

/** A compiled file in a pack: its cache key (compile-keys.ts sourceKey()), its result and the digests of its bodies of HTML (bodiesOf()). */
type PackedResult = [key: string, result: MarkdownResult, bodyDigests: Array<string | null>];

/** A compiled file's bodies, HTML or not (an MDX page's tree): its pack keeps the digests of those that are HTML, for render keys and the search index's key. */
const bodiesOf = (result: MarkdownResult) => [result.value?.html, result.value?.excerptHtml];

const countKey = (optionsKey: string) => `${optionsKey}/packs`;
const packKey = (optionsKey: string, n: number) => `${optionsKey}/pack-${n}`;

/** The compiled files of the last build that packed them, by key, and how many packs hold them. */
export interface Packs {
  results: Map<string, MarkdownResult>;
  count: number;
}

/**
 * The packs kept for compile options `optionsKey`. A rebuild then reads a few large entries instead
 * of one per file: at 1,000 pages, 1,000 opens and reads were a tenth of a one-edit rebuild's main
 * thread. A pack missing or damaged is a miss for its files, which the cache's entries per file
 * may still hold.
 */
export function readPacks(cache: Cache, optionsKey: string, bodies: TextDigests): Packs {
  const results = new Map<string, MarkdownResult>();
  const count = cache.get<number>(NAMESPACE, countKey(optionsKey));
  if (typeof count !== 'number') return { results, count: 0 };
  for (let n = 0; n < count; n++) {
    const pack = cache.get<PackedResult[]>(NAMESPACE, packKey(optionsKey, n));
    if (!Array.isArray(pack)) continue;
    for (const [key, result, digests] of pack) {
      results.set(key, result);
      bodiesOf(result).forEach((body, i) => typeof body === 'string' && typeof digests[i] === 'string' && bodies.remember(body, digests[i]));
    }
  }
  return { results, count };
}

/** Whether a build of `files` files, `packed` of them found in the packs, makes the packs again. */
export function repacks(files: number, packed: number): boolean {
  return files >= PACK_MIN_FILES && files - packed > Math.max(1, files * STALE_SHARE);
}

/**
 * Makes the packs of a build again, a pack as soon as it has PACK_FILES results (the cache's own
 * first, then each file as it is compiled): a build stopped midway keeps what it compiled. Until
 * finish() the count still names the last packs beyond the new ones, whose files are as good as
 * the new ones' (an entry's key is all that made it).
 */
export class PackWriter {
  #pending: PackedResult[] = [];
  #count = 0;

  constructor(
    private readonly cache: Cache,
    private readonly optionsKey: string,
    private readonly lastCount: number,
    private readonly bodies: TextDigests,
  ) {}

  add(key: string, result: MarkdownResult): void {
    this.#pending.push([key, result, bodiesOf(result).map((body) => (typeof body === 'string' ? this.bodies.digest(body) : null))]);
    if (this.#pending.length === PACK_FILES) this.#pack();
  }

  finish(): void {
    if (this.#pending.length > 0) this.#pack();
    this.cache.set(NAMESPACE, countKey(this.optionsKey), this.#count);
  }

  #pack(): void {
    this.cache.set(NAMESPACE, packKey(this.optionsKey, this.#count++), this.#pending);
    this.#pending = [];
    if (this.#count > this.lastCount) this.cache.set(NAMESPACE, countKey(this.optionsKey), this.#count);
  }
}
