import type { SiteGraph } from './schema.ts';

/**
 * Docusaurus' `trailingSlash` on a site path (its applyTrailingSlash): `true` adds a slash to the
 * path's end, `false` removes it, unset leaves the path as it is. The home page `/`, anchors,
 * other origins and files (a dot in the last segment: `/img/a.png`, `/blog/rss.xml`) keep theirs.
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || !url.startsWith('/') || url.startsWith('//')) return url;
  const end = url.search(/[?#]/);
  const pathname = end < 0 ? url : url.slice(0, end);
  if (pathname === '/' || /\.[^/]*$/.test(pathname)) return url;
  const slashed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/+$/, '');
  return slashed + url.slice(pathname.length);
}

/** The keys whose values are site paths a page links to or is found at. */
const PATH_KEYS = new Set(['path', 'permalink', 'href', 'to']);

/** The keys whose values are HTML: bodies, excerpts, MDX HTML nodes, sidebar `html` items. */
const HTML_KEYS = new Set(['html', 'excerptHtml', 'value']);

/** `href="/…"` of an anchor in body HTML, single- or double-quoted. */
const ANCHOR = /<a\s[^>]*>/gi;
const HREF = /(\shref=)(["'])(\/[^"']*)\2/i;

/**
 * The graph with the config's `trailingSlash` applied, as Docusaurus applies it to its routes and
 * its `<Link>`s: every route path and every path a page links to (sidebars, pagers, navbar,
 * footer, cards, MDX props and links in Markdown bodies). Unset, the graph is returned as is.
 */
export function withTrailingSlash(graph: SiteGraph): SiteGraph {
  const setting = graph.site.trailingSlash;
  if (setting === undefined) return graph;
  const apply = (url: string) => applyTrailingSlash(url, setting);
  const body = (html: string) => html.replace(ANCHOR, (tag) => tag.replace(HREF, (_, attribute: string, quote: string, url: string) => `${attribute}${quote}${apply(url)}${quote}`));
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      if (key !== undefined && PATH_KEYS.has(key)) return apply(value);
      return key !== undefined && HTML_KEYS.has(key) ? body(value) : value;
    }
    // The strings of an MDX tree's nodes and children are HTML.
    if (Array.isArray(value)) return value.map((item) => walk(item, key === 'nodes' || key === 'children' ? 'html' : undefined));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
  };
  return walk(graph) as SiteGraph;
}
