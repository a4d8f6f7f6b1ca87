import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../config/magic-comments.ts';
import { codeBlockOptions, magicWords } from './code-block-options.ts';
import { walkBlocks } from './walk-blocks.ts';

export interface RemarkCodeBlocksOptions {
  /** Config `prism.magicComments`. @default Docusaurus' highlight-next-line, highlight-start and highlight-end */
  magicComments?: readonly MagicComment[];
}

/**
 * Reads each fenced code block's title, line classes and line numbers (code-block-options.ts)
 * and takes its magic comments out of the code, so that what is counted, searched and
 * highlighted is what is shown. The options ride on the `<code>` element as `data-code-title`,
 * `data-line-class-names` (JSON) and `data-line-numbers`, which rehype-highlight.ts turns into
 * the block's markup.
 */
export default function remarkCodeBlocks({ magicComments = DEFAULT_MAGIC_COMMENTS }: RemarkCodeBlocksOptions = {}) {
  const words = magicWords(magicComments);
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!source.includes('```') && !source.includes('~~~')) return;
    walkBlocks(tree, (node) => {
      if (node.type !== 'code' || (!node.meta && !words.some((word) => node.value.includes(word)))) return;
      const { code, title, lineClassNames, lineNumbersStart } = codeBlockOptions(node.value, node.lang, node.meta, magicComments);
      node.value = code;
      const properties = {
        ...(title !== undefined && { dataCodeTitle: title }),
        ...(Object.keys(lineClassNames).length > 0 && { dataLineClassNames: JSON.stringify(lineClassNames) }),
        ...(lineNumbersStart !== undefined && { dataLineNumbers: lineNumbersStart }),
      };
      if (Object.keys(properties).length) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
    });
  };
}
