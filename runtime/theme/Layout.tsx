import type { ReactNode } from 'react';
import type { PageData } from '../../cli/render/page-data-types.ts';
import { useSiteData } from '../core/site-context.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { BaseUrlBanner } from './BaseUrlBanner.tsx';
import { ColorModeProvider } from './color-mode/ColorModeProvider.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './navbar/Navbar.tsx';
import { PageProvider } from './page-context.tsx';
import { MAIN_ID, SkipToContent } from './SkipToContent.tsx';

/** The frame of every page: skip link, banners, navbar, the page (behind an error boundary), footer. */
export function Layout({ page, children }: { page: PageData; children: ReactNode }) {
  const { site } = useSiteData();
  return (
    <ColorModeProvider options={site.colorMode}>
      <PageProvider value={page}>
        <div className="layout">
          <SkipToContent />
          <BaseUrlBanner />
          <AnnouncementBar />
          <Navbar />
          <main id={MAIN_ID} tabIndex={-1} className="main-wrapper">
            <ErrorBoundary resetKey={page.path}>{children}</ErrorBoundary>
          </main>
          <Footer />
        </div>
      </PageProvider>
    </ColorModeProvider>
  );
}
