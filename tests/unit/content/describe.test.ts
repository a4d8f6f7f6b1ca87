import fc from 'fast-check';
import { describe as suite, expect, it } from 'vitest';
import { describe } from '../../../cli/content/describe.ts';

/** The description as made from the whole text flattened. */
function fromWholeText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

suite('describe', () => {
  it('keeps a short text whole, its spaces flattened, and cuts a long one at a word', () => {
    expect(describe('  A short\n\ntext.  ')).toBe('A short text.');
    const long = `${'word '.repeat(40)}end`;
    expect(describe(long)).toBe(`${'word '.repeat(31).trim()}…`);
  });

  it('is what flattening the whole text gives, however much space the start holds', () => {
    // Long runs of spaces and line breaks at the start, where only a prefix is flattened.
    const space = fc.constantFrom(' ', '\n', '\t', ' '.repeat(300), '\n'.repeat(700));
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    const text = fc.array(fc.oneof(space, word), { maxLength: 400 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        expect(describe(value)).toBe(fromWholeText(value));
      }),
      { numRuns: 500 },
    );
  });
});
