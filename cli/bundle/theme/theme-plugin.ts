import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type * as esbuild from 'esbuild';
import { exactly } from '../runtime-boundary.ts';
import { isSwizzlable, SWIZZLABLE, SWIZZLABLE_NAMES, type SwizzlableComponent } from './registry.ts';
import type { ThemeOverrides } from './overrides.ts';
import { themeComponentFile } from '../mdx-bundle.ts';
import { pageModuleFiles } from '../page-modules.ts';

/** The facades `@theme/X` and `@theme-original/X` resolve to. */
const FACADES = 'sitegen-theme';
/** A replaced component's own module, loaded apart from the runtime module its swizzled file takes the place of. */
const ORIGINALS = 'sitegen-original';

export interface ThemePluginOptions {
  runtime: string;
  overrides: ThemeOverrides;
  /** The browser's bundle: a swizzled server-only part (the footer) is rendered there too, to hydrate. */
  client: boolean;
}

const component = (name: string): SwizzlableComponent | undefined => (isSwizzlable(name) ? SWIZZLABLE[name] : undefined);
const exportAs = (exportName: string, as: string) => (exportName === 'default' ? `default as ${as}` : `${exportName} as ${as}`);

/**
 * Swizzling in esbuild, for the server's renderer and the browser's bundle alike:
 * - the runtime module of a swizzled component becomes `export * from '@theme-original/X'` with
 *   the site's component in place of the original's export, so every runtime import of it gets
 *   the site's, and the module's other exports stay;
 * - `@theme/X` is the theme component X as the site has it (swizzled or not), default-exported;
 *   `@theme-original/X` the original, loaded from its own file in a namespace of its own;
 * - `sitegen/theme` is runtime/theme/public-api.ts, so a swizzled file shares the runtime's contexts;
 * - in the browser, the layout renders a swizzled footer instead of repeating the server's markup.
 * Names in the facades' namespaces are relative paths: asset hashes do not depend on folders.
 */
export function themePlugin({ runtime, overrides, client }: ThemePluginOptions): esbuild.Plugin {
  const replaced = new Map([...overrides].map(([name, file]) => [join(runtime, SWIZZLABLE[name].module), { name, file }]));
  const layout = join(runtime, 'theme', 'Layout.tsx');
  const footerHydrates = client && [...overrides.keys()].some((name) => SWIZZLABLE[name].serverPart === 'footer');
  const patched = new Set([...replaced.keys(), ...(footerHydrates ? [layout] : [])]);
  /** A runtime module's own source, with the browser's swizzled footer when it is the layout's. */
  const source = (file: string): esbuild.OnLoadResult => {
    let contents = readFileSync(file, 'utf8');
    if (footerHydrates && file === layout) contents += FOOTER_HYDRATES;
    return { contents, loader: extname(file) === '.ts' ? 'ts' : 'tsx', resolveDir: dirname(file) };
  };
  return {
    name: 'sitegen-theme',
    setup(build) {
      build.onResolve({ filter: /^@theme(?:-original)?\/./ }, (args) => {
        const original = args.path.startsWith('@theme-original/');
        const name = args.path.slice(original ? '@theme-original/'.length : '@theme/'.length);
        // Site code imports `@theme/Layout` to wrap a page, as in Docusaurus (page-modules.ts); the frame it would replace is `@theme-original/Layout`.
        if (!original && name === 'Layout') return build.resolve(pageModuleFiles(runtime).get('@theme/Layout')!, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: 'file' });
        if (component(name) || (!original && existsSync(themeComponentFile(runtime, name)))) return { path: `${original ? 'original' : 'theme'}/${name}`, namespace: FACADES };
        return { errors: [{ text: `sitegen has no theme component "${name}"; the swizzlable ones are ${SWIZZLABLE_NAMES.join(', ')}.` }] };
      });
      // Resolved as esbuild resolves a path, so that a pass leaving the runtime's modules external leaves this one too.
      build.onResolve({ filter: /^sitegen\/theme$/ }, ({ kind, resolveDir, importer }) => build.resolve(join(runtime, 'theme', 'public-api.ts'), { kind, resolveDir, importer, namespace: 'file' }));
      build.onResolve({ filter: /^sitegen-original:/ }, (args) => ({ path: args.path.slice(`${ORIGINALS}:`.length), namespace: ORIGINALS }));
      build.onLoad({ filter: /.*/, namespace: FACADES }, (args) => {
        const [kind, name] = [args.path.slice(0, args.path.indexOf('/')), args.path.slice(args.path.indexOf('/') + 1)];
        const theme = component(name);
        if (!theme) return { contents: `export { default } from ${JSON.stringify(themeComponentFile(runtime, name))};`, loader: 'js', resolveDir: runtime };
        const from = kind === 'original' ? `${ORIGINALS}:${theme.module}` : join(runtime, theme.module);
        return { contents: `export { ${exportAs(theme.exportName, 'default')} } from ${JSON.stringify(from)};`, loader: 'js', resolveDir: runtime };
      });
      build.onLoad({ filter: /.*/, namespace: ORIGINALS }, (args) => source(join(runtime, args.path)));
      if (patched.size === 0) return;
      build.onLoad({ filter: exactly([...patched]), namespace: 'file' }, (args) => {
        const swizzled = replaced.get(args.path);
        if (!swizzled) return source(args.path);
        const theme = SWIZZLABLE[swizzled.name];
        // `export *` leaves out the original's default: the site's is the one exported.
        const contents = [
          `export * from ${JSON.stringify(`${ORIGINALS}:${theme.module}`)};`,
          `export { ${theme.exportName === 'default' ? 'default' : `default as ${theme.exportName}`} } from ${JSON.stringify(swizzled.file)};`,
        ].join('\n');
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** Appended to runtime/theme/Layout.tsx in the browser when the footer is swizzled: the browser renders it as the server did, and it hydrates. */
const FOOTER_HYDRATES = `
import { Footer as SwizzledFooter } from './Footer.tsx';
SERVER_HTML_PARTS.footer = <SwizzledFooter />;
`;

/** A theme component of MDX content (`@theme/Tabs`), which site code may import too. */

/** The file a metafile input of these namespaces was read from, relative to `cwd` (the package folder); undefined for a facade, which is no file. */
export function themeInputFile(input: string, runtimeFromCwd: string): string | undefined {
  if (input.startsWith(`${FACADES}:`)) return undefined;
  if (input.startsWith(`${ORIGINALS}:`)) return join(runtimeFromCwd, input.slice(ORIGINALS.length + 1));
  return input;
}
