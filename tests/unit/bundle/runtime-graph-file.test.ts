import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { probeChunkAliases, probeRuntimeGraph, runtimeDir } from '../../../cli/bundle/bundle-client.ts';
import type { RuntimeAliases, RuntimeGraph } from '../../../cli/bundle/runtime-boundary.ts';
import { loadRuntimeGraph, runtimeGraphFile, saveRuntimeGraph } from '../../../cli/bundle/runtime-graph-file.ts';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A package folder with an entry importing a module of a package that node_modules links to, as pnpm does. */
function linkedPackage() {
  const root = mkdtempSync(join(tmpdir(), 'sitegen-graph-'));
  temps.push(root);
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
  const file = join(pkg, 'runtime-graph.json');
  saveRuntimeGraph(file, pkg, { graph, aliases: { production: aliases } }, ['runtime/entry.ts', 'node_modules/lib/index.js']);
  return { pkg, file, graph, aliases };
}

describe('the saved runtime graph', () => {
  it('is what probes of the current runtime find, saved by `npm run compile`', async () => {
    const packageDir = dirname(runtimeDir());
    const saved = loadRuntimeGraph(runtimeGraphFile(packageDir), packageDir);
    expect(saved).toBeDefined();
    const { graph } = await probeRuntimeGraph();
    expect(saved!.graph).toEqual(graph);
    // A mix of navbar kinds, neither all of them nor none (what the compile step probed).
    const navbarItems = [{ type: 'docSidebar', sidebarId: 'docs', position: 'left' }, { type: 'search', position: 'right' }] as const;
    expect(saved!.aliases.production).toEqual((await probeChunkAliases(graph, { navbarItems })).aliases);
    expect(saved!.aliases.development).toEqual((await probeChunkAliases(graph, { navbarItems, dev: true })).aliases);
  });

  it('loads with the paths esbuild reports, past symlinks', () => {
    const { pkg, file, graph, aliases } = linkedPackage();
    expect(loadRuntimeGraph(file, pkg)).toEqual({ graph, aliases: { production: aliases } });
    expect(JSON.parse(readFileSync(file, 'utf8')).files).toEqual(['node_modules/lib/index.js', 'node_modules/lib/package.json', 'package.json', 'runtime/entry.ts']);
  });

  it.each([
    ['a runtime file is edited', (pkg: string) => writeFileSync(join(pkg, 'runtime', 'entry.ts'), "import { x } from 'lib';\nimport './more.ts';\n")],
    ["a package's module changes", (pkg: string) => writeFileSync(join(pkg, 'node_modules', 'lib', 'index.js'), 'export const x = 2;\n')],
    ["a package's package.json changes", (pkg: string) => writeFileSync(join(pkg, 'node_modules', 'lib', 'package.json'), '{"name":"lib","exports":"./other.js"}')],
    ['a file is gone', (pkg: string) => rmSync(join(pkg, 'runtime', 'entry.ts'))],
  ])('is not used once %s', (_, change) => {
    const { pkg, file } = linkedPackage();
    change(pkg);
    expect(loadRuntimeGraph(file, pkg)).toBeUndefined();
  });

  it('is not used with another esbuild, nor when the file is missing or damaged', () => {
    const { pkg, file } = linkedPackage();
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"esbuild": "[^"]+"/, '"esbuild": "0.0.1"'));
    expect(loadRuntimeGraph(file, pkg)).toBeUndefined();
    writeFileSync(file, '{');
    expect(loadRuntimeGraph(file, pkg)).toBeUndefined();
    expect(loadRuntimeGraph(join(pkg, 'none.json'), pkg)).toBeUndefined();
  });
});
