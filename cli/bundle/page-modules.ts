import { join } from 'node:path';
import type * as esbuild from 'esbuild';
import { exactly } from './runtime-boundary.ts';

/**
 * The modules of Docusaurus' client API and theme that React pages import, and sitegen's runtime
 * module for each (runtime/docusaurus/). MDX content reads the same names at build time
 * (cli/content/mdx/docusaurus-modules.ts); a React page runs them.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@theme/Layout': 'Layout.tsx',
};

/** The runtime file of each module React pages may import from Docusaurus, absolute. */
export function pageModuleFiles(runtime: string): Map<string, string> {
  return new Map(Object.entries(PAGE_MODULES).map(([name, file]) => [name, join(runtime, 'docusaurus', file)]));
}

/**
 * The browser's passes: `@docusaurus/Link` and the others resolve to sitegen's runtime modules,
 * which take the router, the site data and the page from the runtime (runtime-boundary.ts).
 * The server's pass leaves them external instead (page-server-bundle.ts): the renderer hands over
 * its own instances, so that the page reads the contexts the renderer provides.
 */
export function pageModulesPlugin(runtime: string, siteRoot: string, { external = false } = {}): esbuild.Plugin {
  const files = pageModuleFiles(runtime);
  return {
    name: 'sitegen-page-modules',
    setup(build) {
      build.onResolve({ filter: exactly([...files.keys()]) }, (args) => (external ? { path: args.path, external: true } : { path: files.get(args.path)! }));
      // Docusaurus' alias of the site's folder, as pages use it: `@site/src/components/Features`.
      build.onResolve({ filter: /^@site\//, namespace: 'file' }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteRoot, importer: args.importer }));
    },
  };
}
