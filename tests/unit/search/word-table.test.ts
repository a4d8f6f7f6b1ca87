import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../runtime/search/format.ts';
import { searchLanguage } from '../../../runtime/search/language.ts';
import { WordTable } from '../../../cli/search/word-table.ts';

/** The words of `text` as the table gives them back. */
function wordsOf(table: WordTable<string>, text: string): string[] {
  const count = table.words(text);
  return Array.from(table.ids.subarray(0, count), (id) => table.values[id]);
}

/** Text of ASCII characters (controls, separators and symbols included), with now and then a letter that is not ASCII. */
const texts = fc.array(fc.oneof({ weight: 20, arbitrary: fc.integer({ min: 0, max: 0x7f }) }, { weight: 1, arbitrary: fc.constantFrom(0xe9, 0xa0, 0x3000, 0x2019, 0x4e2d) }), { maxLength: 60 }).map((codes) => String.fromCharCode(...codes));

describe('a word table', () => {
  it('gives the words tokenize() cuts, for any text', () => {
    const table = new WordTable(tokenize, (word) => word);
    fc.assert(fc.property(texts, (text) => {
        expect(wordsOf(table, text)).toEqual(tokenize(text));
      }), { numRuns: 2000 });
  });

  it('numbers each distinct word once, and makes its value once, across texts and both ways of cutting', () => {
    const made: string[] = [];
    const table = new WordTable(tokenize, (word) => (made.push(word), word.toUpperCase()));
    table.words('alpha beta, alpha-gamma');
    const ascii = Array.from(table.ids.subarray(0, table.words('gamma beta')));
    // A letter outside ASCII sends the text through tokenize(): the same words have the same ids.
    const other = Array.from(table.ids.subarray(0, table.words('gamma café beta')));
    expect(made).toEqual(['alpha', 'beta', 'gamma', 'café']);
    expect([other[0], other[2]]).toEqual(ascii);
    expect(table.values[other[1]]).toBe('CAFÉ');
  });

  it('keeps every word apart as it grows past its first table', () => {
    const table = new WordTable(tokenize, (word) => word);
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
    expect(wordsOf(table, words.join(' '))).toEqual(words);
    expect(wordsOf(table, words.slice().reverse().join('\n'))).toEqual(words.slice().reverse());
    expect(table.values).toHaveLength(words.length);
  });

  it("cuts with a language's own tokenize when it is not the ASCII split", () => {
    const japanese = searchLanguage('ja');
    const table = new WordTable(japanese.tokenize, (word) => word);
    const text = "don't stop 検索エンジン";
    expect(wordsOf(table, "don't stop")).toEqual(japanese.tokenize("don't stop"));
    expect(wordsOf(table, text)).toEqual(japanese.tokenize(text));
  });
});
