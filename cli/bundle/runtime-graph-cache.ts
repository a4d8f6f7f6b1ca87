import { realpathSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import type { Cache } from '../exec/cache.ts';
import type { RuntimeAliases, RuntimeGraph } from './runtime-boundary.ts';
import { fingerprint, withResolutionFiles } from './input-fingerprint.ts';

/**
 * The runtime graph and the runtime names the chunks import (runtime-boundary.ts) are facts about
 * sitegen's runtime and the navbar item kinds a site uses (navbar-kinds.ts). A build keeps them
 * in the executor's cache with a fingerprint of every file esbuild read to find them, so the
 * next build skips those two probes while they are unchanged: two esbuild passes fewer ahead of
 * the others, on the way to the first page written. An edited runtime file, a new import or
 * another React changes the fingerprint, another esbuild or other navbar kinds the key, and the
 * build probes again.
 */
export interface SavedRuntime {
  graph: RuntimeGraph;
  aliases: RuntimeAliases;
}

type SavedAliases = Array<[path: string, names: Array<[name: string, alias: string]>]>;

interface SavedEntry {
  /** Relative to the package folder, `/`-separated. */
  files: string[];
  fingerprint: string;
  graph: { runtime: string[]; lazy: string[]; lazyImports: RuntimeGraph['lazyImports']; packages: Array<[string, string]> };
  aliases: SavedAliases;
}

const NAMESPACE = 'runtime-graph';

/** What decides the probes besides the files they read. */
const cacheKey = (navbarKinds: readonly string[]) => JSON.stringify({ esbuild: esbuildVersion, navbarKinds });

/**
 * Saves what probes of `inputs` (their metafiles' inputs, relative to `packageDir`) found,
 * fingerprinted with the files that decide how esbuild resolves them (withResolutionFiles).
 */
export function saveRuntimeGraph(cache: Cache, navbarKinds: readonly string[], packageDir: string, { graph, aliases }: SavedRuntime, inputs: string[]): void {
  const list = withResolutionFiles(packageDir, [...new Set(inputs.map(toPosix))]);
  const print = fingerprint(packageDir, list);
  // A file gone since the probe read it: nothing sure to save.
  if (print === undefined) return;
  const rel = (path: string) => toPosix(relative(packageDir, path));
  const saved: SavedEntry = {
    files: list,
    fingerprint: print,
    graph: {
      runtime: [...graph.runtime].map(rel).sort(),
      lazy: graph.lazy.map(rel),
      lazyImports: graph.lazyImports.map((i) => ({ ...i, importer: rel(i.importer), path: rel(i.path) })),
      packages: [...graph.packages].map(([specifier, path]) => [specifier, rel(path)]),
    },
    aliases: [...aliases].map(([path, names]) => [rel(path), [...names]]),
  };
  cache.set(NAMESPACE, cacheKey(navbarKinds), saved);
}

/** What was saved, with absolute paths; undefined when there is nothing, or it is damaged, or any file it was read from has changed. */
export function loadRuntimeGraph(cache: Cache, navbarKinds: readonly string[], packageDir: string): SavedRuntime | undefined {
  const saved = cache.get<SavedEntry>(NAMESPACE, cacheKey(navbarKinds));
  try {
    if (!saved || fingerprint(packageDir, saved.files) !== saved.fingerprint) return undefined;
    // As esbuild names them: past any symlink (node_modules linked in, as pnpm does).
    const abs = (path: string) => realpathSync.native(resolve(packageDir, path));
    const { graph } = saved;
    return {
      graph: {
        runtime: new Set(graph.runtime.map(abs)),
        lazy: graph.lazy.map(abs),
        lazyImports: graph.lazyImports.map((i) => ({ ...i, importer: abs(i.importer), path: abs(i.path) })),
        packages: new Map(graph.packages.map(([specifier, path]) => [specifier, abs(path)])),
      },
      aliases: new Map(saved.aliases.map(([path, names]) => [abs(path), new Map(names)])),
    };
  } catch {
    // An entry of another shape, valid JSON though it is: a miss.
    return undefined;
  }
}

const toPosix = (path: string) => path.split(sep).join('/');
