import type { Processor } from 'unified';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { markdownSyntax } from '../../cli/content/markdown.ts';
import remarkContainerDirectives from '../../cli/content/remark-container-directives.ts';
import remarkAdmonitionTitles from '../../cli/content/remark-admonition-titles.ts';

/**
 * A remark plugin adding syntax that matches nothing: the markdown-it parser steps aside for it,
 * so a compiler using it parses everything with micromark, the reference.
 */
export function remarkMicromarkOnly(this: Processor) {
  (this.data().micromarkExtensions ??= []).push({});
}

const micromark = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkContainerDirectives).use(remarkAdmonitionTitles).freeze();
const parseStep = unified().use(markdownSyntax).freeze();

/** The tree micromark with GFM, YAML front matter and container directives gives. */
export const micromarkTree = (source: string): Root => micromark.parse(source);

/**
 * Whether micromark, the reference, reads `source` without failing one of its own development
 * checks (on in tests, off for users). mdast-util-gfm-task-list-item asserts that a task check
 * sits in a list item, and micromark finds one outside: `+\n[ ]\n| - | - |\n` (an empty item,
 * then `[ ]` opening a paragraph) fails it, and users see the `[ ]` dropped. Without a reference
 * there is nothing to compare, so generated documents skip such input.
 */
export function micromarkReads(source: string): boolean {
  try {
    micromark.parse(source);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_ASSERTION') return false;
    throw error;
  }
}

/** The tree sitegen's parse step gives: markdown-it's where it serves, else micromark's. */
export const parsedTree = (source: string): Root => parseStep.parse(source) as Root;

/** A tree without its positions: the markdown-it parser keeps only those sitegen reads. */
export function withoutPositions<T>(node: T): T {
  return JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));
}
