import type { SiteGraph } from '../graph/schema.ts';
import { absoluteUrl } from './head.ts';
import { escapeHtml } from './escape-html.ts';

/** Every indexable route: drafts have no route, unlisted pages are marked noindex. */
export function renderSitemap(graph: SiteGraph): string {
  const urls = graph.routes
    .filter((r) => !r.noindex)
    .map((r) => `  <url><loc>${escapeHtml(absoluteUrl(graph.site, r.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may fetch every page, so that they read a noindex site's robots meta; the sitemap is named when there is one. */
export function renderRobots(graph: SiteGraph): string {
  return `User-agent: *\nAllow: /\n${graph.site.noIndex ? '' : `\nSitemap: ${absoluteUrl(graph.site, '/sitemap.xml')}\n`}`;
}
