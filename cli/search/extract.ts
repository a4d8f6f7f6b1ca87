import type { SiteGraph } from '../graph/schema.ts';
import { bodyHtml } from '../graph/body-html.ts';

/** What search reads from the graph; without `site`, an English site. */
export type SearchGraph = Pick<SiteGraph, 'mode' | 'docs' | 'blog'> & { site?: { locale: { code: string; htmlLang?: string } } };

/** The BCP 47 tag of the language the graph's pages are written in. */
export function searchLanguageTag(graph: SearchGraph): string {
  return graph.site?.locale.htmlLang ?? graph.site?.locale.code ?? 'en';
}

/** A published page, as search sees it. */
export interface SearchPage {
  title: string;
  path: string;
  /** The docs section (and version, when it is not the latest) or the blog it belongs to. */
  group: string;
  description: string;
  html: string;
  /** The docs version, in a section with more than one: search keeps to the version being read. */
  version?: { section: string; name: string; isLast: boolean };
}

/** A part of a page: the text before its first heading (anchor ''), then one per heading with an id. */
export interface PageSection {
  anchor: string;
  heading: string;
  text: string;
}

/** Every page search indexes: docs of every section and version, then blog posts; no drafts, no unlisted pages. */
export function searchablePages(graph: SearchGraph): SearchPage[] {
  const pages: SearchPage[] = [];
  for (const section of graph.docs) {
    for (const version of section.versions) {
      const versioned = section.versions.length > 1;
      const group = versioned && !version.isLast ? `${section.label} ${version.label}` : section.label;
      const tag = versioned ? { version: { section: section.id, name: version.name, isLast: version.isLast } } : {};
      for (const doc of version.docs) {
        if (doc.draft || doc.unlisted) continue;
        pages.push({ title: doc.title, path: doc.path, group, description: doc.description, html: bodyHtml(doc.html), ...tag });
      }
    }
  }
  if (graph.blog) {
    for (const post of graph.blog.posts) {
      if (post.draft || post.unlisted) continue;
      pages.push({ title: post.title, path: post.permalink, group: graph.blog.title, description: post.description, html: bodyHtml(post.html) });
    }
  }
  return pages;
}

const HEADING_OPEN = /<h([2-6])\b([^>]*)>/gi;
const ID_ATTR = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
/** Tags that separate words; any other tag (inline markup) joins its neighbours. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©', reg: '®', trade: '™' };

function decodeEntities(text: string): string {
  // Most text has no entity: a look for '&' costs a tenth of the case-insensitive pattern's scan.
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/**
 * Whitespace that collapsing changes: a run of two or more, or one character other than a space.
 * Replacing these with a space gives what replacing every `/\s+/` does, without a match (and a
 * piece of the new string) at every space between two words.
 */
const COLLAPSIBLE_SPACE = /\s\s+|[^\S ]/g;

/** Visible text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  const hidden = withoutSpans(withoutSpans(html, /<(script|style|template)\b/gi, (name) => `</${name}>`), /<!--/g, () => '-->');
  return decodeEntities(untilLastTagEnd(hidden, (tags) => tags.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, '')))
    .replace(COLLAPSIBLE_SPACE, ' ')
    .trim();
}

/**
 * The text with each span from a match of `start` to the first `end` after it replaced by a space,
 * as `.replace(/start[\s\S]*?end/gi, ' ')` does, but scanning the rest of the text once for an end
 * that is not there, not once for every start before it: raw HTML from Markdown passes through as
 * written, unclosed tags included.
 */
function withoutSpans(html: string, start: RegExp, end: (name: string) => string): string {
  const unclosed = new Set<string>();
  let out = '';
  let copied = 0;
  for (let open = start.exec(html); open; open = start.exec(html)) {
    const name = (open[1] ?? '').toLowerCase();
    const close = unclosed.has(name) ? -1 : indexOfIgnoringCase(html, end(name), open.index + open[0].length);
    if (close < 0) {
      unclosed.add(name);
      start.lastIndex = open.index + 1;
      continue;
    }
    out += html.slice(copied, open.index) + ' ';
    copied = start.lastIndex = close + end(name).length;
  }
  return out + html.slice(copied);
}

/** Where `search` (a closing tag or `-->`, nothing a pattern reads specially) is next found from `from`, in any case. */
function indexOfIgnoringCase(text: string, search: string, from: number): number {
  const pattern = new RegExp(search, 'gi');
  pattern.lastIndex = from;
  return pattern.exec(text)?.index ?? -1;
}

/**
 * Applies `strip` to the text up to its last `>`: a tag pattern such as `<[^>]*>` tried at a `<`
 * with no `>` after it would scan to the end for each such `<`, and matches nothing there.
 */
function untilLastTagEnd(html: string, strip: (tags: string) => string): string {
  const end = html.lastIndexOf('>') + 1;
  return strip(html.slice(0, end)) + html.slice(end);
}

/** Splits content HTML at its headings that carry an id (h2–h6): the anchors search links to. */
export function splitSections(html: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { anchor: '', heading: '', text: '' };
  let last = 0;
  for (const heading of headings(html)) {
    const id = ID_ATTR.exec(heading.attributes);
    if (!id) continue;
    current.text = htmlToText(html.slice(last, heading.start));
    sections.push(current);
    current = { anchor: decodeEntities(id[1] ?? id[2]), heading: htmlToText(heading.content), text: '' };
    last = heading.end;
  }
  current.text = htmlToText(html.slice(last));
  sections.push(current);
  return sections;
}

/**
 * The h2–h6 elements of the HTML in order, each from its opening tag to the first closing tag of
 * its level, as `/<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\1>/gi` finds them, looking for a missing
 * closing tag of a level once.
 */
function* headings(html: string): Generator<{ attributes: string; content: string; start: number; end: number }> {
  const tags = html.slice(0, html.lastIndexOf('>') + 1);
  const open = new RegExp(HEADING_OPEN.source, HEADING_OPEN.flags);
  const unclosed = new Set<string>();
  for (let match = open.exec(tags); match; match = open.exec(tags)) {
    const close = unclosed.has(match[1]) ? -1 : indexOfIgnoringCase(html, `</h${match[1]}>`, open.lastIndex);
    if (close < 0) {
      unclosed.add(match[1]);
      open.lastIndex = match.index + 1;
      continue;
    }
    yield { attributes: match[2], content: html.slice(open.lastIndex, close), start: match.index, end: close + 5 };
    open.lastIndex = close + 5;
  }
}
