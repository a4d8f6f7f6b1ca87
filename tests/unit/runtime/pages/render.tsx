import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ClientSiteData } from '../../../../cli/graph/page-data-types.ts';
import { RouterProvider, staticRouter } from '../../../../runtime/core/router-context.tsx';
import { SiteProvider } from '../../../../runtime/core/site-context.tsx';
import { ServerShortcuts } from '../../../../cli/render/server-shortcuts.tsx';
import { site as defaultSite } from './fixtures.ts';
import { parseHtml, type HtmlElement } from './html-query.ts';

/**
 * Renders a page inside the providers, as the server would at `path` (or with the browser's Link
 * and sidebar code, which the server hands its own for), and parses the markup.
 */
export function render(node: ReactNode, path: string, site: ClientSiteData = defaultSite, side: 'server' | 'browser' = 'server'): { html: string; root: HtmlElement } {
  const app = (
    <SiteProvider value={site}>
      <RouterProvider value={staticRouter(path)}>{node}</RouterProvider>
    </SiteProvider>
  );
  const html = renderToStaticMarkup(side === 'server' ? <ServerShortcuts>{app}</ServerShortcuts> : app);
  return { html, root: parseHtml(html) };
}
