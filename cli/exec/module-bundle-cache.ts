import { readdirSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import type { Cache } from './cache.ts';
import { racyWindowMs, statOf } from './file-stat.ts';
import { bundleModule, type ModuleBundle, type ModuleBundler } from '../config/import-module.ts';

const NAMESPACE = 'bundled-module';

/** A bundle as the cache keeps it, with the state of every path that could make esbuild bundle otherwise. */
interface KeptBundle {
  bundle: ModuleBundle;
  /** A file's stat (statText, or `gone`); a folder's (ending in a separator) module files. */
  watched: Array<[path: string, state: string]>;
}

/** Files whose edit changes how esbuild resolves and compiles the modules of a folder below them. */
const RESOLUTION_FILES = ['package.json', 'tsconfig.json', 'jsconfig.json'];
/** What an import without an extension may resolve to (esbuild's resolveExtensions, and JSON). */
const MODULE_FILE = /^\.(?:[cm]?[jt]sx?|json)$/;

/**
 * What a bundle depends on besides its inputs' bytes: the folder of each input and every folder
 * above it up to the site's root, whose module files say what an import resolves to (`./a` to
 * a.tsx once there is one, `./dir` to dir.ts rather than dir/index.ts), and the files there that
 * steer resolution and compiling. A folder's other entries (the output folder swapped in at each
 * build) change nothing.
 */
function watchedPaths(root: string, inputs: readonly string[]): string[] {
  const paths = new Set<string>(inputs);
  for (const input of inputs) {
    // Up to the site's root, or only the input's own folder for one outside it.
    for (let dir = dirname(input); ; dir = dirname(dir)) {
      paths.add(dir + sep);
      for (const name of RESOLUTION_FILES) paths.add(join(dir, name));
      const inside = relative(root, dir);
      if (inside === '' || inside.split(sep)[0] === '..' || dirname(dir) === dir) break;
    }
  }
  return [...paths].sort();
}

function stateOf(path: string): string {
  if (path.endsWith(sep)) {
    try {
      return readdirSync(path, { withFileTypes: true })
        .filter((entry) => !entry.isDirectory() && MODULE_FILE.test(extname(entry.name)))
        .map((entry) => entry.name)
        .sort()
        .join('\0');
    } catch {
      return 'gone';
    }
  }
  return statOf(path);
}

/**
 * Bundles a module of the site (site.config.ts, a sidebars file) at most once while nothing it
 * depends on changes: kept in the cache with the stat (size, mtime, inode) of its inputs and of
 * the resolution files above them, and their folders' module files, a bundle is taken again while
 * each is the same.
 * A bundle with an input modified within a tick of the file system's clock before it was made
 * is not kept (the racily-clean rule of the build record: the file may change again unseen). A
 * rebuild then starts no esbuild for its config. esbuild's failures are thrown as
 * they come, and never kept.
 */
export function cachedBundler(cache: Cache, root: string, bundle: ModuleBundler = bundleModule): ModuleBundler {
  return async (file) => {
    const kept = cache.get<KeptBundle>(NAMESPACE, file);
    if (kept && kept.watched.every(([path, state]) => stateOf(path) === state)) return kept.bundle;
    const startedAt = Date.now();
    const made = await bundle(file);
    const watched = watchedPaths(root, made.inputs).map((path): [string, string] => [path, stateOf(path)]);
    const mtimes = watched.filter(([path, state]) => !path.endsWith(sep) && state !== 'gone').map(([, stat]) => Number(stat.split('\0')[1]));
    const window = racyWindowMs(mtimes);
    if (mtimes.every((ms) => ms < startedAt - window)) cache.set(NAMESPACE, file, { bundle: made, watched } satisfies KeptBundle);
    return made;
  };
}
