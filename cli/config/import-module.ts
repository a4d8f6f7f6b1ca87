import { relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import type * as esbuild from 'esbuild';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DiagnosticCode } from '../diagnostics/codes.ts';
import { importBundled, type BundledModule } from './import-bundled.ts';

/** A module as esbuild bundled it: its code, the site's files it was made of and the packages it imports. */
export interface ModuleBundle {
  code: string;
  /** Absolute paths. */
  inputs: string[];
  packages: string[];
}

/** Bundles a module of the site (bundleModule); the executor may answer from its cache instead. It throws esbuild's failure. */
export type ModuleBundler = (file: string) => Promise<ModuleBundle>;

/** Bundles `file` with esbuild, its packages left out. */
export const bundleModule: ModuleBundler = async (file) => {
  // Loaded here: a rebuild whose modules come from the cache (module-bundle-cache.ts) needs no esbuild.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    metafile: true,
    plugins: [sitegenShim],
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => resolve(input));
  const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((used) => used.external).map((used) => used.path));
  return { code: result.outputFiles[0].text, inputs, packages: [...new Set(imported)].sort() };
};

/**
 * A TypeScript or JavaScript module of the site (site.config.ts, a sidebars file), bundled with
 * esbuild and imported: its default export, or `module.exports` of a CommonJS file.
 */
export async function importModule(root: string, file: string, failure: DiagnosticCode, bundle: ModuleBundler = bundleModule): Promise<{ value: unknown; bundle: BundledModule; inputs: string[] } | { diagnostics: Diagnostic[] }> {
  let made: ModuleBundle;
  try {
    made = await bundle(file);
  } catch (error) {
    return { diagnostics: esbuildErrors(error, file) };
  }
  const { code, inputs, packages } = made;
  const bundled = { root, code, hash: createHash('sha256').update(code).digest('hex'), packages };
  try {
    return { value: await importBundled(bundled), bundle: bundled, inputs };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { diagnostics: [diagnostic(failure, `Loading ${relative(root, file)} failed: ${message}`, { file })] };
  }
}

const sitegenShim: esbuild.Plugin = {
  name: 'sitegen-shim',
  setup(build) {
    build.onResolve({ filter: /^sitegen$/ }, () => ({ path: 'sitegen', namespace: 'sitegen-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'sitegen-shim' }, () => ({
      contents: 'export function defineConfig(config) { return config; }',
      loader: 'js',
    }));
  },
};

function esbuildErrors(error: unknown, configFile: string): Diagnostic[] {
  const failure = error as Partial<esbuild.BuildFailure>;
  if (!failure.errors?.length) {
    return [diagnostic('ConfigSyntaxError', String(error), { file: configFile })];
  }
  return failure.errors.map((e) =>
    diagnostic('ConfigSyntaxError', e.text, {
      file: e.location?.file ? resolve(e.location.file) : configFile,
      line: e.location?.line,
      column: e.location ? e.location.column + 1 : undefined,
    }),
  );
}

