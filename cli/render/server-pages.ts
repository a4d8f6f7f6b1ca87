import { createRequire } from 'node:module';
import Link from '../../runtime/docusaurus/Link.tsx';
import * as useBaseUrl from '../../runtime/docusaurus/useBaseUrl.ts';
import useDocusaurusContext from '../../runtime/docusaurus/useDocusaurusContext.ts';
import BrowserOnly from '../../runtime/docusaurus/BrowserOnly.tsx';
import Layout from '../../runtime/docusaurus/Layout.tsx';

/** The renderer's own instances of the modules React pages import from Docusaurus (cli/bundle/page-modules.ts), as CommonJS sees them. */
const PAGE_RUNTIME: Readonly<Record<string, object>> = {
  '@docusaurus/Link': { __esModule: true, default: Link },
  '@docusaurus/useBaseUrl': { __esModule: true, ...useBaseUrl },
  '@docusaurus/useDocusaurusContext': { __esModule: true, default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { __esModule: true, default: BrowserOnly },
  '@theme/Layout': { __esModule: true, default: Layout },
};

const nodeRequire = createRequire(import.meta.url);

/**
 * Runs the React pages' server module (cli/bundle/page-server-bundle.ts): React as the renderer
 * loads it, the Docusaurus modules as the renderer's own, so that the pages read its contexts.
 * Returns each page's module namespace by the export name the bundle gave it.
 */
export function runServerPages(code: string): Record<string, Record<string, unknown>> {
  const module = { exports: {} as Record<string, Record<string, unknown>> };
  const require = (name: string) => PAGE_RUNTIME[name] ?? nodeRequire(name);
  // The code is the site's own, bundled by this build; as the MDX components' data: URL import, it runs here.
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}
