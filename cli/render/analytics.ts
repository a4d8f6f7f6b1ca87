import { escapeHtml } from './escape-html.ts';

/**
 * gtag with IP anonymisation. The `config` call counts the first page view; the client router
 * sends one `page_view` per later route change, so no view is counted twice.
 */
export function analyticsTags(analytics: { trackingID?: string; anonymizeIP: boolean }): string {
  const id = analytics.trackingID?.trim();
  if (!id) return '';
  const config = JSON.stringify({ anonymize_ip: analytics.anonymizeIP });
  return [
    `<link rel="preconnect" href="https://www.googletagmanager.com">`,
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}"></script>`,
    `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${escapeHtml(JSON.stringify(id)).replace(/&quot;/g, '"')},${config});</script>`,
  ].join('\n');
}
