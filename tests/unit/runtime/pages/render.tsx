import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ClientSiteData } from '../../../../cli/render/page-data-types.ts';
import { RouterProvider, staticRouter } from '../../../../runtime/core/router-context.tsx';
import { SiteProvider } from '../../../../runtime/core/site-context.tsx';
import { site as defaultSite } from './fixtures.ts';
import { parseHtml, type HtmlElement } from './html-query.ts';

/** Renders a page inside the providers, as the server would at `path`, and parses the markup. */
export function render(node: ReactNode, path: string, site: ClientSiteData = defaultSite): { html: string; root: HtmlElement } {
  const html = renderToStaticMarkup(
    <SiteProvider value={site}>
      <RouterProvider value={staticRouter(path)}>{node}</RouterProvider>
    </SiteProvider>,
  );
  return { html, root: parseHtml(html) };
}
