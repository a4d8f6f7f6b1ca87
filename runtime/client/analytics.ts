import type { RouterLocation } from '../core/router-context.tsx';

type Gtag = (command: 'event', name: 'page_view', params: { page_path: string; page_location: string; page_title: string }) => void;

/**
 * One gtag `page_view` per route change (path, query or hash). The first page is counted by the
 * `config` call of the inline snippet (cli/render/analytics.ts), so it is never sent from here.
 */
export function trackPageView(trackingID: string | undefined, from: RouterLocation, to: RouterLocation, win: { gtag?: unknown; location: { href: string }; document: { title: string } }): boolean {
  if (!trackingID?.trim() || typeof win.gtag !== 'function') return false;
  if (from.pathname === to.pathname && from.search === to.search && from.hash === to.hash) return false;
  (win.gtag as Gtag)('event', 'page_view', {
    page_path: to.pathname + to.search + to.hash,
    page_location: win.location.href,
    page_title: win.document.title,
  });
  return true;
}
