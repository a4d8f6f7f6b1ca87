import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';
import { RUNTIME_SPECIFIER } from './runtime-specifier.ts';

/**
 * The runtime (entry, React, router, theme) is ONE file, and each page kind or lazy part (mobile
 * sidebar, search) is one more: esbuild's code splitting would cut them into a dozen slivers whose
 * per-file gzip overhead costs kilobytes of first-load JavaScript. A chunk takes every runtime
 * module from the entry file instead of bundling it again: the entry re-exports the names chunks
 * use under short aliases (`$0`, `$1`, ...), and in the chunk build each runtime module is a proxy
 * re-exporting them from `RUNTIME_SPECIFIER`, which the page's import map points at the entry.
 */

/** Absolute path of a runtime module -> export name -> alias. */
export type RuntimeAliases = Map<string, Map<string, string>>;

const PROBE = 'sitegen-probe:';

/** Sends every `import()` of the runtime to `onLazy`: those modules are built as separate chunks. */
export function lazyImportsPlugin(onLazy: (path: string) => esbuild.OnResolveResult): esbuild.Plugin {
  return {
    name: 'sitegen-lazy-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
        return resolved.errors.length > 0 || resolved.external ? resolved : onLazy(resolved.path);
      });
    },
  };
}

/** Sends every import of a chunk that resolves to a runtime module to `onRuntime`. */
function boundaryPlugin(isRuntime: (path: string) => boolean, onRuntime: (path: string) => esbuild.OnResolveResult): esbuild.Plugin {
  return {
    name: 'sitegen-runtime-boundary',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.kind === 'entry-point' || args.namespace !== 'file') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
        if (resolved.errors.length > 0 || resolved.external || !isRuntime(resolved.path)) return resolved;
        return onRuntime(resolved.path);
      });
    },
  };
}

/**
 * Bundles the chunks with runtime modules left external, then reads from esbuild's output which
 * names they import, and numbers them in sorted order so builds are repeatable.
 */
export async function probeAliases(buildChunks: (plugins: esbuild.Plugin[]) => Promise<esbuild.BuildResult>, isRuntime: (path: string) => boolean): Promise<RuntimeAliases> {
  const paths: string[] = [];
  const plugin = boundaryPlugin(isRuntime, (path) => {
    if (!paths.includes(path)) paths.push(path);
    return { path: `${PROBE}${paths.indexOf(path)}`, external: true };
  });
  const result = await buildChunks([plugin]);
  const imports = new Map<string, Set<string>>();
  const namesOf = (index: string) => {
    const path = paths[Number(index)];
    if (!imports.has(path)) imports.set(path, new Set());
    return imports.get(path)!;
  };
  for (const file of result.outputFiles ?? []) {
    for (const [, clause, index] of file.text.matchAll(/\b(?:import|export)\s*([^;'"]*?)\s*from\s*"sitegen-probe:(\d+)"/g)) {
      for (const name of importedNames(clause, paths[Number(index)])) namesOf(index).add(name);
    }
    for (const [, index] of file.text.matchAll(/\bimport\s*"sitegen-probe:(\d+)"/g)) namesOf(index);
  }
  const aliases: RuntimeAliases = new Map();
  let next = 0;
  for (const path of [...imports.keys()].sort()) {
    aliases.set(path, new Map([...imports.get(path)!].sort().map((name) => [name, `$${next++}`])));
  }
  return aliases;
}

/** The names an esbuild-printed `import a, { b as c } from` clause takes from its module. */
function importedNames(clause: string, path: string): string[] {
  if (clause.includes('*')) throw new Error(`sitegen: a chunk imports all of ${path} (\`import * as\` or \`export *\`); import the names it uses instead`);
  const named = (/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean);
  return clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim() ? ['default', ...named] : named;
}

const exportList = (names: Map<string, string>, from: 'name' | 'alias') =>
  [...names].map(([name, alias]) => (from === 'name' ? `${name} as ${alias}` : `${alias} as ${name}`)).join(', ');

/** The runtime build: the entry module gains `export { name as $n } from '<module>'` lines. */
export function runtimeExportsPlugin(entryPath: string, aliases: RuntimeAliases): esbuild.Plugin {
  return {
    name: 'sitegen-runtime-exports',
    setup(build) {
      build.onLoad({ filter: /\.tsx$/ }, async (args) => {
        if (args.path !== entryPath) return undefined;
        const lines = [...aliases].map(([path, names]) => `export { ${exportList(names, 'name')} } from ${JSON.stringify(path)};`);
        return { contents: `${await readFile(entryPath, 'utf8')}\n${lines.join('\n')}\n`, loader: 'tsx' };
      });
    },
  };
}

/** The chunk build: each runtime module becomes `export { $n as name } from 'sitegen-runtime'`. */
export function runtimeProxiesPlugin(isRuntime: (path: string) => boolean, aliases: RuntimeAliases): esbuild.Plugin {
  const boundary = boundaryPlugin(isRuntime, (path) => ({ path, namespace: 'sitegen-runtime' }));
  return {
    name: 'sitegen-runtime-proxies',
    setup(build) {
      build.onResolve({ filter: /.*/, namespace: 'sitegen-runtime' }, (args) => ({ path: args.path, external: true }));
      void boundary.setup(build);
      build.onLoad({ filter: /.*/, namespace: 'sitegen-runtime' }, (args) => {
        const names = aliases.get(args.path);
        if (!names) throw new Error(`sitegen: the runtime does not export what the chunks import from ${args.path}`);
        return { contents: `export { ${exportList(names, 'alias')} } from ${JSON.stringify(RUNTIME_SPECIFIER)};`, loader: 'js' };
      });
    },
  };
}
