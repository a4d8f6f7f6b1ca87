import { describe, expect, it } from 'vitest';
import { highlight, snippet } from '../../../runtime/search/highlight.ts';

describe('highlighting', () => {
  it('marks the words whose normalised form matched, whatever their case or accents', () => {
    expect(highlight('Kubernetes, or kubernetes? Café!', new Set(['kubernetes', 'cafe']))).toEqual(['', 'Kubernetes', ', or ', 'kubernetes', '? ', 'Café', '!']);
    expect(highlight('nothing here', new Set(['kubernetes']))).toEqual(['nothing here']);
  });

  it('cuts a window around the first match, at spaces, with ellipses', () => {
    const text = `${'lorem '.repeat(40)}the zeppelin lands here ${'ipsum '.repeat(40)}`.trim();
    const parts = snippet(text, new Set(['zeppelin']), 100);
    const joined = parts.join('');
    expect(parts[1]).toBe('zeppelin');
    expect(joined.startsWith('…lorem')).toBe(true);
    expect(joined.endsWith('ipsum…')).toBe(true);
    expect(joined.length).toBeLessThanOrEqual(102);
  });

  it('keeps short text whole and starts at the beginning when nothing matched', () => {
    expect(snippet('Short text.', new Set(['short']))).toEqual(['', 'Short', ' text.']);
    expect(snippet('word '.repeat(100), new Set(['zeppelin']), 50).join('').startsWith('word word')).toBe(true);
  });
});
