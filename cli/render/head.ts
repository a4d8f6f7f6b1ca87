import type { ClientSiteData, PageData } from '../graph/page-data-types.ts';
import { RUNTIME_SPECIFIER } from './runtime-specifier.ts';
import { escapeHtml } from './escape-html.ts';
import { configHeadTags, metadataKey, metadataTags } from './config-head-tags.ts';
import { GENERATOR } from './generator.ts';
import { localeAlternates, openGraphLocales } from './locale-head.ts';

export interface HeadAssets {
  stylesheet: string;
  entry: string;
  /** Page-kind chunk and its imports, preloaded so hydration doesn't wait on a request chain. */
  preload: string[];
  /** assetTags() of these, when the caller made them once for every page of a kind. */
  tags?: string;
}

/** JSON safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(site: ClientSiteData['site'], path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${site.url.replace(/\/$/, '')}${withBase(site.baseUrl, path)}`;
}

export function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Everything in `<head>` but the inline scripts: title, description, canonical, social cards, the
 * config's metadata, feeds, the config's head tags.
 */
export function headTags(data: ClientSiteData, page: PageData, assets: HeadAssets): string {
  const { site } = data;
  const title = escapeHtml(page.documentTitle);
  const description = escapeHtml(page.description);
  const url = escapeHtml(absoluteUrl(site, page.path));
  const image = (page.kind === 'blogPost' && page.post.image) || (page.kind === 'doc' && page.doc.image) || (page.kind === 'page' && page.page.image) || site.image;
  const imageUrl = image ? escapeHtml(absoluteUrl(site, image)) : '';
  const keywords = (page.kind === 'blogPost' && page.post.keywords) || (page.kind === 'doc' && page.doc.keywords) || (page.kind === 'page' && page.page.keywords) || [];
  const metadata = site.metadata ?? [];
  // As in Docusaurus, the config's metadata gives way to the tags the page makes (`own`, filled
  // as the list below is written) and replaces sitegen's site-wide ones.
  const own = new Set<string>();
  const meta = (attribute: 'name' | 'property', key: string, content: string) => (own.add(key), `<meta ${attribute}="${key}" content="${content}">`);
  const replaced = new Set(metadata.map(metadataKey));
  const siteWide = (attribute: 'name' | 'property', key: string, content: string) => (replaced.has(key) ? '' : `<meta ${attribute}="${key}" content="${content}">`);
  const og = openGraphLocales(site);
  const tags = [
    '<meta charset="utf-8">',
    siteWide('name', 'viewport', 'width=device-width, initial-scale=1'),
    `<title>${title}</title>`,
    meta('name', 'description', description),
    meta('name', 'generator', GENERATOR),
    keywords.length > 0 ? meta('name', 'keywords', escapeHtml(keywords.join(','))) : '',
    page.kind === 'notFound' ? '' : `<link rel="canonical" href="${url}">`,
    ...localeAlternates(site, page),
    page.noindex || site.noIndex ? meta('name', 'robots', 'noindex, nofollow') : '',
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', page.kind === 'blogPost' ? 'article' : 'website'),
    meta('property', 'og:url', url),
    siteWide('property', 'og:site_name', escapeHtml(site.title)),
    siteWide('property', 'og:locale', escapeHtml(og.locale)),
    ...og.alternates.map((alternate) => meta('property', 'og:locale:alternate', escapeHtml(alternate))),
    image ? meta('property', 'og:image', imageUrl) : '',
    siteWide('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    image ? meta('name', 'twitter:image', imageUrl) : '',
    page.kind === 'blogPost' ? meta('property', 'article:published_time', page.post.date) : '',
    ...(page.kind === 'blogPost' ? page.post.tags.map((tag) => meta('property', 'article:tag', escapeHtml(tag.label))) : []),
    ...metadataTags(metadata, own),
    assets.tags ?? assetTags(data, assets),
  ];
  return tags.filter(Boolean).join('\n');
}

/**
 * The tags that end `<head>`, the same on every page of a kind: favicon, feeds, the config's head
 * tags (after the links, before the site's own CSS and scripts, where Docusaurus puts them),
 * stylesheet, scripts.
 */
export function assetTags(data: ClientSiteData, assets: HeadAssets): string {
  const { site } = data;
  return [
    site.favicon ? `<link rel="icon" href="${escapeHtml(withBase(site.baseUrl, site.favicon))}"${site.favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>` : '',
    ...data.feeds.map((feed) => {
      const type = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' }[feed.type];
      return `<link rel="alternate" type="${type}" href="${escapeHtml(withBase(site.baseUrl, feed.path))}" title="${escapeHtml(feed.title)}">`;
    }),
    ...configHeadTags(site),
    `<link rel="stylesheet" href="${withBase(site.baseUrl, assets.stylesheet)}">`,
    // Page and lazy chunks import the runtime by this name (cli/bundle/runtime-boundary.ts); the map
    // must come before the first module is fetched.
    `<script type="importmap">${scriptJson({ imports: { [RUNTIME_SPECIFIER]: withBase(site.baseUrl, assets.entry) } })}</script>`,
    `<link rel="modulepreload" href="${withBase(site.baseUrl, assets.entry)}">`,
    ...assets.preload.map((p) => `<link rel="modulepreload" href="${withBase(site.baseUrl, p)}">`),
  ]
    .filter(Boolean)
    .join('\n');
}
