import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import packageJson from '../../package.json' with { type: 'json' };
import { buildIdentity } from './build-identity.ts';
import { statText } from './file-stat.ts';

export interface Cache {
  /** The value stored under `key` in `namespace`, or undefined on a miss or a corrupt/unreadable entry. */
  get<T>(namespace: string, key: string): T | undefined;
  /**
   * The size, mtime and inode (file-stat.ts) of the file holding the entry under `key`, noted as
   * used as get() notes an entry it reads; undefined without one, or while this process writes it.
   * An entry is replaced by a rename, never changed in place: the same stat is the same entry.
   */
  entryStat(namespace: string, key: string): string | undefined;
  /** Stores a structured-cloneable value; written atomically (temp file + rename) in the background, failures ignored. */
  set(namespace: string, key: string, value: unknown): void;
  /** Entries another thread is writing with a cache of its own: flush() waits for `adopted`, pruning keeps the keys it gives, and `written` counts the bytes it says it wrote. */
  adopt(namespace: string, adopted: Promise<{ keys: readonly string[]; written: number }>): void;
  /** Resolves once every entry set so far is on disk (or failed to get there). */
  flush(): Promise<void>;
  /** The folder, when the cache has one. */
  readonly dir?: string;
  /** Whether an entry set can be got again: a folder or a layer in memory; with neither (--no-cache) get() always misses and set() keeps nothing. */
  readonly keeps: boolean;
  /** Which sitegen's entries these are (VERSION): a thread writing entries for this cache writes them as this. */
  readonly version: string;
  /** The entry files this process read or wrote, relative to `dir`: what pruning keeps. */
  readonly used: ReadonlySet<string>;
  /** Bytes of entries written to `dir` so far, adopted ones included: what pruning counts between its looks. */
  readonly written: number;
}

/**
 * Entries of another entry format, another sitegen (its version and the hash of its compiled
 * code: a changed checkout starts afresh) or another V8 (whose serializer wrote them) are misses.
 */
const VERSION = `2/${packageJson.version}/${buildIdentity()}/${process.versions.v8}`;

interface Entry {
  version: string;
  key: string;
  value: unknown;
}

const NAMESPACE = /^[a-z0-9][a-z0-9-]*$/;
/** Bytes of entries under way to the disk at most; beyond, set() writes before it returns. */
const MAX_PENDING_BYTES = 32 * 2 ** 20;

/** `<namespace>/<sha-256 of the key>.bin`: any key makes a safe file name. */
function entryPath(namespace: string, key: string): string {
  if (!NAMESPACE.test(namespace)) throw new Error(`sitegen: cache namespace "${namespace}" is not kebab-case`);
  // Joined by hand: path.join() on every entry cost a tenth of a rebuild's cache reads.
  return `${namespace}/${createHash('sha256').update(key).digest('hex')}.bin`;
}

