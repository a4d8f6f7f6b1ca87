import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DiagnosticCode } from '../diagnostics/codes.ts';

/**
 * A TypeScript or JavaScript module of the site (site.config.ts, a sidebars file), bundled with
 * esbuild and imported: its default export, or `module.exports` of a CommonJS file.
 */
export async function importModule(root: string, file: string, failure: DiagnosticCode): Promise<{ value: unknown } | { diagnostics: Diagnostic[] }> {
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      plugins: [sitegenShim],
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    return { diagnostics: esbuildErrors(error, file) };
  }
  try {
    return { value: await importBundled(root, code) };
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

// The bundle is written next to the config so that its bare imports resolve from the site's node_modules.
async function importBundled(root: string, code: string): Promise<unknown> {
  const dir = join(root, '.sitegen');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `config-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  await writeFile(file, code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    return module.default;
  } finally {
    await rm(file, { force: true });
  }
}

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

