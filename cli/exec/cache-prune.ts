import { statSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface PruneOptions {
  /** Entries no build has used for this long are deleted. @default 30 days */
  maxAgeMs?: number;
  /** Above this size, entries this build did not use are deleted, least recently used first. @default 1 GiB */
  maxBytes?: number;
  /** How often a cache is looked through at most: a build of 10,000 pages has some 30,000 entries to stat. @default an hour */
  everyMs?: number;
  /** Bytes this build wrote into the cache: once builds have written a quarter of `maxBytes` since the last look, the next is not put off. @default 0 */
  written?: number;
  now?: number;
}

const DAY = 24 * 60 * 60 * 1000;
const STAMP = '.pruned';
/** Bytes written since the last look, as a decimal number. */
const WRITTEN = '.written';

interface Found {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Keeps a cache folder bounded. An entry's mtime is when a build last used it: used entries are
 * touched here, at most once a day each, rather than on every read. Then entries unused for
 * `maxAgeMs` go, and above `maxBytes` the least recently used of those this build did not use;
 * temporary files of killed builds go after an hour, as do entries of the older JSON format.
 * Looked through at most every `everyMs`, or sooner once builds wrote a quarter of `maxBytes`.
 */
export async function pruneCache(dir: string, used: ReadonlySet<string>, options: PruneOptions = {}): Promise<void> {
  const { maxAgeMs = 30 * DAY, maxBytes = 2 ** 30, everyMs = 60 * 60 * 1000, written = 0, now = Date.now() } = options;
  const last = await stat(join(dir, STAMP)).catch(() => undefined);
  if (last && now - last.mtimeMs < everyMs) {
    // A rebuild of a large site writes tens of megabytes: an hour of them would take the cache far past its cap.
    const since = written + (Number(await readFile(join(dir, WRITTEN), 'utf8').catch(() => '0')) || 0);
    if (since < maxBytes / 4) {
      if (written > 0) await writeFile(join(dir, WRITTEN), String(since)).catch(() => {});
      return;
    }
  }
  const entries: Found[] = [];
  const remove: string[] = [];
  for (const namespace of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!namespace.isDirectory()) continue;
    const names = await readdir(join(dir, namespace.name)).catch(() => [] as string[]);
    for (const name of names) {
      // As entryPath() in cache.ts writes them.
      const path = `${namespace.name}/${name}`;
      // Synchronous: the build has nothing else to do, and a promise per entry made this many times slower.
      const info = statSync(join(dir, path), { throwIfNoEntry: false });
      if (!info?.isFile()) continue;
      if (name.endsWith('.bin')) entries.push({ path, size: info.size, mtimeMs: used.has(path) ? now : info.mtimeMs });
      else if (now - info.mtimeMs > 60 * 60 * 1000) remove.push(path);
      if (used.has(path) && now - info.mtimeMs > DAY) await utimes(join(dir, path), now / 1000, now / 1000).catch(() => {});
    }
  }
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  entries.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const entry of entries) {
    if (used.has(entry.path) || (now - entry.mtimeMs <= maxAgeMs && total <= maxBytes)) continue;
    remove.push(entry.path);
    total -= entry.size;
  }
  await Promise.all(remove.map((path) => rm(join(dir, path), { force: true })));
  await writeFile(join(dir, STAMP), '').catch(() => {});
  await rm(join(dir, WRITTEN), { force: true });
}
