import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../support/fixture.ts';
import {
  envReads,
  findCycles,
  formatCircle,
  formatImport,
  importGraph,
  layerViolations,
  parseImports,
  resolveSpecifier,
  shortestCircle,
  unresolved,
  type LayerTable,
  type ModuleImport,
} from '../../support/import-graph.ts';

/**
 * cli/'s layers and what each may import besides itself (issue 16): the stages in pipeline
 * order, files (the read edge) under content, search between graph and render (pages render
 * its files), exec (threads, V8 flags, cache) over the stages whose work it runs, serve beside
 * them, and the entry points on top, imported by nothing below.
 */
const STAGES = ['diagnostics', 'config', 'files', 'content', 'translations', 'graph', 'search', 'render', 'bundle', 'emit'];
const below = (layer: string) => STAGES.slice(0, STAGES.indexOf(layer));
const MAY_IMPORT: LayerTable['mayImport'] = {
  ...Object.fromEntries(STAGES.map((layer) => [layer, below(layer)])),
  files: ['diagnostics'],
  exec: STAGES,
  serve: ['diagnostics'],
  top: [...STAGES, 'exec', 'serve'],
};

/** The top: these folders and files of cli/. Every other folder of cli/ is the layer of its name. */
const TOP_FOLDERS = ['commands', 'watch'];
const TOP_FILES = ['cli/api.ts', 'cli/index.ts', 'cli/program.ts', 'cli/build-server.ts'];

/** Stages may take the cache's interface from the executor (`import type`), nothing else of it. */
const TYPE_ONLY_FROM_ANYWHERE = ['cli/exec/cache.ts'];

const THREADS_AND_FLAGS = ['worker_threads', 'node:worker_threads', 'v8', 'node:v8'];

function layerOf(file: string): string | undefined {
  const [root, folder, rest] = file.split('/');
  if (root !== 'cli') return undefined;
  if (TOP_FILES.includes(file) || (rest !== undefined && TOP_FOLDERS.includes(folder!))) return 'top';
  return rest !== undefined && folder! in MAY_IMPORT ? folder : undefined;
}

const inCli = (file: string) => file.startsWith('cli/');
const inRuntime = (file: string) => file.startsWith('runtime/');

/** The rules of issue 16, each a list of what breaks it, readable line by line. */
const rules = {
  cycles: (imports: ModuleImport[]) =>
    findCycles(imports, inCli).map((component) => {
      const circle = formatCircle(shortestCircle(component, imports), imports);
      return component.length > 2 ? `${circle}\n    (all ${component.length}: ${component.join(', ')})` : circle;
    }),
  unplaced: (files: Iterable<string>, imports: ModuleImport[]) =>
    [...files]
      .filter((file) => inCli(file) && layerOf(file) === undefined)
      .map((file) => `${file}, imported by: ${imports.filter((edge) => edge.to === file).map((edge) => `${edge.from}:${edge.line}`).join(', ') || 'nothing'}`),
  layers: (imports: ModuleImport[]) =>
    layerViolations(imports, { layerOf, mayImport: MAY_IMPORT, typeOnlyFromAnywhere: TYPE_ONLY_FROM_ANYWHERE }).map(
      (edge) => `${formatImport(edge)}   [${layerOf(edge.from)} may not import ${layerOf(edge.to!)}]`,
    ),
  runtimeFromCli: (imports: ModuleImport[]) =>
    imports
      .filter((edge) => inRuntime(edge.from) && edge.to !== undefined && inCli(edge.to))
      .filter((edge) => !edge.typeOnly || !edge.to!.startsWith('cli/graph/'))
      .map((edge) => `${formatImport(edge)}   [${edge.typeOnly ? 'outside cli/graph/' : 'not `import type`'}]`),
  threadsAndFlags: (imports: ModuleImport[]) => imports.filter((edge) => !edge.from.startsWith('cli/exec/') && THREADS_AND_FLAGS.includes(edge.specifier)).map(formatImport),
  runtimeSwitches: (files: ReadonlyMap<string, string>) =>
    [...files]
      .filter(([file]) => inRuntime(file))
      .flatMap(([file, text]) => envReads(file, text, 'SITEGEN_'))
      .map((read) => `${read.file}:${read.line} reads process.env.${read.name}`),
};

