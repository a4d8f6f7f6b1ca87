import * as esbuild from 'esbuild';
import { siteModulesPlugin } from './site-modules.ts';
import { serverPassInputs, serverPassOptions } from './mdx-bundle.ts';
import { pageModulesPlugin } from './page-modules.ts';

const REACT = /^react(?:-dom)?(?:\/.*)?$/;

/** The site's React pages built for the server render. */
export interface ServerPages {
  /** A CommonJS module exporting each page's module namespace as `p0`, `p1`…; it requires React and the Docusaurus modules of PAGE_MODULES, which the renderer provides. */
  code: string;
  /** The export of each page, by module (`@site/src/pages/about.tsx`). */
  exports: Record<string, string>;
  /** The files it was built from, absolute. */
  inputs: string[];
}

/**
 * The React pages for the server: one CommonJS module, React and the Docusaurus modules left to
 * the renderer (cli/render/server-pages.ts), which runs it with its own instances of them, so
 * that a page's `useDocusaurusContext()` or `<Link>` reads the contexts the renderer provides.
 * (An ES module imported from a data: URL, as the MDX components are, could reach only modules
 * by URL, and the renderer's runtime is bundled into sitegen's own files.)
 */
export async function bundleServerPages(runtime: string, files: ReadonlyMap<string, string>, cwd: string, siteRoot: string): Promise<ServerPages> {
  const exports: Record<string, string> = {};
  const lines = [...files].map(([name, file], i) => {
    exports[name] = `p${i}`;
    return `export * as p${i} from ${JSON.stringify(file)};`;
  });
  const built = await esbuild.build({
    ...serverPassOptions(cwd, lines),
    format: 'cjs',
    plugins: [
      {
        name: 'sitegen-server-react',
        setup(build) {
          build.onResolve({ filter: REACT }, (args) => ({ path: args.path, external: true }));
        },
      },
      pageModulesPlugin(runtime, siteRoot, { external: true }),
      siteModulesPlugin({ siteRoot, runtime, entries: [...files.values()] }),
    ],
  });
  return { code: built.outputFiles[0].text, exports, inputs: serverPassInputs(built.metafile, cwd, siteRoot) };
}
