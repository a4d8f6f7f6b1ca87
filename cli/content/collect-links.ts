import type { Nodes, Root } from 'mdast';

export interface ContentLink {
  url: string;
  line?: number;
  column?: number;
  kind: 'link' | 'image';
}

/** Every link, image and link definition in the Markdown, in document order with its position, for the graph's link check. */
export function collectLinks(tree: Root): ContentLink[] {
  const links: ContentLink[] = [];
  // A plain depth-first walk: unist-util-visit's bookkeeping (parents, actions) cost more than the search.
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
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