const list = (title: string, lines: string[]) => `${title}:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry).split(sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && statSync(join(REPO, file)).isFile())
    .sort();
}

describe('the import graph of cli/ and runtime/', () => {
  const files = new Map([...sourceFiles('cli'), ...sourceFiles('runtime')].map((file) => [file, readFileSync(join(REPO, file), 'utf8')]));
  const imports = importGraph(files, (file) => statSync(join(REPO, file), { throwIfNoEntry: false })?.isFile() === true);

  it('reads imports from every module and resolves every relative one', () => {
    expect(files.size).toBeGreaterThan(100);
    expect(imports.some((edge) => edge.typeOnly)).toBe(true);
    const missed = unresolved(imports).map(formatImport);
    expect(missed, list('relative imports that name no file', missed)).toHaveLength(0);
  });

  it('has no import circle among cli/ modules, type-only imports included', () => {
    const found = rules.cycles(imports);
    expect(found, list('import circles in cli/ (one shortest circle per strongly connected component)', found)).toHaveLength(0);
  });

  it('places every cli/ module in a layer of the table', () => {
    const found = rules.unplaced(files.keys(), imports);
    expect(found, list('cli/ modules in no layer of MAY_IMPORT, whose imports the layer check cannot see (move them, or add their folder)', found)).toHaveLength(0);
  });

  it('imports only down the layers: no stage imports a later one, the executor or the top', () => {
    const found = rules.layers(imports);
    expect(found, list('imports against the layer order', found)).toHaveLength(0);
  });

  it('lets runtime/ take only types from cli/, and only from cli/graph/', () => {
    const found = rules.runtimeFromCli(imports);
    expect(found, list('runtime/ imports from cli/', found)).toHaveLength(0);
  });

  it('imports worker_threads and node:v8 only in cli/exec/', () => {
    const found = rules.threadsAndFlags(imports);
    expect(found, list('worker_threads or node:v8 imported outside cli/exec/', found)).toHaveLength(0);
  });

  it('has no build switch (process.env.SITEGEN_*) in runtime/', () => {
    const found = rules.runtimeSwitches(files);
    expect(found, list('process.env.SITEGEN_* read in runtime/', found)).toHaveLength(0);
  });
});

/** The graph of an in-memory tree, for proving each rule can fail. */
const graphOf = (tree: Record<string, string>) => importGraph(new Map(Object.entries(tree)));

describe('the import graph checks, on in-memory files', () => {
  it('finds every kind of import, and tells the type-only ones', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B } from './b.ts';",
      "export * from './c.ts';",
      "export type { D } from './d.ts';",
      "let e: import('./e.ts').E;",
      "const f = await import('./f.ts');",
      "import './g.ts';",
      "// import('./in-comment.ts')",
      "const s = \"import('./in-string.ts')\";",
    ].join('\n');
    const found = parseImports('cli/x.ts', text).map(({ specifier, typeOnly, line }) => [specifier, typeOnly, line]);
    expect(found).toEqual([
      ['./a.ts', true, 1],
      // verbatimModuleSyntax keeps this as `import {} from './b.ts'`: the module still loads.
      ['./b.ts', false, 2],
      ['./c.ts', false, 3],
      ['./d.ts', true, 4],
      ['./e.ts', true, 5],
      ['./f.ts', false, 6],
      ['./g.ts', false, 7],
    ]);
  });

  it('resolves relative specifiers to files, and leaves packages alone', () => {
    const exists = (file: string) => ['cli/a/b.ts', 'cli/a/c.tsx', 'cli/d/index.ts'].includes(file);
    expect(resolveSpecifier('cli/x/y.ts', '../a/b.ts', exists)).toBe('cli/a/b.ts');
    expect(resolveSpecifier('cli/x/y.ts', '../a/b.js', exists)).toBe('cli/a/b.ts');
    expect(resolveSpecifier('cli/a/b.ts', './c', exists)).toBe('cli/a/c.tsx');
    expect(resolveSpecifier('cli/x.ts', './d', exists)).toBe('cli/d/index.ts');
    expect(resolveSpecifier('cli/x.ts', 'node:fs', exists)).toBeUndefined();
    expect(unresolved(graphOf({ 'cli/x.ts': "import './gone.ts';" })).map(formatImport)).toEqual(['cli/x.ts:1 → ./gone.ts']);
  });

  it('finds a two-file circle, even through a type-only import', () => {
    const imports = graphOf({
      'cli/graph/a.ts': "import { b } from './b.ts';\nimport { z } from 'zod';",
      'cli/graph/b.ts': "import type { A } from './a.ts';",
      'cli/graph/c.ts': "import { a } from './a.ts';",
    });
    expect(rules.cycles(imports)).toEqual(['cli/graph/a.ts:1 → cli/graph/b.ts:1 (type-only) → cli/graph/a.ts']);
  });

  it('finds a longer circle through a dynamic import as one component, and a module importing itself', () => {
    const imports = graphOf({
      'cli/api.ts': "const m = await import('./emit/x.ts');",
      'cli/emit/x.ts': "import '../render/y.ts';",
      'cli/render/y.ts': "import '../api.ts';",
      'cli/render/self.ts': "export * from './self.ts';",
    });
    expect(rules.cycles(imports)).toEqual([
      'cli/api.ts:1 → cli/emit/x.ts:1 → cli/render/y.ts:1 → cli/api.ts\n    (all 3: cli/api.ts, cli/emit/x.ts, cli/render/y.ts)',
      'cli/render/self.ts:1 → cli/render/self.ts',
    ]);
  });

  it('finds no circle in a graph that only goes one way', () => {
    const imports = graphOf({ 'cli/a.ts': "import './b.ts'; import './c.ts';", 'cli/b.ts': "import './c.ts';", 'cli/c.ts': '' });
    expect(findCycles(imports, inCli)).toEqual([]);
  });

  it('finds an import from an earlier stage into a later one, and one into the top', () => {
    const imports = graphOf({
      'cli/graph/build.ts': "import type { PageData } from '../render/page-data.ts';\nimport { build } from '../api.ts';",
      'cli/render/page-data.ts': "import type { SiteGraph } from '../graph/schema.ts';",
      'cli/graph/schema.ts': "import { codes } from '../diagnostics/codes.ts';",
      'cli/diagnostics/codes.ts': '',
      'cli/api.ts': "import './render/page-data.ts';",
    });
    expect(rules.layers(imports)).toEqual([
      'cli/graph/build.ts:1 → cli/render/page-data.ts (type-only)   [graph may not import render]',
      'cli/graph/build.ts:2 → cli/api.ts   [graph may not import top]',
    ]);
  });

  it('lets a stage take only types from cli/exec/cache.ts', () => {
    const imports = graphOf({
      'cli/content/a.ts': "import type { Cache } from '../exec/cache.ts';",
      'cli/content/b.ts': "import { openCache } from '../exec/cache.ts';",
      'cli/content/c.ts': "import type { Pool } from '../exec/pool.ts';",
      'cli/exec/cache.ts': '',
      'cli/exec/pool.ts': "import '../content/a.ts';",
    });
    expect(rules.layers(imports)).toEqual([
      'cli/content/b.ts:1 → cli/exec/cache.ts   [content may not import exec]',
      'cli/content/c.ts:1 → cli/exec/pool.ts (type-only)   [content may not import exec]',
    ]);
  });

  it('names the cli/ modules outside every layer, with who imports them', () => {
    const tree = { 'cli/helpers.ts': '', 'cli/graph/a.ts': "import '../helpers.ts';", 'cli/index.ts': '' };
    expect(rules.unplaced(Object.keys(tree), graphOf(tree))).toEqual(['cli/helpers.ts, imported by: cli/graph/a.ts:1']);
  });

  it('finds runtime/ taking values from cli/, or types from outside cli/graph/', () => {
    const imports = graphOf({
      'runtime/a.tsx': "import type { SiteGraph } from '../cli/graph/schema.ts';\nimport { kinds } from '../cli/graph/schema.ts';",
      'runtime/b.tsx': "import type { PageData } from '../cli/render/page-data.ts';\nimport { type Route } from '../cli/graph/schema.ts';",
      'cli/graph/schema.ts': '',
      'cli/render/page-data.ts': '',
    });
    expect(rules.runtimeFromCli(imports)).toEqual([
      'runtime/a.tsx:2 → cli/graph/schema.ts   [not `import type`]',
      'runtime/b.tsx:1 → cli/render/page-data.ts (type-only)   [outside cli/graph/]',
      'runtime/b.tsx:2 → cli/graph/schema.ts   [not `import type`]',
    ]);
  });

  it('finds worker_threads and node:v8 outside cli/exec/', () => {
    const imports = graphOf({
      'cli/content/pool.ts': "import { Worker } from 'node:worker_threads';",
      'cli/graph/flags.ts': "import v8 from 'v8';",
      'cli/exec/threads.ts': "import { Worker } from 'node:worker_threads';\nimport { setFlagsFromString } from 'node:v8';",
    });
    expect(rules.threadsAndFlags(imports)).toEqual(['cli/content/pool.ts:1 → node:worker_threads', 'cli/graph/flags.ts:1 → v8']);
  });

  it('finds process.env.SITEGEN_* read in runtime/, however it is written', () => {
    const files = new Map([
      ['runtime/a.tsx', "const a = process.env.SITEGEN_TARGET;\nconst b = process.env['SITEGEN_DEV'];\nconst { SITEGEN_NAVBAR_doc: doc } = process.env;\nconst c = process.env.NODE_ENV;"],
      ['cli/b.ts', 'const a = process.env.SITEGEN_TARGET;'],
    ]);
    expect(rules.runtimeSwitches(files)).toEqual([
      'runtime/a.tsx:1 reads process.env.SITEGEN_TARGET',
      'runtime/a.tsx:2 reads process.env.SITEGEN_DEV',
      'runtime/a.tsx:3 reads process.env.SITEGEN_NAVBAR_doc',
    ]);
  });
});
