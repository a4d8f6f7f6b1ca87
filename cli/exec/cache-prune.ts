import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface PruneOptions {
  /** Entries no build has used for this long are deleted. @default 30 days */
  maxAgeMs?: number;
  /** Above this size, entries this build did not use are deleted, least recently used first. @default 1 GiB */
  maxBytes?: number;
  /** How often a cache is looked through at most: a build of 10,000 pages has some 30,000 entries to stat. @default an hour */
  everyMs?: number;
  now?: number;
}

const DAY = 24 * 60 * 60 * 1000;
const STAMP = '.pruned';

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
 */
export async function pruneCache(dir: string, used: ReadonlySet<string>, options: PruneOptions = {}): Promise<void> {
  const { maxAgeMs = 30 * DAY, maxBytes = 2 ** 30, everyMs = 60 * 60 * 1000, now = Date.now() } = options;
  const last = await stat(join(dir, STAMP)).catch(() => undefined);
  if (last && now - last.mtimeMs < everyMs) return;
  const entries: Found[] = [];
  const remove: string[] = [];
  for (const namespace of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!namespace.isDirectory()) continue;
    for (const name of await readdir(join(dir, namespace.name)).catch(() => [] as string[])) {
      // As entryPath() in cache.ts writes them.
      const path = `${namespace.name}/${name}`;
      const info = await stat(join(dir, path)).catch(() => undefined);
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
}
