import type { ReactNode } from 'react';
import type { PageData } from '../../cli/graph/page-data-types.ts';
import { useSiteData } from '../core/site-context.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { ColorModeProvider } from './color-mode/ColorModeProvider.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Navbar } from './navbar/Navbar.tsx';
import { PageProvider } from './page-context.tsx';
import { ServerHtml } from './ServerHtml.tsx';
import { MAIN_ID, SkipToContent } from './SkipToContent.tsx';

/**
 * The parts of the layout that are the same on every page: the server render makes them
 * (BaseUrlBanner, Footer: cli/render/render-page.tsx), and the browser repeats the server's markup
 * (SERVER_HTML_PARTS) instead of bundling their code.
 */
export interface LayoutParts {
  banner: ReactNode;
  footer: ReactNode;
}

/** The browser's layout parts: the elements as the server rendered them. */
export const SERVER_HTML_PARTS: LayoutParts = {
  banner: <ServerHtml selector="#__sitegen > .layout > .base-url-banner-host" />,
  footer: <ServerHtml selector="#__sitegen > .layout > footer" />,
};

/** The frame of every page: skip link, banners, navbar, the page (behind an error boundary), footer. */
export function Layout({ page, parts, children }: { page: PageData; parts: LayoutParts; children: ReactNode }) {
  const { site } = useSiteData();
  return (
    <ColorModeProvider options={site.colorMode}>
      <PageProvider value={page}>
        <div className="layout">
          <SkipToContent />
          {parts.banner}
          <AnnouncementBar />
          <Navbar />
          <main id={MAIN_ID} tabIndex={-1} className="main-wrapper">
            <ErrorBoundary resetKey={page.path}>{children}</ErrorBoundary>
          </main>
          {parts.footer}
        </div>
      </PageProvider>
    </ColorModeProvider>
  );
}
