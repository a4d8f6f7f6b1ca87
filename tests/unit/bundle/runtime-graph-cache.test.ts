import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { version } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { openCache, type Cache } from '../../../cli/exec/cache.ts';
import type { RuntimeAliases, RuntimeGraph } from '../../../cli/bundle/runtime-boundary.ts';
import { loadRuntimeGraph, saveRuntimeGraph } from '../../../cli/bundle/runtime-graph-cache.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('graph');
const KINDS = ['default', 'docSidebar'];

/** A package folder with an entry importing a module of a package that node_modules links to, as pnpm does. */
function linkedPackage(cache: Cache = openCache(undefined)) {
  const root = tempDir();
  const pkg = join(root, 'pkg');
  const store = join(root, 'store', 'lib');
  for (const [file, text] of [
    [join(pkg, 'runtime', 'entry.ts'), "import { x } from 'lib';\n"],
    [join(pkg, 'package.json'), '{"name":"pkg"}'],
    [join(store, 'index.js'), 'export const x = 1;\n'],
    [join(store, 'package.json'), '{"name":"lib"}'],
  ]) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  mkdirSync(join(pkg, 'node_modules'));
  symlinkSync(store, join(pkg, 'node_modules', 'lib'));
  const real = (path: string) => join(realpathSync(root), path);
  const entry = real('pkg/runtime/entry.ts');
  const lib = real('store/lib/index.js');
  const graph: RuntimeGraph = {
    runtime: new Set([entry, lib]),
    lazy: [],
    lazyImports: [],
    packages: new Map([['lib', lib]]),
  };
  const aliases: RuntimeAliases = new Map([[lib, new Map([['x', '$0']])]]);
  saveRuntimeGraph(cache, KINDS, pkg, { graph, aliases }, ['runtime/entry.ts', 'node_modules/lib/index.js']);
  return { pkg, cache, graph, aliases };
}

describe('the runtime graph in the cache', () => {
  it('loads with the paths esbuild reports, past symlinks, also in the next process', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    const { pkg, graph, aliases } = linkedPackage(cache);
    await cache.flush();
    expect(loadRuntimeGraph(openCache(dir), KINDS, pkg)).toEqual({ graph, aliases });
  });

  it('fingerprints the files read and the package.json files that decide how they resolve', () => {
    const { pkg, cache } = linkedPackage();
    const saved = cache.get<{ files: string[] }>('runtime-graph', JSON.stringify({ esbuild: version, navbarKinds: KINDS }));
    expect(saved!.files).toEqual(['node_modules/lib/index.js', 'node_modules/lib/package.json', 'package.json', 'runtime/entry.ts']);
    expect(loadRuntimeGraph(cache, KINDS, pkg)).toBeDefined();
  });

  it.each([
    ['a runtime file is edited', (pkg: string) => writeFileSync(join(pkg, 'runtime', 'entry.ts'), "import { x } from 'lib';\nimport './more.ts';\n")],
    ["a package's module changes", (pkg: string) => writeFileSync(join(pkg, 'node_modules', 'lib', 'index.js'), 'export const x = 2;\n')],
    ["a package's package.json changes", (pkg: string) => writeFileSync(join(pkg, 'node_modules', 'lib', 'package.json'), '{"name":"lib","exports":"./other.js"}')],
    ['a file is gone', (pkg: string) => rmSync(join(pkg, 'runtime', 'entry.ts'))],
  ])('is not used once %s', (_, change) => {
    const { pkg, cache } = linkedPackage();
    change(pkg);
    expect(loadRuntimeGraph(cache, KINDS, pkg)).toBeUndefined();
  });

  it('is kept apart for other navbar kinds', () => {
    const { pkg, cache } = linkedPackage();
    expect(loadRuntimeGraph(cache, ['default'], pkg)).toBeUndefined();
    expect(loadRuntimeGraph(cache, [...KINDS, 'search'], pkg)).toBeUndefined();
  });

  it('is a miss when the entry has another shape', () => {
    const { pkg, cache } = linkedPackage();
    const key = JSON.stringify({ esbuild: version, navbarKinds: KINDS });
    for (const value of [null, 1, { files: 'x' }, { files: [], fingerprint: 'x' }, { ...cache.get<object>('runtime-graph', key), graph: {} }]) {
      cache.set('runtime-graph', key, value);
      expect(loadRuntimeGraph(cache, KINDS, pkg), JSON.stringify(value)).toBeUndefined();
    }
  });
});
