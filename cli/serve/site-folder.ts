/**
 * The files of the served folder, two ways. `liveFolder` looks every path up on disk, for watch,
 * which rewrites files in place. `indexedFolder` lists the folder once and again whenever a build
 * has swapped in a new one, so that `serve` answers from memory: a lookup on disk costs several
 * system calls per candidate, and on a busy machine each of those costs more than sending a page.
 *
 * Either way a file is served only if its real location, symlinks resolved, is inside the real
 * root. The calls are synchronous, as sirv's own lookups are: each is one system call, which the
 * event loop waits for less than for a trip through libuv's thread pool.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { missingAsUndefined } from './missing-file.ts';
import type { FindFile, FoundFile } from './resolve-file.ts';

export interface SiteFolder {
  /** How to find files in the folder as it is now; undefined while it is missing (mid-swap). */
  open(): FindFile | undefined;
}

export function liveFolder(root: string): SiteFolder {
  return {
    open() {
      const realRoot = realpathOrUndefined(root);
      return realRoot === undefined ? undefined : (segments) => findOnDisk(realRoot, segments.join('/'));
    },
  };
}

/**
 * Files added under the folder in place, rather than by a swap, are not in the index: the server
 * asks a liveFolder before answering 404. A file changed in place is sent as it is now, since
 * sirv reads each file's size and time when it sends it.
 */
export function indexedFolder(root: string): SiteFolder {
  let index: { folder: string; files: ReadonlyMap<string, FoundFile> } | undefined;
  return {
    open() {
      const stats = statOrUndefined(root);
      if (!stats?.isDirectory()) return undefined;
      // A swap puts another directory at the root's path; an entry added or removed at the top changes its time.
      const folder = `${stats.dev}:${stats.ino}:${stats.mtimeMs}`;
      if (index?.folder !== folder) {
        const realRoot = realpathOrUndefined(root);
        if (realRoot === undefined) return undefined;
        index = { folder, files: listFiles(realRoot) };
      }
      const { files } = index;
      return (segments) => files.get(segments.join('/'));
    },
  };
}

/** Every file to serve, by its path relative to the root. Symlinked folders are not entered. */
function listFiles(realRoot: string): Map<string, FoundFile> {
  const files = new Map<string, FoundFile>();
  for (const entry of readdirSync(realRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isSymbolicLink()) continue;
    const relative = path.relative(realRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const found = entry.isFile() ? { file: path.join(realRoot, relative), relative } : findOnDisk(realRoot, relative);
    if (found) files.set(relative, found);
  }
  return files;
}

function findOnDisk(realRoot: string, relative: string): FoundFile | undefined {
  const candidate = path.join(realRoot, relative);
  if (!statOrUndefined(candidate)?.isFile()) return undefined;
  const real = realpathOrUndefined(candidate);
  // A symlink may point anywhere; only its target's real location decides whether it is served.
  return real !== undefined && isInside(realRoot, real) ? { file: real, relative } : undefined;
}

function isInside(realRoot: string, real: string): boolean {
  const relative = path.relative(realRoot, real);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

function statOrUndefined(target: string) {
  try {
    return statSync(target, { throwIfNoEntry: false });
  } catch (error) {
    // `a.xml/index.html` under a file `a.xml` is ENOTDIR: as absent as ENOENT.
    return missingAsUndefined(error);
  }
}

function realpathOrUndefined(target: string): string | undefined {
  try {
    return realpathSync.native(target);
  } catch (error) {
    return missingAsUndefined(error);
  }
}
