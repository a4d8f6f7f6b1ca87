import type { Nodes, Root, RootContent } from 'mdast';

/** A document with some of its top-level blocks replaced by placeholders, to be put back once it is parsed. */
export interface SetAside {
  source: string;
  /** What each placeholder heading reads: the prefix, then the block's index. */
  marker: string;
}

/**
 * Replaces the lines of each block (first line and one past the last, from 0, in document order)
 * with a placeholder: an ATX heading, which no parser reads as part of the block before it or after
 * it, then empty lines, so that every line after keeps its number. The marker, in private-use
 * characters, is not in the source.
 */
export function setAside(source: string, blocks: ReadonlyArray<readonly [number, number]>): SetAside {
  let marker = '\uE000sitegen-set-aside\uE000';
  while (source.includes(marker)) marker += '\uE000';
  // Lines at even indices, their line endings between.
  const parts = source.split(/(\r\n|\r|\n)/);
  let block = 0;
  for (let line = 0; line * 2 < parts.length; line++) {
    while (block < blocks.length && blocks[block][1] <= line) block++;
    if (block >= blocks.length || line < blocks[block][0]) continue;
    // An emptied line between `\r` and `\n` keeps a space, lest the two make one line ending.
    const between = parts[line * 2 - 1] === '\r' && parts[line * 2 + 1] === '\n' ? ' ' : '';
    parts[line * 2] = line === blocks[block][0] ? `###### ${marker}${block}` : between;
  }
  return { source: parts.join(''), marker };
}

/**
 * Puts each block's nodes where its placeholder heading is in the parsed tree (at any depth: a
 * parser with extra syntax may have put it inside a container of its own). A placeholder not
 * found, which CommonMark does not allow, has its nodes added at the end rather than lost.
 */
export function putBack(tree: Root, { marker }: SetAside, nodes: RootContent[][]): void {
  const placed = new Set<number>();
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (!('children' in node)) continue;
    const children = node.children as Nodes[];
    for (let i = children.length - 1; i >= 0; i--) {
      const index = placeholderIndex(children[i], marker);
      if (index === undefined || index >= nodes.length) stack.push(children[i]);
      else {
        children.splice(i, 1, ...nodes[index]);
        placed.add(index);
      }
    }
  }
  nodes.forEach((lost, index) => placed.has(index) || tree.children.push(...lost));
}

function placeholderIndex(node: Nodes, marker: string): number | undefined {
  if (node.type !== 'heading' || node.depth !== 6 || node.children.length !== 1) return undefined;
  const [text] = node.children;
  if (text.type !== 'text' || !text.value.startsWith(marker)) return undefined;
  return Number(text.value.slice(marker.length));
}
