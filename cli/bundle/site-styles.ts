import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import type { ResolvedConfig } from '../config/load.ts';
import { customCssList } from '../config/theme-schema.ts';
import { diagnostic, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { isInside } from '../files/path-inside.ts';
import { primaryColorCss } from './primary-colors.ts';
import { isSiteCssName, siteCssImports, siteCssPlugin } from './site-css.ts';

/** The site's own styling the stylesheet is bundled with: `theme.customCss` and `theme.primaryColor`. */
export interface SiteStyles {
  /** The custom stylesheets, absolute, in the config's order. */
  customCss: string[];
  primaryColor?: string;
  /** Where they are configured: a missing stylesheet is reported at its line there. */
  configFile: string;
}

/** The site's styling, or undefined when it has none: the built-in stylesheet is then bundled alone, as always. */
export function siteStyles(config: ResolvedConfig): SiteStyles | undefined {
  const { theme } = config.site;
  const customCss = customCssList(theme).map((path) => resolve(config.root, path));
  if (customCss.length === 0 && theme.primaryColor === undefined) return undefined;
  return { customCss, primaryColor: theme.primaryColor, configFile: config.configFile };
}

const NAMESPACE = 'sitegen-styles';
const ENTRY = `${NAMESPACE}:site`;
const PRIMARY = `${NAMESPACE}:primary`;
/** The stylesheet's entry, as the metafile names it, when the site has styling of its own: the built-in CSS, the primary colour's, then the custom CSS. */
export const SITE_STYLES_ENTRY = `${NAMESPACE}:${ENTRY}`;

/** The CSS the site's modules import (site-css.ts), which the stylesheet holds after the custom CSS, as Docusaurus loads it after. */
export interface SiteCss {
  siteRoot: string;
  /** The files, absolute, in their order in the stylesheet. */
  files: string[];
}

/** What a stylesheet's `url()` may name: bundled as a file with a hashed name, as esbuild's `file` loader does. */
const ASSET_LOADERS: Record<string, esbuild.Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file']),
);

/** esbuild's messages about CSS it cannot read: what it would otherwise drop or keep as written, silently. */
const CSS_ERRORS = new Set(['css-syntax-error', 'invalid-@import']);

/**
 * The options of the esbuild pass that bundles the stylesheet with the site's styling. A root-relative
 * `url(/img/a.png)` is left as written, a file of the static folder (as Docusaurus serves it).
 */
export function siteStylesBuild(runtime: string, styles: SiteStyles, siteCss?: SiteCss): Pick<esbuild.BuildOptions, 'entryPoints' | 'loader' | 'plugins'> {
  const imports = [join(runtime, 'styles', 'index.css'), ...(styles.primaryColor ? [PRIMARY] : []), ...styles.customCss, ...(siteCss ? siteCssImports(siteCss.siteRoot, siteCss.files) : [])];
  const plugin: esbuild.Plugin = {
    name: 'sitegen-site-styles',
    setup(build) {
      build.onResolve({ filter: /^sitegen-styles:/ }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: args.path === PRIMARY ? primaryColorCss(styles.primaryColor!) : imports.map((file) => `@import ${JSON.stringify(file)};\n`).join(''),
        loader: 'css',
        resolveDir: runtime,
      }));
    },
  };
  return { entryPoints: { styles: ENTRY }, loader: ASSET_LOADERS, plugins: [plugin, ...(siteCss ? [siteCssPlugin(siteCss.siteRoot, { urls: 'bundle' })] : [])] };
}

/** The custom stylesheets that do not exist, each reported at the config's line naming it. */
export async function missingCustomCss(styles: SiteStyles, root: string): Promise<Diagnostic[]> {
  const missing = styles.customCss.flatMap((file, index) => (existsSync(file) ? [] : [{ file, index }]));
  if (missing.length === 0) return [];
  const { keyLocator } = await import('../config/locate-key.ts');
  const locate = keyLocator(await readFile(styles.configFile, 'utf8').catch(() => ''), styles.configFile);
  return missing.map(({ file, index }) => {
    const at = locate(['theme', 'customCss', index]) ?? locate(['theme', 'customCss']);
    return diagnostic('CustomCssNotFound', `theme.customCss: ${relative(root, file)} does not exist in ${root}.`, { file: styles.configFile, ...at });
  });
}

/**
 * esbuild's errors, and its warnings that CSS could not be read, that lie in the site's
 * stylesheets (or what they import), as diagnostics at their file and line.
 */
export function customCssProblems(messages: readonly esbuild.Message[], cwd: string, runtime: string, warnings: boolean): Diagnostic[] {
  return messages.flatMap((message) => {
    const location = message.location;
    if (!location || location.file.startsWith(`${NAMESPACE}:`) || isSiteCssName(location.file)) return [];
    const file = resolve(cwd, location.file);
    if (isInside(file, runtime) || (warnings && !CSS_ERRORS.has(message.id))) return [];
    return [diagnostic('CustomCssError', message.text, { file, line: location.line, column: location.column + 1 })];
  });
}

/** A failed stylesheet pass: the site's to fix when esbuild's errors are in its stylesheets, else as it came. */
export function stylesFailure(error: unknown, cwd: string, runtime: string): unknown {
  const messages = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(messages)) return error;
  const diagnostics = customCssProblems(messages as esbuild.Message[], cwd, runtime, false);
  return diagnostics.length > 0 ? new SitegenError(diagnostics) : error;
}

/** The site's files the stylesheet was bundled from, absolute (sitegen's own left out): what `watch` follows. */
export function styleInputs(metafile: esbuild.Metafile, cwd: string, runtime: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.startsWith(`${NAMESPACE}:`) && !isSiteCssName(input))
    .map((input) => resolve(cwd, input))
    .filter((file) => !isInside(file, runtime));
}
