import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fencedLineReader } from '../../../../cli/content/mdx/fenced-lines.ts';
import { readsAsMdx } from '../../../../cli/content/mdx/format.ts';

/** The rule as written: every line of the text, in order, outside fenced code. */
function referenceReadsAsMdx(source: string): boolean {
  const fenced = fencedLineReader();
  return source.split('\n').some((line) => !fenced(line) && /^(?:(?:import|export)[\s{*]|[ \t]*<[A-Z])|\{\/\*/.test(line));
}

// Pieces of lines near every edge of the rule: fences of both kinds, lengths and indents, ESM and
// words that start like it, components and HTML, comments mid-line, carriage returns, U+2028.
const piece = fc.constantFrom(
  '```', '````', '~~~', '~~~~', '```js', '   ```', '    ```', ' ~~~ ', '`` x', 'import X from "y";', 'importance', 'export {a}',
  'export const a = 1', 'exports', 'imports*', 'items', 'eat', '<Tabs>', '  <TabItem value="a">', '\t<X />', '<div>', '< A', 'Text {/* note */}',
  '{/', '/*', '{', '}', 'text', ' ', '\t', '\r', '\u2028', '<!-- c -->', '#', '-',
);
const text = fc.array(fc.array(piece, { maxLength: 3 }).map((parts) => parts.join('')), { maxLength: 12 }).map((lines) => lines.join('\n'));

describe('readsAsMdx', () => {
  it("follows the rule on every line outside fenced code, looking only at the lines that can matter ('detect', .md)", () => {
    fc.assert(
      fc.property(text, (source) => {
        expect(readsAsMdx('a.md', source, 'detect')).toBe(referenceReadsAsMdx(source));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds a component after a closed fence and ESM before one, and none inside one', () => {
    expect(readsAsMdx('a.md', '```\n<Tabs>\n```\n<Tabs>\n', 'detect')).toBe(true);
    expect(readsAsMdx('a.md', 'export const a = 1;\n```\n', 'detect')).toBe(true);
    expect(readsAsMdx('a.md', '````\n```\n<Tabs>\n````\n', 'detect')).toBe(false);
    expect(readsAsMdx('a.md', '~~~\nText {/* note */}\n~~~', 'detect')).toBe(false);
    expect(readsAsMdx('a.md', 'A line ending in {/*', 'detect')).toBe(true);
  });
});
