import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import * as esbuild from 'esbuild';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { configIssuesToDiagnostics, type KeyLocator } from './config-issues.ts';

export const CONFIG_FILE = 'site.config.ts';

/** The config the compiler works with: validated, defaults applied, folders made absolute. */
export interface ResolvedConfig {
  root: string;
  configFile: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
  site: SiteConfig;
}

/**
 * Loads site.config.ts by bundling it with esbuild and importing the result, so the config may be
 * real TypeScript with imports. `sitegen` resolves to an identity `defineConfig`, which lets a site
 * outside this repository type its config without the import failing at load time.
 */
export async function loadConfig(root: string): Promise<StageResult<ResolvedConfig | undefined>> {
  const configFile = resolve(root, CONFIG_FILE);
  if (!existsSync(configFile)) {
    return fail(diagnostic('ConfigNotFound', `No ${CONFIG_FILE} found in ${root}.`, { file: configFile }));
  }
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [configFile],
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
    return { value: undefined, diagnostics: esbuildErrors(error, configFile) };
  }
  let exported: unknown;
  try {
    exported = await importBundled(root, code);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail(diagnostic('ConfigEvaluationError', `Loading ${CONFIG_FILE} failed: ${message}`, { file: configFile }));
  }
  if (exported === undefined) {
    return fail(diagnostic('ConfigNoDefaultExport', `${CONFIG_FILE} has no default export.`, { file: configFile }));
  }
  const result = validateConfig(exported, root, configFile);
  if (result.diagnostics.length === 0) return result;
  // Checked again with the keys' lines: the TypeScript parser is loaded only when a key needs one.
  const { keyLocator } = await import('./locate-key.ts');
  return validateConfig(exported, root, configFile, keyLocator(await readFile(configFile, 'utf8').catch(() => ''), configFile));
}

/** Checks a config object against the schema; `locate` gives the keys in error their line in the file. */
export function validateConfig(input: unknown, root: string, configFile: string, locate?: KeyLocator): StageResult<ResolvedConfig | undefined> {
  const parsed = siteConfigSchema.safeParse(input);
  if (!parsed.success) {
    return { value: undefined, diagnostics: configIssuesToDiagnostics(parsed.error.issues, input, siteConfigSchema, configFile, locate) };
  }
  const site = parsed.data;
  const contentDir = resolve(root, site.contentDir);
  return {
    value: {
      root,
      configFile,
      contentDir,
      staticDir: resolve(contentDir, site.staticDir),
      outDir: resolve(root, site.outDir),
      site,
    },
    diagnostics: [],
  };
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

function fail(d: Diagnostic): StageResult<undefined> {
  return { value: undefined, diagnostics: [d] };
}
