import Link from '../../runtime/docusaurus/Link.tsx';
import * as useBaseUrl from '../../runtime/docusaurus/useBaseUrl.ts';
import useDocusaurusContext from '../../runtime/docusaurus/useDocusaurusContext.ts';
import BrowserOnly from '../../runtime/docusaurus/BrowserOnly.tsx';
import Translate, { translate } from '../../runtime/docusaurus/Translate.tsx';
import Layout from '../../runtime/docusaurus/Layout.tsx';

/** Modules by name, as CommonJS sees them. */
export type PageRuntime = Readonly<Record<string, object>>;

/**
 * The renderer's own instances of the modules React pages import from Docusaurus
 * (cli/bundle/page-modules.ts): a renderer bundled with a site's swizzled components exports its own.
 */
export const PAGE_RUNTIME: PageRuntime = {
  '@docusaurus/Link': { __esModule: true, default: Link },
  '@docusaurus/useBaseUrl': { __esModule: true, ...useBaseUrl },
  '@docusaurus/useDocusaurusContext': { __esModule: true, default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { __esModule: true, default: BrowserOnly },
  '@docusaurus/Translate': { __esModule: true, default: Translate, translate },
  '@theme/Layout': { __esModule: true, default: Layout },
};
