import type { SiteGraph } from '../graph/schema.ts';
import { bodyHtml } from '../graph/body-html.ts';

/** What search reads from the graph. */
export type SearchGraph = Pick<SiteGraph, 'mode' | 'docs' | 'blog'>;

/** A published page, as search sees it. */
export interface SearchPage {
  title: string;
  path: string;
  /** The docs section (and version, when it is not the latest) or the blog it belongs to. */
  group: string;
  description: string;
  html: string;
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
      const group = section.versions.length > 1 && !version.isLast ? `${section.label} ${version.label}` : section.label;
      for (const doc of version.docs) {
        if (doc.draft || doc.unlisted) continue;
        pages.push({ title: doc.title, path: doc.path, group, description: doc.description, html: bodyHtml(doc.html) });
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

const HEADING = /<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;
const ID_ATTR = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
/** Tags that separate words; any other tag (inline markup) joins its neighbours. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©', reg: '®', trade: '™' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** Visible text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits content HTML at its headings that carry an id (h2–h6): the anchors search links to. */
export function splitSections(html: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { anchor: '', heading: '', text: '' };
  let last = 0;
  for (const match of html.matchAll(HEADING)) {
    const id = ID_ATTR.exec(match[2]);
    if (!id) continue;
    current.text = htmlToText(html.slice(last, match.index));
    sections.push(current);
    current = { anchor: decodeEntities(id[1] ?? id[2]), heading: htmlToText(match[3]), text: '' };
    last = match.index + match[0].length;
  }
  current.text = htmlToText(html.slice(last));
  sections.push(current);
  return sections;
}
