import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export interface ContentLink {
  url: string;
  line?: number;
  column?: number;
  kind: 'link' | 'image';
}

/** Every link, image and link definition in the Markdown, with its position, for the graph's link check. */
export function collectLinks(tree: Root): ContentLink[] {
  const links: ContentLink[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      links.push({
        url: node.url,
        line: node.position?.start.line,
        column: node.position?.start.column,
        kind: node.type === 'image' ? 'image' : 'link',
      });
    }
  });
  return links;
}
