import type { TocEntry } from '../../../cli/graph/schema.ts';

export interface TocNode extends TocEntry {
  children: TocNode[];
}

/**
 * Nests the flat heading list by level (an h3 goes under the h2 before it), keeping only levels
 * in [minLevel, maxLevel]. A deeper heading with no parent stays at the top level.
 */
export function tocTree(entries: readonly TocEntry[], minLevel = 2, maxLevel = 3): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of entries) {
    if (entry.level < minLevel || entry.level > maxLevel) continue;
    // V8 copies with Object.assign several times faster than it spreads and adds a key: that
    // counts on the server, which builds a tree for every page.
    const node: TocNode = Object.assign({}, entry, { children: [] });
    while (open.length > 0 && open[open.length - 1].level >= node.level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}
