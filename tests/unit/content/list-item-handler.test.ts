import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { createListItemHandler } from '../../../cli/content/list-item-handler.ts';

const html = (handlers?: object) => unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { handlers }).use(rehypeStringify).freeze();

describe('the list item handler', () => {
  it('gives the HTML mdast-util-to-hast gives, on generated lists', () => {
    const line = fc.tuple(fc.constantFrom('', '  ', '    '), fc.constantFrom('- ', '* ', '1. ', '2) ', '> - ', ''), fc.constantFrom('a', '[ ] t', '[x] d', '', '`c`'));
    const document = fc.array(fc.oneof(line.map((parts) => parts.join('')), fc.constant('')), { maxLength: 12 }).map((lines) => lines.join('\n'));
    const reference = html();
    fc.assert(
      fc.property(document, (source) => {
        expect(String(html({ listItem: createListItemHandler() }).processSync(source))).toBe(String(reference.processSync(source)));
      }),
      { numRuns: 400 },
    );
  });
});
