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

/** The fields of a compiled file that hold its bodies: HTML, or an MDX page's tree. */
const BODIES = ['html', 'excerptHtml'] as const;

/** A body of HTML in its pack's text: where it starts, its length and its digest (text-digests.ts). */
type PackedBody = [start: number, length: number, digest: string];

/** A compiled file in a pack: its cache key (compile-keys.ts sourceKey()), its result without its bodies of HTML, and where they are. */
type PackedResult = [key: string, result: MarkdownResult, bodies: Array<PackedBody | null>];

/**
 * A pack as kept: its files' bodies of HTML, most of what they hold, are one string, each read back
 * as a slice of it. Read as thousands of strings, they were copied by each of a 10,000-page
 * rebuild's young collections that they survived; one large string is not, and a slice holds no
 * text of its own.
 */
interface Pack {
  files: PackedResult[];
  text: string;
}

const countKey = (optionsKey: string) => `${optionsKey}/packs`;
const packKey = (optionsKey: string, n: number) => `${optionsKey}/pack-${n}`;

/** The compiled files of the last build that packed them, by key, and how many packs hold them. */
export interface Packs {
  results: Map<string, MarkdownResult>;
  count: number;
}

/** A pack's files as read back: each one's key, result (its bodies in place) and bodies with their digests. */
type ReadPack = Array<[key: string, result: MarkdownResult, bodies: Array<[text: string, digest: string]>]>;

/**
 * The packs a long-lived process read, by entry, with the stat of the file each was read from
 * (Cache.entryStat): the next build takes a pack whose file is unchanged as it was, not decoded
 * again. On a build server, a one-edit rebuild of 10,000 pages decoded 40 MB of them, 290 ms of
 * its main thread and much of its garbage. The results are shared with the next build, as watch
 * shares its own between rebuilds: the stages only read them.
 */
export class KeptPacks {
  #packs = new Map<string, { stat: string; files: ReadPack }>();

  /** The pack under `key`, as read before if its file is unchanged since; read by `read` otherwise. */
  get(cache: Cache, key: string, read: () => ReadPack | undefined): ReadPack | undefined {
    // Taken before the read: a file replaced in between is read again next time, never kept under its new stat.
    const stat = cache.entryStat(NAMESPACE, key);
    const kept = this.#packs.get(key);
    if (stat !== undefined && kept?.stat === stat) return kept.files;
    const files = read();
    if (stat !== undefined && files) this.#packs.set(key, { stat, files });
    else this.#packs.delete(key);
    return files;
  }

  /** Lets go of the packs other than these: those the last build named. */
  keepOnly(keys: ReadonlySet<string>): void {
    for (const key of this.#packs.keys()) if (!keys.has(key)) this.#packs.delete(key);
  }
}

/**
 * The packs kept for compile options `optionsKey`. A rebuild then reads a few large entries instead
 * of one per file: at 1,000 pages, 1,000 opens and reads were a tenth of a one-edit rebuild's main
 * thread. A pack missing or damaged is a miss for its files, which the cache's entries per file
 * may still hold. With `kept`, a pack read by an earlier build of this process is taken from there.
 */
export function readPacks(cache: Cache, optionsKey: string, digests: TextDigests, kept?: KeptPacks): Packs {
  const results = new Map<string, MarkdownResult>();
  const count = cache.get<number>(NAMESPACE, countKey(optionsKey));
  if (typeof count !== 'number') {
    kept?.keepOnly(new Set());
    return { results, count: 0 };
  }
  const keys = new Set<string>();
  for (let n = 0; n < count; n++) {
    const key = packKey(optionsKey, n);
    keys.add(key);
    const files = kept ? kept.get(cache, key, () => readPack(cache, key)) : readPack(cache, key);
    for (const [fileKey, result, bodies] of files ?? []) {
      for (const [text, digest] of bodies) digests.remember(text, digest);
      results.set(fileKey, result);
    }
  }
  kept?.keepOnly(keys);
  return { results, count };
}

/** A pack's files, their bodies sliced from its text into their results; undefined when it is missing or damaged. */
function readPack(cache: Cache, key: string): ReadPack | undefined {
  const pack = cache.get<Pack>(NAMESPACE, key);
  if (!Array.isArray(pack?.files) || typeof pack.text !== 'string') return undefined;
  return pack.files.map(([fileKey, result, packed]) => {
    const bodies: Array<[string, string]> = [];
    packed.forEach((body, i) => {
      if (!body || !result.value) return;
      const [start, length, digest] = body;
      const html = pack.text.slice(start, start + length);
      result.value[BODIES[i]] = html;
      bodies.push([html, digest]);
    });
    return [fileKey, result, bodies];
  });
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
  #pending: Array<[key: string, result: MarkdownResult]> = [];
  #count = 0;

  constructor(
    private readonly cache: Cache,
    private readonly optionsKey: string,
    private readonly lastCount: number,
    private readonly digests: TextDigests,
  ) {}

  add(key: string, result: MarkdownResult): void {
    this.#pending.push([key, result]);
    if (this.#pending.length === PACK_FILES) this.#pack();
  }

  finish(): void {
    if (this.#pending.length > 0) this.#pack();
    this.cache.set(NAMESPACE, countKey(this.optionsKey), this.#count);
  }

  #pack(): void {
    const texts: string[] = [];
    let length = 0;
    const files = this.#pending.map(([key, result]): PackedResult => {
      if (!result.value) return [key, result, []];
      const value = { ...result.value };
      const packed = BODIES.map((field): PackedBody | null => {
        const body = value[field];
        if (typeof body !== 'string') return null;
        value[field] = '';
        texts.push(body);
        length += body.length;
        return [length - body.length, body.length, this.digests.digest(body)];
      });
      return [key, { ...result, value }, packed];
    });
    this.cache.set(NAMESPACE, packKey(this.optionsKey, this.#count++), { files, text: texts.join('') } satisfies Pack);
    this.#pending = [];
    if (this.#count > this.lastCount) this.cache.set(NAMESPACE, countKey(this.optionsKey), this.#count);
  }
}
