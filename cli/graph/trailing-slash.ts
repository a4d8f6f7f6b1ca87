import type { SiteGraph } from './schema.ts';
import { applyTrailingSlash } from '../../runtime/core/trailing-slash.ts';

// The browser's blog pages apply it too; the graph's users import it from here.
export { applyTrailingSlash };

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
