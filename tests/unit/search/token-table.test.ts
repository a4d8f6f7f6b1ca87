import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TokenTable } from '../../../cli/search/token-table.ts';
import { tokenize } from '../../../runtime/search/format.ts';
import { searchLanguage } from '../../../runtime/search/language.ts';

/** A table whose value of a word is the word itself, counting the words it was asked to make. */
function table(split = tokenize) {
  const made: string[] = [];
  const words = new TokenTable(split, (word) => {
    made.push(word);
    return word;
  });
  return { words, made };
}

describe('a token table', () => {
  const ascii = fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)), maxLength: 40 });
  const text = fc.string({ unit: fc.constantFrom('a', 'B', '1', ' ', '\t', '\n', '-', '.', "'", '_', '\u0000', '\u007f', 'é', '\u00a0', '日', '’', '😀'), maxLength: 40 });

  it.each([
    ['ASCII text, every character tried', ascii],
    ['any text, non-ASCII included', text],
  ])('cuts %s into the words tokenize() makes', (_, texts) => {
    const { words } = table();
    fc.assert(
      fc.property(texts, (source) => {
        expect([...words.valuesOf(source)]).toEqual(tokenize(source));
      }),
      { numRuns: 3000 },
    );
  });

  it('makes a value once per distinct word, across texts and past its first size', () => {
    const { words, made } = table();
    const many = Array.from({ length: 5000 }, (_, i) => `w${i}`);
    expect(words.valuesOf(many.join(' '))).toEqual(many);
    expect(words.valuesOf(`${many.slice(0, 3).join(', ')} café w1`)).toEqual(['w0', 'w1', 'w2', 'café', 'w1']);
    expect(words.valuesOf('w4999 café')).toEqual(['w4999', 'café']);
    expect(made).toEqual([...many, 'café']);
  });

  it("cuts with the language's own split when it is not tokenize()", () => {
    const japanese = searchLanguage('ja');
    const { words } = table(japanese.tokenize);
    expect(words.valuesOf('東京の天気 tokyo')).toEqual(japanese.tokenize('東京の天気 tokyo'));
  });
});
