/**
 * Files made from the served ones, for sirv to serve from a folder of their own: compressed
 * copies (`a.js.br`, `a.js.gz`, the siblings sirv's `brotli` and `gzip` options look for) and,
 * under watch, pages with the live-reload script. Each is made once per version of its source,
 * so a hashed script is compressed once, not on every request.
 *
 * They live in a temporary folder, never in the served one: dist/ is what a deploy uploads, and
 * it must hold exactly what the build wrote.
 */
import { mkdtempSync, type Stats } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Coding } from './encoding.ts';
import type { FoundFile } from './resolve-file.ts';

export interface TransformHtml {
  /** Rewrites an HTML page as served; `path` is the file relative to the root, e.g. `blog/index.html`. */
  apply(html: string, path: string): string;
  /** Changes whenever `apply` would rewrite the same page differently: its pages are made again. */
  version(): string;
}

const SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz', identity: '' };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export class DerivedFiles {
  /** The folder sirv serves them from. */
  readonly dir = mkdtempSync(path.join(tmpdir(), 'sitegen-serve-copies-'));
  /** By coding and file: the source version the derived file was made from, and when it is on disk. */
  readonly #made = new Map<string, { version: string; ready: Promise<void> }>();
  #writes = 0;
  #removed = false;

  constructor(private readonly transformHtml?: TransformHtml) {}

  /** Whether the file is served from here in that coding, rather than straight from the served folder. */
  serves(found: FoundFile, coding: Coding, compressible: boolean): boolean {
    return coding === 'identity' ? this.#transforms(found) : compressible;
  }

  /** Resolves once the derived file for the source's current version (`stats`) is on disk. */
  prepare(found: FoundFile, stats: Stats, coding: Coding): Promise<void> {
    if (this.#removed) return Promise.reject(new Error('the server is closing'));
    const key = `${coding}:${found.relative}`;
    const transform = this.#transforms(found) ? `:${this.transformHtml?.version()}` : '';
    const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}${transform}`;
    const made = this.#made.get(key);
    if (made?.version === version) return made.ready;
    // Stored before it settles, so concurrent first requests share one compression; made after
    // the previous version's, so that one, finishing late, cannot overwrite it.
    const after = made ? made.ready.catch(() => undefined) : Promise.resolve();
    const entry = { version, ready: after.then(() => this.#make(found, coding)) };
    this.#made.set(key, entry);
    entry.ready.catch(() => {
      if (this.#made.get(key) === entry) this.#made.delete(key);
    });
    return entry.ready;
  }

  /** Removes the folder once the copies being made are done: one finishing later would make it again. */
  async remove(): Promise<void> {
    this.#removed = true;
    await Promise.allSettled([...this.#made.values()].map((made) => made.ready));
    await rm(this.dir, { recursive: true, force: true });
  }

  #transforms(found: FoundFile): boolean {
    return this.transformHtml !== undefined && found.relative.endsWith('.html');
  }

  async #make(found: FoundFile, coding: Coding): Promise<void> {
    const raw = await readFile(found.file);
    const body = this.transformHtml && this.#transforms(found) ? Buffer.from(this.transformHtml.apply(raw.toString('utf8'), found.relative)) : raw;
    const target = path.join(this.dir, found.relative) + SUFFIX[coding];
    await mkdir(path.dirname(target), { recursive: true });
    // Renamed into place, so sirv never streams a half-written file.
    const temporary = `${target}.tmp-${process.pid}-${++this.#writes}`;
    await writeFile(temporary, await encode(body, coding));
    await rename(temporary, target);
  }
}

function encode(body: Buffer, coding: Coding): Promise<Buffer> | Buffer {
  if (coding === 'identity') return body;
  if (coding === 'gzip') return gzipAsync(body);
  // Quality 11 can take seconds on a large bundle; 5 is near it in size and keeps watch fast.
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
