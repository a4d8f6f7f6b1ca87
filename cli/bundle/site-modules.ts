import { readFileSync, realpathSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import type * as esbuild from 'esbuild';
import { isInside } from '../files/path-inside.ts';
import { exactly } from './runtime-boundary.ts';
import { cssImportModule } from './site-css.ts';

/** The namespace of the site's own modules in sitegen's esbuild passes. */
const NAMESPACE = 'sitegen-site';

/**
 * esbuild's default loader of each extension (https://esbuild.github.io/api/#loader), as a module of
 * another namespace names its own; but a site's `.js` files may hold JSX, as Docusaurus compiles
 * them with Babel's React preset and its classic template writes its components so.
 */
const LOADERS: Record<string, esbuild.Loader> = {
  '.js': 'jsx',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.json': 'json',
  '.css': 'css',
  '.txt': 'text',
};

export interface SiteModulesOptions {
  /** The site's folder: its modules are named relative to it. */
  siteRoot: string;
  /** sitegen's runtime folder, whose modules stay where they are (runtime-boundary.ts finds them by path). */
  runtime: string;
  /** The site's components the pass starts from, absolute. */
  entries: readonly string[];
}

/**
 * esbuild bundles from sitegen's own folder, and names a module in the hashes of the output files
 * by its path relative to that folder (a module of another namespace by its path as written). A
 * site's components would tie their chunks' names to where the site lies from sitegen: a site
 * built from two checkouts, or by a global sitegen, would get other names for the same bytes.
 * So the site's modules live in a namespace of their own, named by their path in the site, and
 * are read with esbuild's default loaders (JSX allowed in `.js`). Their imports resolve as before
 * (a tsconfig.json's `paths` included); they compile with sitegen's options only, as esbuild
 * applies a tsconfig.json's compiler options to the files it loads itself: the same code wherever
 * the site lies.
 */
export function siteModulesPlugin({ siteRoot, runtime, entries }: SiteModulesOptions): esbuild.Plugin {
  // esbuild names files past symlinks; the entry points come as the site's folder was given.
  const roots = [...new Set([siteRoot, realpathSync(siteRoot)])];
  const moduleOf = (file: string) => {
    const root = roots.find((dir) => isInside(file, dir));
    if (root === undefined || isInside(file, runtime) || !Object.hasOwn(LOADERS, extname(file))) return undefined;
    return { path: relative(root, file).split(sep).join('/'), namespace: NAMESPACE };
  };
  return {
    name: 'sitegen-site-modules',
    setup(build) {
      // The components by their absolute paths: as entry points, or from the server build's stdin.
      build.onResolve({ filter: exactly([...entries]) }, (args) => moduleOf(args.path));
      build.onResolve({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        // Resolved as esbuild resolves a file's imports: from the module's folder, through the other plugins.
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: join(siteRoot, args.importer), namespace: 'file', with: args.with });
        // esbuild's own resolution then reports what cannot be resolved, at the import.
        if (resolved.errors.length > 0) return undefined;
        const { path, namespace, external, sideEffects, suffix, pluginData } = resolved;
        const site = namespace === 'file' && !external ? moduleOf(path) : undefined;
        return site ? { ...site, sideEffects, suffix } : { path, namespace, external, sideEffects, suffix, pluginData };
      });
      // A CSS file's class map (or nothing), once per pass: every module importing it gets the same.
      const cssModules = new Map<string, Promise<esbuild.OnLoadResult>>();
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = join(siteRoot, args.path);
        if (extname(file) === '.css') {
          if (!cssModules.has(file)) cssModules.set(file, cssImportModule(siteRoot, file, (css) => `${NAMESPACE}:${relative(siteRoot, css).split(sep).join('/')}`));
          return cssModules.get(file);
        }
        return { contents: readFileSync(file), loader: LOADERS[extname(file)], resolveDir: dirname(file) };
      });
    },
  };
}

/** The file a metafile's input (or a message's location) names, absolute: a site module's in the site, any other's from `cwd`, the pass's working folder. */
export function inputFile(input: string, cwd: string, siteRoot: string | undefined): string {
  return siteRoot !== undefined && input.startsWith(`${NAMESPACE}:`) ? join(siteRoot, input.slice(NAMESPACE.length + 1)) : join(cwd, input);
}
