import { isFile } from '../files/is-file.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { diagnostic, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { inputFile, siteModulesPlugin } from './site-modules.ts';
import { BROWSER_ONLY_MODULE } from '../content/mdx/docusaurus-elements.ts';
import { PACKAGE_COMPONENTS } from '../content/mdx/mdx-scope.ts';

/** What a site's MDX pages need of the bundle: the components they use, by module (`@theme/Tabs`, `@site/src/components/Chart`). */
export interface MdxBundleOptions {
  components: readonly string[];
  /** The site's folder, which `@site/` names. */
  siteRoot: string;
  /** A page that uses each component, for the error when its module cannot be found. */
  usedBy?: ReadonlyMap<string, string>;
  /** Those of the components that are React pages of the pages folder (`@site/src/pages/about.tsx`). */
  pages?: readonly string[];
}

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js', '.mjs'];

/**
 * Each component module's file: `@theme/<Name>` is runtime/theme/mdx/<Name>.tsx, `@site/<path>`
 * the site's file with one of the code extensions (or its index), a package's the module that
 * re-exports it (written now). A module that is not there is the author's mistake, named with a
 * page that imports it.
 */
export function componentFiles(runtime: string, options: MdxBundleOptions): Map<string, string> {
  const missing = missingComponents(runtime, options);
  if (missing.length > 0) throw new SitegenError(missing);
  const files = new Map<string, string>();
  for (const name of options.components) {
    if (name.startsWith(`@site/${PACKAGE_COMPONENTS}`)) writePackageComponent(options.siteRoot, name);
    files.set(name, componentCandidates(runtime, options.siteRoot, name).find(isFile)!);
  }
  return files;
}

/**
 * The component modules that are not there, each an MdxUnknownImport at a page that uses it: a
 * file of the site or of sitegen's theme missing, a package not installed. Writes nothing (validate).
 */
export function missingComponents(runtime: string, options: MdxBundleOptions): Diagnostic[] {
  const there = (name: string) => (name.startsWith(`@site/${PACKAGE_COMPONENTS}`) ? installed(options.siteRoot, packageComponent(name).packageName) : componentCandidates(runtime, options.siteRoot, name).some(isFile));
  return options.components.filter((name) => !there(name)).map((name) => diagnostic('MdxUnknownImport', missingMessage(name), { file: options.usedBy?.get(name) }));
}

/** Why a component module is not there, and what to do. */
function missingMessage(name: string): string {
  if (name.startsWith('@theme/')) return `sitegen has no ${name} yet.`;
  if (!name.startsWith(`@site/${PACKAGE_COMPONENTS}`)) return `${name} is not a file of the site (tried ${EXTENSIONS.join(', ')}).`;
  const { packageName } = packageComponent(name);
  return `The package \`${packageName}\` is not installed in the site: run \`npm install ${packageName}\` in its folder.`;
}

/** What a package component's module name (`@site/.sitegen/packages/<specifier>/<export>`) stands for. */
function packageComponent(name: string) {
  const path = name.slice('@site/'.length);
  const at = path.lastIndexOf('/');
  const specifier = path.slice(PACKAGE_COMPONENTS.length, at);
  const packageName = /^(?:@[^/]+\/)?[^/]+/.exec(specifier)![0];
  return { path, specifier, exported: path.slice(at + 1), packageName };
}

/**
 * The site component that re-exports a package's, for an MDX import of it (mdx-scope.ts):
 * `@site/.sitegen/packages/react-tweet/Tweet` is .sitegen/packages/react-tweet/Tweet.js holding
 * `export { Tweet as default } from 'react-tweet';`, written when missing or different. The package
 * (installed: missingComponents) resolves from there as from any component of the site.
 */
function writePackageComponent(siteRoot: string, name: string): void {
  const { path, specifier, exported } = packageComponent(name);
  const code = `// Written by sitegen for an MDX import of ${specifier}.\nexport { ${exported === 'default' ? 'default' : `${exported} as default`} } from ${JSON.stringify(specifier)};\n`;
  const file = join(siteRoot, `${path}.js`);
  if (isFile(file) && readFileSync(file, 'utf8') === code) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
}

