import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Cache } from '../exec/cache.ts';

/** 8 hex digits of a file's SHA-256: the hash in the name it is copied under, as long as the bundle's. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

type Stamp = [size: number, mtimeMs: number, hash: string];

/**
 * The content hash of each of `paths` (relative to `contentDir`): `known` gives those already
 * hashed (a file watch saw unchanged); a file whose size and modification time are those the
 * cache holds is not read again. A file that cannot be read gets no hash.
 */
export function hashFiles(contentDir: string, paths: readonly string[], known: (path: string) => string | undefined, cache?: Cache): Map<string, string> {
  const hashes = new Map<string, string>();
  if (paths.length === 0) return hashes;
  const stamps = cache?.get<Record<string, Stamp>>('file-hashes', contentDir) ?? {};
  const next: Record<string, Stamp> = {};
  for (const path of paths) {
    const old = stamps[path];
    const hash = known(path) ?? stamped(join(contentDir, path), old, (stamp) => (next[path] = stamp));
    if (hash === undefined) continue;
    hashes.set(path, hash);
    if (!next[path] && old?.[2] === hash) next[path] = old;
  }
  if (cache && JSON.stringify(next) !== JSON.stringify(stamps)) cache.set('file-hashes', contentDir, next);
  return hashes;
}

function stamped(file: string, stamp: Stamp | undefined, keep: (stamp: Stamp) => void): string | undefined {
  try {
    const { size, mtimeMs } = statSync(file);
    const hash = stamp && stamp[0] === size && stamp[1] === mtimeMs ? stamp[2] : contentHash(readFileSync(file));
    keep([size, mtimeMs, hash]);
    return hash;
  } catch {
    return undefined;
  }
}
