import { InternalError } from '../diagnostics/diagnostic.ts';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import { RUNTIME_SPECIFIER } from '../render/runtime-specifier.ts';

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

/** One import as a probe build resolved it; paths are absolute. */
interface Import {
  importer: string;
  specifier: string;
  kind: esbuild.ImportKind;
  path: string;
}

/**
 * Which modules make the runtime and which it loads lazily, read from the metafile of one
 * unminified build of the entry and the stylesheet with the lazy modules bundled in. The later
 * builds need no callback for each import to find them: the probe resolved those imports already.
 */
export interface RuntimeGraph {
  /** The modules the entry and the stylesheet import statically. */
  runtime: Set<string>;
  /** The modules the runtime loads with `import()`: built as chunks. */
  lazy: string[];
  /** The runtime's `import()`s of those modules. */
  lazyImports: Import[];
  /** The runtime modules in packages, by the name they are imported by (`react/jsx-runtime`). */
  packages: Map<string, string>;
}

export function readRuntimeGraph(cwd: string, metafile: esbuild.Metafile, roots: string[]): RuntimeGraph {
  const imports = new Map<string, Import[]>();
  for (const [input, { imports: list }] of Object.entries(metafile.inputs)) {
    const importer = join(cwd, input);
    const bundled = list.filter((i) => !i.external && i.original !== undefined);
    imports.set(importer, bundled.map((i) => ({ importer, specifier: i.original!, kind: i.kind, path: join(cwd, i.path) })));
  }
  const runtime = new Set(roots.map((root) => join(cwd, root)));
  for (const module of runtime) {
    for (const i of imports.get(module) ?? []) if (i.kind !== 'dynamic-import') runtime.add(i.path);
  }
  const runtimeImports = [...runtime].flatMap((module) => imports.get(module) ?? []);
  const lazyImports = runtimeImports.filter((i) => i.kind === 'dynamic-import');
  const packages = new Map(runtimeImports.filter((i) => i.kind !== 'dynamic-import' && /^[^./]/.test(i.specifier)).map((i) => [i.specifier, i.path]));
  return { runtime, lazy: [...new Set(lazyImports.map((i) => i.path))].sort(), lazyImports, packages };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A filter matching these strings only. */
export const exactly = (texts: string[]) => new RegExp(`^(?:${[...new Set(texts)].map(escapeRegExp).join('|')})$`);
const key = (importer: string, kind: esbuild.ImportKind, specifier: string) => `${importer}\n${kind}\n${specifier}`;

/**
 * The runtime build: sends its `import()`s of the lazy modules to `onLazy`. The filter matches
 * their specifiers only, as esbuild resolves a module's imports one after another and each
 * callback waits for the main thread, which compiles the Markdown meanwhile.
 */
export function lazyImportsPlugin(graph: RuntimeGraph, onLazy: (path: string) => Promise<esbuild.OnResolveResult>, cwd: string): esbuild.Plugin {
  const lazy = new Map(graph.lazyImports.map((i) => [key(i.importer, i.kind, i.specifier), i.path]));
  return {
    name: 'sitegen-lazy-imports',
    setup(build) {
      build.onResolve({ filter: exactly(graph.lazyImports.map((i) => i.specifier)) }, (args) => {
        // A module of a plugin's namespace (a swizzled component's original) is named as its metafile input was.
        const importer = args.namespace === 'file' ? args.importer : join(cwd, `${args.namespace}:${args.importer}`);
        const path = lazy.get(key(importer, args.kind, args.path));
        return path ? onLazy(path) : undefined;
      });
    },
  };
}

/**
 * Bundles the chunks with runtime modules left external, then reads from esbuild's output which
 * names they import, and numbers them in sorted order so builds are repeatable. Modules in
 * packages are left external by name too: `external` matches a path before esbuild follows
 * symlinks, and a package behind one (pnpm) has another path than the one the probe read.
 */
export async function probeAliases(buildChunks: (external: string[]) => Promise<esbuild.BuildResult>, graph: RuntimeGraph, outdir: string, packageExports: ReadonlyMap<string, string[] | undefined> = new Map()): Promise<RuntimeAliases> {
  const result = await buildChunks([...graph.runtime, ...graph.packages.keys()]);
  const imports = new Map<string, Set<string>>();
  const runtimeModule = (specifier: string) => {
    // esbuild writes an external file's path relative to the output folder.
    const path = graph.packages.get(specifier) ?? resolve(outdir, specifier);
    if (!graph.runtime.has(path)) return undefined;
    if (!imports.has(path)) imports.set(path, new Set());
    return { path, names: imports.get(path)! };
  };
  for (const file of result.outputFiles ?? []) {
    // Unminified, each statement starts a line.
    for (const [, clause, specifier] of file.text.matchAll(/^(?:import|export)(?![\w$])\s*([^;'"]*?)\s*from\s*"([^"]+)"/gm)) {
      const module = runtimeModule(specifier);
      for (const name of module ? importedNames(clause, module.path, packageExports.get(module.path)) : []) module!.names.add(name);
    }
    for (const [, specifier] of file.text.matchAll(/^import\s*"([^"]+)"/gm)) runtimeModule(specifier);
  }
  const aliases: RuntimeAliases = new Map();
  let next = 0;
  for (const path of [...imports.keys()].sort()) {
    aliases.set(path, new Map([...imports.get(path)!].sort().map((name) => [name, `$${next++}`])));
  }
  return aliases;
}

/**
 * The names an esbuild-printed `import a, { b as c } from` clause takes from its module; all of
 * them (`exports`) for `import * as`, which a site's component may write for a package (React).
 */
function importedNames(clause: string, path: string, exports?: string[]): string[] {
  if (clause.includes('*')) {
    if (exports) return exports;
    throw new InternalError(`sitegen: a chunk imports all of ${path} (\`import * as\` or \`export *\`); import the names it uses instead`);
  }
  const named = (/\{([^}]*)\}/.exec(clause)?.[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean);
  return clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim() ? ['default', ...named] : named;
}

const exportList = (names: Map<string, string>, from: 'name' | 'alias') =>
  [...names].map(([name, alias]) => (from === 'name' ? `${name} as ${alias}` : `${alias} as ${name}`)).join(', ');

/** The runtime build: the entry module gains `export { name as $n } from '<module>'` lines. */
export function runtimeExportsPlugin(entryPath: string, aliases: Promise<RuntimeAliases>): esbuild.Plugin {
  return {
    name: 'sitegen-runtime-exports',
    setup(build) {
      build.onLoad({ filter: exactly([entryPath]) }, async () => {
        const lines = [...(await aliases)].map(([path, names]) => `export { ${exportList(names, 'name')} } from ${JSON.stringify(path)};`);
        return { contents: `${readFileSync(entryPath, 'utf8')}\n${lines.join('\n')}\n`, loader: 'tsx' };
      });
    },
  };
}

/**
 * The chunk build: each runtime module becomes `export { $n as name } from 'sitegen-runtime'`,
 * by its path when esbuild loads it rather than by the imports that resolve to it: no callback
 * for each import (see lazyImportsPlugin), one for each module, all at once.
 */
export function runtimeProxiesPlugin(graph: RuntimeGraph, aliases: Promise<RuntimeAliases>): esbuild.Plugin {
  return {
    name: 'sitegen-runtime-proxies',
    setup(build) {
      build.initialOptions.external = [...(build.initialOptions.external ?? []), RUNTIME_SPECIFIER];
      build.onLoad({ filter: exactly([...graph.runtime]), namespace: 'file' }, async (args) => {
        const names = (await aliases).get(args.path);
        if (!names) throw new InternalError(`sitegen: the runtime does not export what the chunks import from ${args.path}`);
        return { contents: `export { ${exportList(names, 'alias')} } from ${JSON.stringify(RUNTIME_SPECIFIER)};`, loader: 'js' };
      });
    },
  };
}
