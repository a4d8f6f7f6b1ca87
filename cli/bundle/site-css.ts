import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type * as esbuild from 'esbuild';
import { diagnostic, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { isInside } from '../files/path-inside.ts';

/** The namespace of the site's CSS in the passes that read it as CSS: its files named by their path in the site. */
const NAMESPACE = 'sitegen-site-css';

const CSS_MODULE = /\.module\.css$/;
/** The `_<hash>` a CSS module's name carries in NAMESPACE (see cssName). */
const HASHED_MODULE = /_[0-9a-f]{6}(\.module\.css)$/;

/** esbuild's messages about CSS it cannot read: what it would otherwise drop or keep as written, silently. */
const CSS_ERRORS = new Set(['css-syntax-error', 'invalid-@import']);

/**
 * A site CSS file's name in NAMESPACE. esbuild's `local-css` loader names a class `<file>_<class>`,
 * and renames one of two equal names in one bundle: which depends on the bundle, and minifying
 * shortens them all. So a CSS module's name carries a hash of its path (`index_3fa9c2.module.css`
 * gives `index_3fa9c2_heroBanner`): no two modules' classes meet, and each pass that reads the
 * module, unminified names, gives the same names (the server's as the browser's, or hydration fails).
 */
function cssName(siteRoot: string, file: string): string {
  const path = relative(siteRoot, file).split(sep).join('/');
  if (!CSS_MODULE.test(path)) return path;
  const hash = createHash('sha256').update(path).digest('hex').slice(0, 6);
  return path.replace(CSS_MODULE, `_${hash}.module.css`);
}

/** The site's file a name of NAMESPACE stands for. */
function cssFile(siteRoot: string, name: string): string {
  return join(siteRoot, name.replace(HASHED_MODULE, '$1'));
}

/**
 * The site's CSS in NAMESPACE, for the passes that read it as CSS: a CSS module with esbuild's
 * `local-css` loader (its classes scoped), any other file as global CSS; and a CSS module it
 * `composes` from or `@import`s, as well.
 */
export function siteCssPlugin(siteRoot: string, { urls }: { urls: 'bundle' | 'external' }): esbuild.Plugin {
  return {
    name: 'sitegen-site-css',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onResolve({ filter: /\.css$/, namespace: NAMESPACE }, async (args) => {
        if (args.kind === 'url-token') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, namespace: 'file' });
        if (resolved.errors.length > 0 || resolved.external || !isInside(resolved.path, siteRoot)) return undefined;
        return { path: cssName(siteRoot, resolved.path), namespace: NAMESPACE };
      });
      // The class maps' pass leaves `url()` as written: only the stylesheet's pass bundles the files.
      if (urls === 'external') build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = cssFile(siteRoot, args.path);
        return { contents: readFileSync(file), loader: CSS_MODULE.test(args.path) ? 'local-css' : 'css', resolveDir: dirname(file) };
      });
    },
  };
}

/**
 * What a site module's `import './x.css'` is in sitegen's JavaScript passes, the browser's and the
 * server's alike: nothing for global CSS (the stylesheet holds it: siteCssImports); a CSS
 * module's class map, from a pass of its own over it, so that every pass has the same names.
 * CSS esbuild cannot read is the author's to fix: errors at its line, which `named` names as the
 * calling pass names the file.
 */
export async function cssImportModule(siteRoot: string, file: string, named: (file: string) => string): Promise<esbuild.OnLoadResult> {
  if (!CSS_MODULE.test(file)) return { contents: '', loader: 'js' };
  const problems = (messages: readonly esbuild.Message[], warnings: boolean) =>
    siteCssProblems(messages, siteRoot, warnings).map(({ message, file, line, column }) => ({ text: message, location: { file: named(file!), line: line!, column: column! - 1 } }));
  try {
    // Imported here: a build whose client bundle comes from the cache loads this module, not esbuild.
    const { build } = await import('esbuild');
    const built = await build({
      stdin: { contents: `export { default } from ${JSON.stringify(`${NAMESPACE}:${cssName(siteRoot, file)}`)};`, loader: 'js', resolveDir: siteRoot },
      bundle: true,
      write: false,
      outdir: 'out',
      format: 'esm',
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [siteCssPlugin(siteRoot, { urls: 'external' })],
    });
    const errors = problems(built.warnings, true);
    return errors.length > 0 ? { errors } : { contents: built.outputFiles.find((output) => output.path.endsWith('.js'))!.text, loader: 'js' };
  } catch (error) {
    const messages = (error as { errors?: unknown } | null)?.errors;
    const errors = Array.isArray(messages) ? problems(messages as esbuild.Message[], false) : [];
    if (errors.length === 0) throw error;
    return { errors };
  }
}

/** The `@import`s of the site's CSS files, in the order given, for the stylesheet's pass (with siteCssPlugin). */
export function siteCssImports(siteRoot: string, files: readonly string[]): string[] {
  return files.map((file) => `${NAMESPACE}:${cssName(siteRoot, file)}`);
}

/** The site's CSS files among a pass's inputs (absolute), sorted: the stylesheet holds them in this order. */
export function importedCss(siteRoot: string, inputs: Iterable<string>): string[] {
  return [...new Set([...inputs].filter((file) => file.endsWith('.css') && isInside(file, siteRoot)))].sort();
}

/** Whether a name in a pass's metafile or messages is of the site's CSS read as CSS. */
export function isSiteCssName(name: string): boolean {
  return name.startsWith(`${NAMESPACE}:`);
}

/**
 * esbuild's errors, and its warnings that CSS could not be read, in the site's CSS, as
 * diagnostics at their file and line; others are left to the pass's own handling.
 */
export function siteCssProblems(messages: readonly esbuild.Message[], siteRoot: string, warnings: boolean): Diagnostic[] {
  return messages.flatMap((message) => {
    const location = message.location;
    if (!location?.file.startsWith(`${NAMESPACE}:`) || (warnings && !CSS_ERRORS.has(message.id))) return [];
    const file = cssFile(siteRoot, location.file.slice(NAMESPACE.length + 1));
    return [diagnostic('ComponentBundleError', message.text, { file, line: location.line, column: location.column + 1 })];
  });
}

/** A failed pass's errors in the site's CSS, as a SitegenError; undefined when none is. */
export function siteCssFailure(error: unknown, siteRoot: string): SitegenError | undefined {
  const messages = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(messages)) return undefined;
  const problems = siteCssProblems(messages as esbuild.Message[], siteRoot, false);
  return problems.length > 0 ? new SitegenError(problems) : undefined;
}

/** The site's files among a CSS pass's inputs named in NAMESPACE, absolute: what `watch` follows. */
export function siteCssInputs(metafile: esbuild.Metafile, siteRoot: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => input.startsWith(`${NAMESPACE}:`))
    .map((input) => cssFile(siteRoot, input.slice(NAMESPACE.length + 1)));
}
