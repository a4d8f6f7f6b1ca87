import type { ClientSiteData, PageData } from '../cli/graph/page-data-types.ts';
import type { PageComponent } from './page-kinds.ts';
import { SiteProvider } from './core/site-context.tsx';
import { RouterProvider, type Router } from './core/router-context.tsx';
import { MdxBodyContext, type MdxBody } from './core/mdx-body-context.tsx';
import { Layout, type LayoutParts } from './theme/Layout.tsx';

export interface AppProps {
  site: ClientSiteData;
  page: PageData;
  Page: PageComponent;
  router: Router;
  /** The server's banner and footer, or the browser's copies of their markup. */
  parts: LayoutParts;
  /** The renderer of the page's MDX tree bodies, when it has any. */
  body?: MdxBody;
}

/** The whole page, identical on the server and at hydration. */
export function App({ site, page, Page, router, parts, body }: AppProps) {
  return (
    <SiteProvider value={site}>
      <RouterProvider value={router}>
        <MdxBodyContext.Provider value={body ?? null}>
          <Layout page={page} parts={parts}>
            <Page data={page} />
          </Layout>
        </MdxBodyContext.Provider>
      </RouterProvider>
    </SiteProvider>
  );
}
