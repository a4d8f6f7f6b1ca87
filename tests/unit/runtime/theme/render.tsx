import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ClientSiteData, PageData } from '../../../../cli/graph/page-data-types.ts';
import { RouterProvider, staticRouter } from '../../../../runtime/core/router-context.tsx';
import { SiteProvider } from '../../../../runtime/core/site-context.tsx';
import { ColorModeProvider } from '../../../../runtime/theme/color-mode/ColorModeProvider.tsx';
import { Layout } from '../../../../runtime/theme/Layout.tsx';
import { SERVER_PARTS, ServerShortcuts } from '../../../../cli/render/server-shortcuts.tsx';
import { PageProvider } from '../../../../runtime/theme/page-context.tsx';
import { clientSiteData, homePage } from '../fixtures.ts';

interface Options {
  site?: ClientSiteData;
  page?: PageData;
  /** The location; the page's path by default. */
  path?: string;
}

/** Renders a theme part inside every provider the layout sets up, as the server would. */
export function renderInTheme(node: ReactNode, { site = clientSiteData(), page = homePage(), path = page.path }: Options = {}): string {
  return renderToStaticMarkup(
    <ServerShortcuts>
      <SiteProvider value={site}>
        <RouterProvider value={staticRouter(path)}>
          <ColorModeProvider options={site.site.colorMode}>
            <PageProvider value={page}>{node}</PageProvider>
          </ColorModeProvider>
        </RouterProvider>
      </SiteProvider>
    </ServerShortcuts>,
  );
}

export function renderLayout({ site = clientSiteData(), page = homePage(), path = page.path }: Options = {}, content: ReactNode = <p>Page body</p>): string {
  return renderToStaticMarkup(
    <ServerShortcuts>
      <SiteProvider value={site}>
        <RouterProvider value={staticRouter(path)}>
          <Layout page={page} parts={SERVER_PARTS}>
            {content}
          </Layout>
        </RouterProvider>
      </SiteProvider>
    </ServerShortcuts>,
  );
}

/** The opening tags of elements whose class list holds `className`. */
export function tagsWithClass(html: string, className: string): string[] {
  const pattern = new RegExp(`<[a-z]+[^>]*\\bclass="(?:[^"]* )?${className.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(?: [^"]*)?"[^>]*>`, 'g');
  return html.match(pattern) ?? [];
}

/** The markup between an element's opening tag (found by class) and its matching close tag. */
export function innerOf(html: string, className: string): string {
  const [open] = tagsWithClass(html, className);
  if (!open) throw new Error(`No element with class "${className}" in: ${html.slice(0, 200)}`);
  const tag = /^<([a-z]+)/.exec(open)![1];
  const start = html.indexOf(open) + open.length;
  let depth = 1;
  const re = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, 'g');
  re.lastIndex = start;
  for (let match = re.exec(html); match; match = re.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index);
  }
  throw new Error(`Unclosed <${tag}> for class "${className}"`);
}
