import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TextDigests } from '../../../cli/exec/text-digests.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('text digests (cli/exec/text-digests.ts)', () => {
  it("is each text's SHA-256, for texts alike in length and ends too", () => {
    const digests = new TextDigests();
    const middle = (word: string) => `<p>${'a'.repeat(40)}${word}${'z'.repeat(40)}</p>`;
    const texts = [middle('one'), middle('two'), middle('six'), 'short', 'é ✓ 日本', ''];
    for (const text of texts) expect(digests.digest(text)).toBe(sha256(text));
    // Known now, whether the same string or another one equal to it.
    for (const text of texts) expect(digests.digest(text.split('').join(''))).toBe(sha256(text));
  });

  it('takes a remembered digest for its text alone, until cleared', () => {
    const digests = new TextDigests();
    const text = `<p>${'b'.repeat(100)}</p>`;
    digests.remember(text, 'kept');
    expect(digests.digest(text)).toBe('kept');
    expect(digests.digest(`<p>${'b'.repeat(50)}c${'b'.repeat(49)}</p>`)).not.toBe('kept');
    digests.clear();
    expect(digests.digest(text)).toBe(sha256(text));
  });
});
