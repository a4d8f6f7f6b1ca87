import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fromHtml } from 'hast-util-from-html';
import { bodyElements } from '../../runtime/pages/components/mdx-elements.ts';
import { SiteProvider } from '../../runtime/core/site-context.tsx';
import { RouterProvider, staticRouter } from '../../runtime/core/router-context.tsx';
import { PageProvider } from '../../runtime/theme/page-context.tsx';
import { toBodyTree } from '../content/mdx/body-tree.ts';
import { COMPONENT_TAG } from '../content/mdx/remark-mdx-static.ts';
import { MARKUP_ONLY_COMPONENTS } from '../content/mdx/theme-components.ts';
import type { ClientSiteData, PageData } from '../graph/page-data-types.ts';
import type { MdxTree, PageBody } from '../graph/schema.ts';
import { mapTrees, type MdxComponent } from './mdx-components.ts';
import { ServerShortcuts } from './server-shortcuts.tsx';

/**
 * The page's data as the browser gets it: its tree bodies with the markup-only components
 * (MARKUP_ONLY_COMPONENTS) rendered into HTML, so that only the components with behaviour are
 * loaded and hydrated. A body left without components is HTML, as a page without them has.
 * The graph keeps every component: search, feeds and `sitegen graph` read it whole.
 */
export function renderMarkupOnly<T extends PageData>(site: ClientSiteData, page: T, components: ReadonlyMap<string, MdxComponent>): T {
  const context = (children: ReactNode) => (
    <ServerShortcuts>
      <SiteProvider value={site}>
        <RouterProvider value={staticRouter(page.path)}>
          <PageProvider value={page}>{children}</PageProvider>
        </RouterProvider>
      </SiteProvider>
    </ServerShortcuts>
  );
  let trees = 0;
  // Each tree rendered on its own, its ids (Tabs') prefixed apart: a list of posts has several.
  return mapTrees(page, (tree) => (tree.components.some((name) => MARKUP_ONLY_COMPONENTS.has(name)) ? renderTree(tree, components, context, `b${trees++}`) : tree));
}

/**
 * The tree rendered to HTML, each component with behaviour standing as the element the content
 * stage gave it (its module and props, its children rendered), then read back into a tree.
 */
function renderTree(tree: MdxTree, components: ReadonlyMap<string, MdxComponent>, context: (children: ReactNode) => ReactNode, identifierPrefix: string): PageBody {
  const kept = new Map<string, MdxComponent>();
  const component = (name: string): MdxComponent => {
    if (MARKUP_ONLY_COMPONENTS.has(name)) return components.get(name)!;
    let made = kept.get(name);
    if (!made) {
      made = ({ children, ...props }) => createElement(COMPONENT_TAG, { 'data-module': name, 'data-props': JSON.stringify(props) }, children as ReactNode);
      kept.set(name, made);
    }
    return made;
  };
  const html = renderToStaticMarkup(context(createElement(Fragment, null, ...bodyElements(tree.nodes, component))), { identifierPrefix });
  // The props are in place already: no table of contents to put in.
  return toBodyTree(fromHtml(html, { fragment: true }), []) ?? html;
}
