import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import type { RuntimeAliases, RuntimeGraph } from './runtime-boundary.ts';

/** The bundles a build makes: `sitegen watch` serves the development one. */
export type BundleMode = 'production' | 'development';

/**
 * The runtime graph and the runtime names the chunks import (runtime-boundary.ts) are facts about
 * sitegen's runtime, the same for every site and config (prebuild-runtime-graph.ts checks that
 * before saving them). `npm run compile` saves them in lib/ with a fingerprint of every file
 * esbuild read to find them, so a build skips those two probes while they are unchanged: two
 * esbuild passes fewer ahead of the others, on the way to the first page written. An edited
 * runtime file, a new import or another React changes the fingerprint, and the build probes again.
 */
export interface SavedRuntime {
  graph: RuntimeGraph;
  aliases: Partial<Record<BundleMode, RuntimeAliases>>;
}

type SavedAliases = Array<[path: string, names: Array<[name: string, alias: string]>]>;

interface SavedFile {
  esbuild: string;
  /** Relative to the package folder, `/`-separated. */
  files: string[];
  fingerprint: string;
  graph: { runtime: string[]; lazy: string[]; lazyImports: RuntimeGraph['lazyImports']; packages: Array<[string, string]> };
  aliases: Partial<Record<BundleMode, SavedAliases>>;
}

/** lib/runtime-graph.json, beside the compiled CLI. */
export function runtimeGraphFile(packageDir: string): string {
  return join(packageDir, 'lib', 'runtime-graph.json');
}

/**
 * Saves what probes of `inputs` (their metafiles' inputs, relative to `packageDir`) found. The
 * files that decide how esbuild resolves and reads them are fingerprinted too: each package's
 * package.json, and the tsconfig.json and package.json of sitegen's own folders.
 */
export function saveRuntimeGraph(file: string, packageDir: string, { graph, aliases }: SavedRuntime, inputs: string[]): void {
  const files = new Set(inputs.map(toPosix));
  for (const input of inputs.map(toPosix)) {
    const pkg = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (pkg) files.add(`${pkg[1]}/package.json`);
    else for (let dir = dirname(input); ; dir = dirname(dir)) {
      for (const name of ['tsconfig.json', 'package.json']) if (existsSync(join(packageDir, dir, name))) files.add(toPosix(join(dir, name)));
      if (dir === '.' || dir === dirname(dir)) break;
    }
  }
  const list = [...files].sort();
  const rel = (path: string) => toPosix(relative(packageDir, path));
  const saved: SavedFile = {
    esbuild: esbuildVersion,
    files: list,
    fingerprint: fingerprint(packageDir, list)!,
    graph: {
      runtime: [...graph.runtime].map(rel).sort(),
      lazy: graph.lazy.map(rel),
      lazyImports: graph.lazyImports.map((i) => ({ ...i, importer: rel(i.importer), path: rel(i.path) })),
      packages: [...graph.packages].map(([specifier, path]) => [specifier, rel(path)]),
    },
    aliases: Object.fromEntries(Object.entries(aliases).map(([mode, byPath]) => [mode, [...byPath].map(([path, names]) => [rel(path), [...names]])])),
  };
  writeFileSync(file, `${JSON.stringify(saved, null, 1)}\n`);
}

/** What was saved, with absolute paths; undefined when there is nothing or any file it was read from has changed. */
export function loadRuntimeGraph(file: string, packageDir: string): SavedRuntime | undefined {
  let saved: SavedFile;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as SavedFile;
  } catch {
    return undefined;
  }
  if (saved.esbuild !== esbuildVersion || fingerprint(packageDir, saved.files) !== saved.fingerprint) return undefined;
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
    aliases: Object.fromEntries(
      Object.entries(saved.aliases).map(([mode, byPath]) => [mode, new Map(byPath.map(([path, names]) => [abs(path), new Map(names)]))]),
    ),
  };
}

/** A hash of the files' names and contents; undefined when one is missing. */
function fingerprint(packageDir: string, files: string[]): string | undefined {
  const hash = createHash('sha256');
  for (const file of files) {
    let contents: Buffer;
    try {
      contents = readFileSync(join(packageDir, file));
    } catch {
      return undefined;
    }
    hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  return hash.digest('base64url');
}

const toPosix = (path: string) => path.split(sep).join('/');
