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
import { ServerHtml } from './ServerHtml.tsx';
import { MAIN_ID, SkipToContent } from './SkipToContent.tsx';

/**
 * Replaced at bundle time by esbuild `define`: '"client"' in the browser bundle
 * (cli/bundle/bundle-client.ts), '"server"' in the compiled CLI (scripts/compile.mjs), so the
 * branch not taken is dropped with its imports. Unit tests leave it undefined: the server branch.
 */
declare const process: { env: { SITEGEN_TARGET?: 'client' | 'server' } };

/** The frame of every page: skip link, banners, navbar, the page (behind an error boundary), footer. */
export function Layout({ page, children }: { page: PageData; children: ReactNode }) {
  const { site } = useSiteData();
  return (
    <ColorModeProvider options={site.colorMode}>
      <PageProvider value={page}>
        <div className="layout">
          <SkipToContent />
          {process.env.SITEGEN_TARGET === 'client' ? <ServerHtml selector="#__sitegen > .layout > .base-url-banner-host" /> : <BaseUrlBanner />}
          <AnnouncementBar />
          <Navbar />
          <main id={MAIN_ID} tabIndex={-1} className="main-wrapper">
            <ErrorBoundary resetKey={page.path}>{children}</ErrorBoundary>
          </main>
          {/* The banner and footer are the same on every page: the browser bundle does without their code. */}
          {process.env.SITEGEN_TARGET === 'client' ? <ServerHtml selector="#__sitegen > .layout > footer" /> : <Footer />}
        </div>
      </PageProvider>
    </ColorModeProvider>
  );
}
