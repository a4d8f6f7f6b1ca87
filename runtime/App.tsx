import type { ClientSiteData, PageData } from '../cli/render/page-data-types.ts';
import type { PageComponent } from './page-kinds.ts';
import { SiteProvider } from './core/site-context.tsx';
import { RouterProvider, type Router } from './core/router-context.tsx';
import { Layout } from './theme/Layout.tsx';

export interface AppProps {
  site: ClientSiteData;
  page: PageData;
  Page: PageComponent;
  router: Router;
}

/** The whole page, identical on the server and at hydration. */
export function App({ site, page, Page, router }: AppProps) {
  return (
    <SiteProvider value={site}>
      <RouterProvider value={router}>
        <Layout page={page}>
          <Page data={page} />
        </Layout>
      </RouterProvider>
    </SiteProvider>
  );
}