/** A file of this process beside `file`, renamed onto it once written: a reader sees a whole entry or none. */
const tempFile = (file: string) => `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;

function decode(bytes: Buffer, key: string, version: string): unknown {
  try {
    const entry = deserialize(bytes) as Partial<Entry> | null;
    return entry?.version === version && entry.key === key ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

export interface CacheOptions {
  /**
   * Whether entries stay in memory once read or written (watch reads them again); a build only
   * holds those being written, and without a folder keeps nothing (`--no-cache`). @default true
   */
  memory?: boolean;
  /** The entries' version, when another thread's cache owns them (see Cache.version). @default VERSION */
  version?: string;
}

/**
 * A cache in `dir` (e.g. <site root>/.sitegen/cache), with an in-memory layer for long-lived
 * processes (watch); `dir` undefined → memory only. Entries are V8's structured serialization,
 * as threads pass values (front matter shares YAML aliases, which JSON would expand), and the
 * memory layer keeps them serialized, so that no caller can change what the next one gets.
 */
export function openCache(dir: string | undefined, options: CacheOptions = {}): Cache {
  const keep = options.memory !== false;
  const keeps = keep || dir !== undefined;
  const version = options.version ?? VERSION;
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Buffer>();
  const used = new Set<string>();
  const writes = new Set<Promise<void>>();
  /** The last write of each entry under way: a later one waits for it, so the value set last is the one on disk. */
  const writing = new Map<string, Promise<void>>();
  const folders = new Map<string, Promise<unknown>>();
  let written = 0;
  const read = (path: string): Buffer | undefined => {
    const known = memory.get(path) ?? pending.get(path);
    if (known || dir === undefined) return known;
    try {
      const bytes = readFileSync(`${dir}/${path}`);
      if (keep) memory.set(path, bytes);
      return bytes;
    } catch {
      return undefined;
    }
  };
  const write = async (namespace: string, path: string, bytes: Buffer) => {
    const file = join(dir!, path);
    const temp = tempFile(file);
    try {
      let folder = folders.get(namespace);
      if (!folder) folders.set(namespace, (folder = mkdir(join(dir!, namespace), { recursive: true })));
      await folder;
      await writeFile(temp, bytes);
      await rename(temp, file);
      written += bytes.byteLength;
    } catch {
      // A cache that cannot be written is a cache that misses next time.
      await rm(temp, { force: true }).catch(() => {});
    }
  };
  // Written here, when the disk falls behind: entries waiting for it would hold their bytes in memory.
  let pendingBytes = 0;
  const writeNow = (namespace: string, path: string, bytes: Buffer) => {
    const file = join(dir!, path);
    const temp = tempFile(file);
    try {
      mkdirSync(join(dir!, namespace), { recursive: true });
      writeFileSync(temp, bytes);
      renameSync(temp, file);
      written += bytes.byteLength;
    } catch {
      rmSync(temp, { force: true });
    }
  };
  return {
    dir,
    keeps,
    version,
    used,
    get written() {
      return written;
    },
    get<T>(namespace: string, key: string): T | undefined {
      // Nothing kept anywhere (--no-cache): not even the entry's path to hash.
      if (!keeps) return undefined;
      const path = entryPath(namespace, key);
      const bytes = read(path);
      const value = bytes && decode(bytes, key, version);
      if (value !== undefined) used.add(path);
      return value as T | undefined;
    },
    entryStat(namespace: string, key: string): string | undefined {
      if (dir === undefined) return undefined;
      const path = entryPath(namespace, key);
      if (pending.has(path) || writing.has(path)) return undefined;
      const info = statSync(`${dir}/${path}`, { throwIfNoEntry: false });
      if (!info?.isFile()) return undefined;
      used.add(path);
      return statText(info);
    },
    set(namespace: string, key: string, value: unknown): void {
      if (!keeps) return;
      const path = entryPath(namespace, key);
      const bytes = serialize({ version, key, value } satisfies Entry);
      if (keep) memory.set(path, bytes);
      used.add(path);
      if (dir === undefined) return;
      const before = writing.get(path);
      if (pendingBytes > MAX_PENDING_BYTES && !before) return writeNow(namespace, path, bytes);
      if (!keep) pending.set(path, bytes);
      pendingBytes += bytes.byteLength;
      const done = (before ? before.then(() => write(namespace, path, bytes)) : write(namespace, path, bytes)).finally(() => {
        writes.delete(done);
        if (writing.get(path) === done) writing.delete(path);
        pendingBytes -= bytes.byteLength;
        if (pending.get(path) === bytes) pending.delete(path);
      });
      writing.set(path, done);
      writes.add(done);
    },
    adopt(namespace: string, adopted: Promise<{ keys: readonly string[]; written: number }>): void {
      // Its failure is the writer's: the entries are misses next time.
      const settled: Promise<void> = adopted
        .then((entries) => {
          entries.keys.forEach((key) => used.add(entryPath(namespace, key)));
          written += entries.written;
        })
        .catch(() => {})
        .then(() => void writes.delete(settled));
      writes.add(settled);
    },
    async flush(): Promise<void> {
      while (writes.size > 0) await Promise.all(writes);
    },
  };
}
