import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { codeBlockOptions } from './code-block-options.ts';
import { walkBlocks } from './walk-blocks.ts';

/**
 * Reads each fenced code block's title, highlighted lines and line numbers (code-block-options.ts)
 * and takes its magic comments out of the code, so that what is counted, searched and
 * highlighted is what is shown. The options ride on the `<code>` element as `data-code-title`,
 * `data-highlighted-lines` and `data-line-numbers`, which rehype-highlight.ts turns into the
 * block's markup.
 */
export default function remarkCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!source.includes('```') && !source.includes('~~~')) return;
    walkBlocks(tree, (node) => {
      if (node.type !== 'code' || (!node.meta && !node.value.includes('highlight-'))) return;
      const { code, title, highlighted, lineNumbersStart } = codeBlockOptions(node.value, node.lang, node.meta);
      node.value = code;
      const properties = {
        ...(title !== undefined && { dataCodeTitle: title }),
        ...(highlighted.length > 0 && { dataHighlightedLines: highlighted.join(' ') }),
        ...(lineNumbersStart !== undefined && { dataLineNumbers: lineNumbersStart }),
      };
      if (Object.keys(properties).length) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
    });
  };
}
