import type { Nodes, Parent, Root } from 'mdast';

/** Nodes whose children are phrasing (or table rows of it), where no block node can be. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'table', 'link', 'linkReference', 'emphasis', 'strong', 'delete']);

/**
 * Calls `enter` on every block node of an mdast tree (in containers too: lists, quotes,
 * directives, footnotes), without walking into paragraphs, headings and tables: cheaper than
 * unist-util-visit for plugins that only look at blocks.
 */
export function walkBlocks(tree: Root, enter: (node: Nodes) => void): void {
  const walk = (parent: Parent) => {
    for (const child of parent.children as Nodes[]) {
      enter(child);
      if (holdsBlocks(child)) walk(child);
    }
  };
  walk(tree);
}

/** Whether a node's children may be blocks. */
export function holdsBlocks(node: Nodes): node is Extract<Nodes, Parent> {
  return 'children' in node && !PHRASING_PARENTS.has(node.type);
}
