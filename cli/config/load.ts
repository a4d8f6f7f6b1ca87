import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diagnostic, type Diagnostic, type StageResult } from '../diagnostics/diagnostic.ts';
import { importModule } from './import-module.ts';
import type { BundledModule } from './import-bundled.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { configIssuesToDiagnostics, type KeyLocator } from './config-issues.ts';
import { loadSidebarFiles, type SidebarsFile } from './load-sidebars.ts';
import { readMdxComponents } from './mdx-components-file.ts';
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
  /** The locale this config builds: the default one, or another's from `localeConfig` (locale-config.ts). */
  locale: LocaleData;
  /** The docs sections' sidebars files (`sidebarPath`), as loaded: read by the content stage. */
  sidebarFiles: SidebarsFile[];
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
 * outside this repository type its config without the import failing at load time.
 */
export async function loadConfig(root: string): Promise<StageResult<ResolvedConfig | undefined>> {
  const configFile = resolve(root, CONFIG_FILE);
  if (!existsSync(configFile)) {
    return fail(diagnostic('ConfigNotFound', `No ${CONFIG_FILE} found in ${root}.`, { file: configFile }));
  }
  const loaded = await importModule(root, configFile, 'ConfigEvaluationError');
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
  const sidebars = await loadSidebarFiles(root, config.value.site.docs);
  config.value.sidebarFiles = sidebars.value;
  config.value.bundle = loaded.bundle;
  config.value.configInputs = loaded.inputs;
  const mdxComponents = readMdxComponents(root);
  if (mdxComponents.value) config.value.mdxComponents = mdxComponents.value;
  return { value: config.value, diagnostics: [...config.diagnostics, ...sidebars.diagnostics, ...mdxComponents.diagnostics] };
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
    },
    diagnostics: [],
  };
}

function fail(d: Diagnostic): StageResult<undefined> {
  return { value: undefined, diagnostics: [d] };
}
