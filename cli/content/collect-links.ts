import type { Nodes, Root } from 'mdast';

export interface ContentLink {
  url: string;
  /** The URL as written, when `url` is where the graph stage resolved a file link to. */
  written?: string;
  line?: number;
  column?: number;
  kind: 'link' | 'image';
}

/** A URL with a scheme (`https:`, `mailto:`…) or protocol-relative: another site's, which the link check leaves alone. */
export const EXTERNAL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Every link, image and link definition to this site in the Markdown, in document order with its position, for the graph's link check. */
export function collectLinks(tree: Root): ContentLink[] {
  const links: ContentLink[] = [];
  // A plain depth-first walk: unist-util-visit's bookkeeping (parents, actions) cost more than the search.
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !EXTERNAL_URL.test(node.url)) {
      links.push({
        url: node.url,
        line: node.position?.start.line,
        column: node.position?.start.column,
        kind: node.type === 'image' ? 'image' : 'link',
      });
    }
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return links;
}

/** A URL's percent-encoding decoded, or the text as it is when it is not valid. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
