import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The worker entry points, cli/exec/workers/<name>.ts, each compiled to lib/<name>.js. */
export type WorkerName = 'markdown-worker' | 'highlight-worker' | 'search-worker' | 'writer-worker';

/** Workers bundled from the sources in this process, by name (see workerScript). */
const fromSources = new Map<WorkerName, string>();

/**
 * A worker thread's script. The compiled CLI (lib/) starts lib/<name>.js beside it. Run from the
 * sources (tests, a TypeScript loader), a worker cannot load TypeScript, and lib/ may be stale or
 * missing: its entry is bundled from the sources with esbuild, once per process.
 */
export function workerScript(name: WorkerName): string {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) {
    let dir = dirname(here);
    while (!existsSync(join(dir, `${name}.js`))) {
      const parent = dirname(dir);
      if (parent === dir) throw new Error(`sitegen: cannot find lib/${name}.js; run \`npm run compile\``);
      dir = parent;
    }
    return join(dir, `${name}.js`);
  }
  let script = fromSources.get(name);
  if (!script) {
    script = bundleFromSources(join(dirname(here), 'workers', `${name}.ts`));
    fromSources.set(name, script);
  }
  return script;
}

/** Bundles a worker into node_modules/.cache, from where its packages resolve, named by its contents. */
function bundleFromSources(entry: string): string {
  // Required only here: the compiled CLI never bundles its own workers.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const built = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const code = built.outputFiles[0].contents;
  const dir = join(dirname(entry), '..', '..', '..', 'node_modules', '.cache', 'sitegen-workers');
  const file = join(dir, `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, code);
  }
  return file;
}
