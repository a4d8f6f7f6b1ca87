import type { Root, Element } from 'hast';
import GithubSlugger from 'github-slugger';
import { walkElements } from './walk-elements.ts';
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

/**
 * Gives every heading without an id the one rehype-slug would (GitHub's slug of its text, made
 * unique with `-1`, `-2`…), and records the headings in range as `file.data.toc` (but the
 * footnotes' label) and every element id as `file.data.anchors`, in one walk and with one
 * `toString` per heading.
 */
export default function rehypeToc(options: RehypeTocOptions = {}) {
  const min = options.minHeadingLevel ?? 2;
  const max = options.maxHeadingLevel ?? 3;
  const slugger = new GithubSlugger();
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    const anchors: string[] = [];
    slugger.reset();
    const visit = (node: Element, listed: boolean): boolean | void => {
      // The footnotes' heading (remark-rehype's visually hidden `Footnotes`) labels them for screen
      // readers only: it gets its id, but no entry in the table of contents, as in Docusaurus.
      if (listed && node.tagName === 'section' && node.properties.dataFootnotes) {
        visit(node, false);
        walkElements(node, (inner) => visit(inner, false));
        return false;
      }
      const level = headingLevel(node.tagName);
      let text: string | undefined;
      if (level && !node.properties.id) {
        text = toString(node);
        node.properties.id = slugger.slug(text);
      }
      const id = node.properties.id;
      if (typeof id !== 'string') return;
      anchors.push(id);
      if (listed && level >= min && level <= max) toc.push({ id, value: (text ?? toString(node)).trim(), level });
    };
    walkElements(tree, (node) => visit(node, true));
    file.data.toc = toc;
    file.data.anchors = anchors;
  };
}

/** 1 to 6 for `h1` to `h6` (in any case, as hast-util-heading-rank), else 0. */
function headingLevel(tagName: string): number {
  if (tagName.length !== 2 || (tagName.charCodeAt(0) | 0x20) !== 104) return 0;
  const digit = tagName.charCodeAt(1) - 48;
  return digit >= 1 && digit <= 6 ? digit : 0;
}

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
    anchors: string[];
  }
}
