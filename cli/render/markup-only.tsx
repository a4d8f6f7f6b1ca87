import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from './react-dom-server.ts';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { bodyElements } from '../../runtime/pages/components/mdx-elements.ts';
import { SiteProvider } from '../../runtime/core/site-context.tsx';
import { RouterProvider, staticRouter } from '../../runtime/core/router-context.tsx';
import { PageProvider } from '../../runtime/theme/page-context.tsx';
import { toBodyTree } from '../content/mdx/body-tree.ts';
import { COMPONENT_TAG } from '../content/mdx/remark-mdx-static.ts';
import { MARKUP_ONLY_COMPONENTS } from '../content/mdx/theme-components.ts';
import type { ClientSiteData, PageData } from '../graph/page-data-types.ts';
import type { BodyNode, MdxTree, PageBody } from '../graph/schema.ts';
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
  return mapTrees(page, (tree) => (tree.components.some(isMarkupOnly) ? renderTree(tree, components, context, `b${trees++}`) : tree));
}

/**
 * The tree rendered to HTML, each component with behaviour standing as the element the content
 * stage gave it (its module, props and place, its children rendered), then read back into a tree.
 */
function renderTree(tree: MdxTree, components: ReadonlyMap<string, MdxComponent>, context: (children: ReactNode) => ReactNode, identifierPrefix: string): PageBody {
  const copy = JSON.parse(JSON.stringify(tree)) as MdxTree;
  // Each kept component node under a name of its own, to carry its place through the HTML.
  const kept = new Map<string, MdxComponent>();
  const stack: BodyNode[] = [...copy.nodes];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node === 'string' || node.type === 'html') continue;
    stack.push(...node.children);
    if (node.type !== 'component' || isMarkupOnly(node.name)) continue;
    const key = `${kept.size}:${node.name}`;
    const place = node.at ? { 'data-file': node.at.file, 'data-line': node.at.line, 'data-column': node.at.column } : {};
    const module = node.name;
    kept.set(key, ({ children, ...props }) => createElement(COMPONENT_TAG, { 'data-module': module, 'data-props': JSON.stringify(props), ...place }, children as ReactNode));
    node.name = key;
  }
  const component = (name: string): MdxComponent => kept.get(name) ?? components.get(name)!;
  const html = renderToStaticMarkup(context(createElement(Fragment, null, ...bodyElements(copy.nodes, component))), { identifierPrefix });
  const root = fromHtml(html, { fragment: true });
  // The HTML gives the place's numbers back as text.
  visit(root, 'element', (element) => {
    if (element.tagName !== COMPONENT_TAG) return;
    for (const key of ['dataLine', 'dataColumn']) if (typeof element.properties[key] === 'string') element.properties[key] = Number(element.properties[key]);
  });
  // The props are in place already: no table of contents to put in.
  return toBodyTree(root, []) ?? html;
}

/** A markup-only component's module, under the name the build's tracing of a failure gives it too (component-place.ts). */
const isMarkupOnly = (name: string) => MARKUP_ONLY_COMPONENTS.has(name.replace(/#\d+$/, ''));
