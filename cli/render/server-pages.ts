import { createRequire } from 'node:module';
import { PAGE_RUNTIME, type PageRuntime } from './page-runtime.ts';

const nodeRequire = createRequire(import.meta.url);

/**
 * Runs the React pages' server module (cli/bundle/page-server-bundle.ts): React as the renderer
 * loads it, the Docusaurus modules as the renderer's own (`runtime`), so that the pages read its contexts.
 * Returns each page's module namespace by the export name the bundle gave it.
 */
export function runServerPages(code: string, runtime: PageRuntime = PAGE_RUNTIME): Record<string, Record<string, unknown>> {
  const module = { exports: {} as Record<string, Record<string, unknown>> };
  const require = (name: string) => runtime[name] ?? nodeRequire(name);
  // The code is the site's own, bundled by this build; as the MDX components' data: URL import, it runs here.
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}
