import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { importModule, type ModuleBundler } from './import-module.ts';
import type { BundledModule } from './import-bundled.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { configIssuesToDiagnostics, type KeyLocator } from './config-issues.ts';
import { formatPath } from './issues.ts';
import { loadSidebarFiles, type SidebarsFile } from './load-sidebars.ts';
import { readMdxComponents } from './mdx-components-file.ts';
import { loadVersionFiles, type VersionsFile } from './load-versions.ts';
import { checkVersioning } from './version-plan.ts';
import { ignoredOptions } from './docusaurus-options.ts';
import { resolveI18n } from './locales.ts';
import type { I18nData, LocaleData } from './i18n-schema.ts';

export const CONFIG_FILE = 'site.config.ts';

/** The config the compiler works with: validated, defaults applied, folders made absolute. */
export interface ResolvedConfig {
  root: string;
  configFile: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
  site: SiteConfig;
  /** The site's locales, defaults filled in. */
  i18n: I18nData;
  /** Each docs section's `current.json` messages (sidebar categories, version label) in the locale built, by section id. */
  docsMessages?: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The locale this config builds: the default one, or another's from `localeConfig` (locale-config.ts). */
  locale: LocaleData;
  /** The docs sections' sidebars files (`sidebarPath`), as loaded: read by the content stage. */
  sidebarFiles: SidebarsFile[];
  /** The docs sections' versions.json files (load-versions.ts), with their versioned sidebars: read by the files and content stages. */
  versions: VersionsFile[];
  /** site.config.ts as bundled, for threads that need its functions (the Markdown plugins); none for a config made in memory. */
  bundle?: BundledModule;
  /** The site's files site.config.ts was bundled from (its local imports, a plugin of the site's own), which watch follows. */
  configInputs?: string[];
  /** The names src/theme/MDXComponents adds to MDX, and the module each stands for (mdx-components-file.ts). */
  mdxComponents?: Record<string, string>;
}

/**
 * Loads site.config.ts by bundling it with esbuild and importing the result, so the config may be
 * real TypeScript with imports. `sitegen` resolves to an identity `defineConfig`, which lets a site
 * outside this repository type its config without the import failing at load time. `bundle`
 * bundles it and its sidebars files (the executor's may come from its cache).
 */
export async function loadConfig(root: string, bundle?: ModuleBundler): Promise<StageResult<ResolvedConfig | undefined>> {
  const configFile = resolve(root, CONFIG_FILE);
  if (!existsSync(configFile)) {
    return fail(diagnostic('ConfigNotFound', `No ${CONFIG_FILE} found in ${root}.`, { file: configFile }));
  }
  const loaded = await importModule(root, configFile, 'ConfigEvaluationError', bundle);
  if ('diagnostics' in loaded) return { value: undefined, diagnostics: loaded.diagnostics };
  if (loaded.value === undefined) {
    return fail(diagnostic('ConfigNoDefaultExport', `${CONFIG_FILE} has no default export.`, { file: configFile }));
  }
  let config = validateConfig(loaded.value, root, configFile);
  if (config.diagnostics.length > 0) {
    // Checked again with the keys' lines: the TypeScript parser is loaded only when a key needs one.
    const { keyLocator } = await import('./locate-key.ts');
    config = validateConfig(loaded.value, root, configFile, keyLocator(await readFile(configFile, 'utf8').catch(() => ''), configFile));
  }
  if (!config.value) return config;
  const sidebars = await loadSidebarFiles(root, config.value.site.docs, bundle);
  config.value.sidebarFiles = sidebars.value;
  const versions = await loadVersionFiles(root, config.value.site.docs);
  config.value.versions = versions.value;
  const versioning = await checkSectionVersions(config.value, configFile);
  const ignored = ignoredOptions(config.value.site);
  const locate = ignored.length > 0 ? await fileLocator(configFile) : undefined;
  const ignoredWarnings = ignored.map(([found, path]) => locate!(found, path));
  config.value.bundle = loaded.bundle;
  config.value.configInputs = loaded.inputs;
  const mdxComponents = readMdxComponents(root);
  if (mdxComponents.value) config.value.mdxComponents = mdxComponents.value;
  return { value: config.value, diagnostics: [...config.diagnostics, ...sidebars.diagnostics, ...versions.diagnostics, ...versioning, ...ignoredWarnings, ...mdxComponents.diagnostics] };
}

/** Each docs section's `lastVersion`, `onlyIncludeVersions` and `versions` against the versions it has, at their lines. */
async function checkSectionVersions(config: ResolvedConfig, configFile: string): Promise<Diagnostic[]> {
  const problems = (config.site.docs ?? []).flatMap((spec, i) =>
    checkVersioning(spec.id, spec, config.versions.find((file) => file.section === spec.id)?.names ?? []).map((problem) => ({ ...problem, path: ['docs', i, ...problem.path] })),
  );
  if (problems.length === 0) return [];
  const locate = await fileLocator(configFile);
  return problems.map((problem) => locate(diagnostic(problem.code, `${formatPath(problem.path)}: ${problem.message}`), problem.path));
}

/** Gives a diagnostic of a key of the config its place, the config file and the key's line. */
async function fileLocator(configFile: string): Promise<(found: Diagnostic, path: readonly PropertyKey[]) => Diagnostic> {
  // The TypeScript parser is loaded only when a key needs a line.
  const { keyLocator } = await import('./locate-key.ts');
  const locate = keyLocator(await readFile(configFile, 'utf8').catch(() => ''), configFile);
  return (found, path) => ({ ...found, file: configFile, ...locate(path) });
}

/** Checks a config object against the schema; `locate` gives the keys in error their line in the file. */
export function validateConfig(input: unknown, root: string, configFile: string, locate?: KeyLocator): StageResult<ResolvedConfig | undefined> {
  const parsed = siteConfigSchema.safeParse(input);
  if (!parsed.success) {
    return { value: undefined, diagnostics: configIssuesToDiagnostics(parsed.error.issues, input, siteConfigSchema, configFile, locate) };
  }
  const site = parsed.data;
  const contentDir = resolve(root, site.contentDir);
  const i18n = resolveI18n(site.i18n);
  return {
    value: {
      root,
      configFile,
      contentDir,
      staticDir: resolve(contentDir, site.staticDir),
      outDir: resolve(root, site.outDir),
      site,
      i18n,
      locale: i18n.locales.find((locale) => locale.code === i18n.defaultLocale)!,
      sidebarFiles: [],
      versions: [],
    },
    diagnostics: [],
  };
}

function fail(d: Diagnostic): StageResult<undefined> {
  return { value: undefined, diagnostics: [d] };
}
