import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import readingTime from 'reading-time';
import { readingStats } from '../../../cli/content/count-words.ts';

/** The `reading-time` package is the reference: the count replaces it and must agree everywhere. */
const sameAsReadingTime = (text: string) => {
  const { words, minutes } = readingTime(text);
  expect(readingStats(text)).toEqual({ words, minutes });
};

describe('the reading stats', () => {
  it.each([
    '',
    ' \n\t\r ',
    'one',
    '  two words  ',
    'end.\n',
    'a-b c—d e_f',
    '日本語の文章です。次の文。',
    'ひらがな、カタカナ and 한국어 텍스트!',
    'mixed日本words 日本 , . ！ ？',
    '𠀀𠀁 emoji 🎉 here',
    'word\u00a0nbsp\u2003em-space',
  ])('counts %j as reading-time does', sameAsReadingTime);

  it('agrees with reading-time on generated text', () => {
    const unit = fc.constantFrom(' ', '\n', '\t', '\r', 'a', 'Z', '1', '.', ',', '!', '-', '@', '[', '~', '日', '語', 'あ', '한', '。', '、', '！', '（', '\u3000', '\u00a0', 'é', '\ud83c', '\udf89', '𠀀');
    fc.assert(fc.property(fc.string({ unit, maxLength: 60 }), sameAsReadingTime), { numRuns: 3000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), sameAsReadingTime), { numRuns: 1000 });
  });
});
