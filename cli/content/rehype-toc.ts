import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';

export interface TocEntry {
  id: string;
  value: string;
  level: number;
}

export interface RehypeTocOptions {
  /** @default 2 */
  minHeadingLevel?: number;
  /** @default 3 */
  maxHeadingLevel?: number;
}

/** Records the headings in range as `file.data.toc` and every element id as `file.data.anchors`. */
export default function rehypeToc(options: RehypeTocOptions = {}) {
  const min = options.minHeadingLevel ?? 2;
  const max = options.maxHeadingLevel ?? 3;
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    const anchors: string[] = [];
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id;
      if (typeof id === 'string') anchors.push(id);
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level && typeof id === 'string' && +level >= min && +level <= max) {
        toc.push({ id, value: toString(node).trim(), level: +level });
      }
    });
    file.data.toc = toc;
    file.data.anchors = anchors;
  };
}

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
    anchors: string[];
  }
}