/** Whether Node's resolution from the site's folder finds the package: node_modules/<name> there or in a folder above. */
function installed(siteRoot: string, packageName: string): boolean {
  for (let dir = siteRoot; ; dir = dirname(dir)) {
    if (isFile(join(dir, 'node_modules', packageName, 'package.json'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/**
 * The MDX renderer's module, the theme components' behaviours and the theme modules that hydrate
 * (BrowserOnly), used or not: the runtime exports what they import whatever the content holds,
 * so that adding a component to one page changes no byte of the scripts other pages load. (The
 * other theme components reach the browser as markup, never as chunks.)
 */
export function mdxRuntimeModules(runtime: string): string[] {
  return [join(runtime, 'pages', 'components', 'MdxMarkdown.tsx'), join(runtime, 'theme', 'mdx', 'behaviours.ts'), ...componentCandidates(runtime, '', BROWSER_ONLY_MODULE)];
}

/** sitegen's MDX theme component of that name (Tabs, Details…): runtime/theme/mdx/<Name>.tsx. */
export function themeComponentFile(runtime: string, name: string): string {
  return join(runtime, 'theme', 'mdx', `${name}.tsx`);
}

/** The files a component module may be, in the order they are tried. */
export function componentCandidates(runtime: string, siteRoot: string, name: string): string[] {
  if (name.startsWith('@theme/')) return [themeComponentFile(runtime, name.slice('@theme/'.length))];
  const base = join(siteRoot, name.slice('@site/'.length));
  return [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
}

const REACT = /^react(?:-dom)?(?:\/.*)?$/;

/**
 * A site's components import React as sitegen's runtime has it, wherever the site keeps its own
 * packages: one React on the page. Other packages resolve from the site as usual. A build that
 * keeps React's packages external by name (the probe of which names chunks import from the
 * runtime, runtime-boundary.ts) keeps the components' imports of them external too: the probe
 * must see what a component takes from React (`import React from 'react'`, a hook the runtime
 * does not use), or the runtime would not export it.
 */
export function sitegenReactPlugin(runtime: string): esbuild.Plugin {
  const require = createRequire(join(runtime, 'package.json'));
  return {
    name: 'sitegen-react',
    setup(build) {
      const external = new Set(build.initialOptions.external);
      build.onResolve({ filter: REACT }, (args) => {
        if (args.importer.startsWith(dirname(runtime))) return undefined;
        return external.has(args.path) ? { path: args.path, external: true } : { path: require.resolve(args.path) };
      });
    },
  };
}

/**
 * Server code imported from a data: URL, which can name absolute URLs only, imports React as the
 * renderer's own copy; a CommonJS package's `require('react')` takes its path, with the `require`
 * of serverRequire().
 */
export function serverReactPlugin(runtime: string): esbuild.Plugin {
  const require = createRequire(join(runtime, 'package.json'));
  return {
    name: 'sitegen-server-react',
    setup(build) {
      build.onResolve({ filter: REACT }, (args) => {
        const file = require.resolve(args.path);
        return { path: args.kind === 'require-call' ? file : pathToFileURL(file).href, external: true };
      });
    },
  };
}

/**
 * The `require` an ES module of server code gives the CommonJS packages bundled into it, for
 * what they require from outside it (React, Node's modules): esbuild's stand-in throws "Dynamic
 * require is not supported" in an ES module. Required paths are absolute, so `base` only anchors it.
 */
export function serverRequire(base: string): esbuild.BuildOptions['banner'] {
  return { js: `import { createRequire as __sitegenCreateRequire } from 'node:module';\nconst require = __sitegenCreateRequire(${JSON.stringify(join(base, 'package.json'))});` };
}

/**
 * The site's components for the server render: one ES module exporting each as `c0`, `c1`…, React
 * imported from sitegen's own copy; and the files it was built from, absolute.
 */
export async function bundleServerComponents(runtime: string, files: ReadonlyMap<string, string>, cwd: string, siteRoot: string): Promise<{ code: string; exports: Record<string, string>; inputs: string[] }> {
  const exports: Record<string, string> = {};
  const lines = [...files].map(([name, file], i) => {
    exports[name] = `c${i}`;
    return `export { default as c${i} } from ${JSON.stringify(file)};`;
  });
  const built = await esbuild.build({
    ...serverPassOptions(cwd, lines),
    format: 'esm',
    banner: serverRequire(cwd),
    plugins: [
      serverReactPlugin(runtime),
      // Compiled as the browser's chunks are (site-modules.ts).
      siteModulesPlugin({ siteRoot, runtime, entries: [...files.values()] }),
    ],
  });
  return { code: built.outputFiles[0].text, exports, inputs: serverPassInputs(built.metafile, cwd, siteRoot) };
}

/** What the server passes over the site's modules share: one module from `lines` of exports, for Node. */
export function serverPassOptions(cwd: string, lines: string[]) {
  return {
    absWorkingDir: cwd,
    stdin: { contents: lines.join('\n'), resolveDir: cwd, loader: 'js' },
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    metafile: true,
  } satisfies esbuild.BuildOptions;
}

/** The files a server pass read, absolute. */
export function serverPassInputs(metafile: esbuild.Metafile, cwd: string, siteRoot: string): string[] {
  return Object.keys(metafile.inputs).filter((input) => input !== '<stdin>').map((input) => inputFile(input, cwd, siteRoot));
}
