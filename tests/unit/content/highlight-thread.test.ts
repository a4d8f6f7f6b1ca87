import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { startHighlightThread } from '../../../cli/content/highlight-thread.ts';
import { createHighlighter } from '../../../cli/content/highlighter.ts';

const blocks: Array<[code: string, lang: string]> = [
  ['const n: number = 1;\nexport default n;', 'ts'],
  ['echo "$HOME" | grep -v x', 'bash'],
  ['a: 1\nb: [x, y] # c', 'yaml'],
  ['def f(x):\n    return x', 'python'],
];

// The thread runs lib/highlight-worker.js, compiled by `npm test` before the tests run.
describe('the highlight thread', () => {
  it('gives what the highlighter on this thread gives, and nothing for an unknown language', async () => {
    const here = await createHighlighter();
    const thread = startHighlightThread();
    try {
      const remote = await Promise.all(blocks.map(([code, lang]) => thread.highlight(code, lang)));
      const local = await Promise.all(blocks.map(([code, lang]) => here.highlight(code, lang)));
      expect(remote.map((pre) => pre && toHtml(pre))).toEqual(local.map((pre) => pre && toHtml(pre)));
      expect(toHtml(remote[0]!)).toContain('--shiki-dark');
      expect(await thread.highlight('x', 'no-such-language')).toBeUndefined();
    } finally {
      await thread.close();
    }
  });

  it('answers blocks sent ahead with their own markup, whatever the order, and ignores guesses never asked for', async () => {
    const here = await createHighlighter();
    const thread = startHighlightThread();
    try {
      const variants: Array<[code: string, lang: string]> = [...blocks, ['const m = "other";', 'ts'], ['x', 'no-such-language']];
      thread.highlightAhead([...variants].reverse().map(([code, lang]) => ({ code, lang })));
      thread.highlightAhead([{ code: 'never: asked', lang: 'yaml' }]);
      const remote = await Promise.all(variants.map(([code, lang]) => thread.highlight(code, lang)));
      const local = await Promise.all(variants.map(([code, lang]) => here.highlight(code, lang)));
      expect(remote.map((pre) => pre && toHtml(pre))).toEqual(local.map((pre) => pre && toHtml(pre)));
      expect(remote.at(-1)).toBeUndefined();
      // A block asked for twice is highlighted again the second time.
      expect(toHtml((await thread.highlight(blocks[0][0], blocks[0][1]))!)).toBe(toHtml(local[0]!));
    } finally {
      await thread.close();
    }
  });

  it('highlights on this thread once the worker is gone, the blocks in flight included', async () => {
    const here = await createHighlighter();
    const thread = startHighlightThread();
    const inFlight = thread.highlight(blocks[0][0], blocks[0][1]);
    await thread.close();
    const later = thread.highlight(blocks[1][0], blocks[1][1]);
    expect(toHtml((await inFlight)!)).toBe(toHtml((await here.highlight(blocks[0][0], blocks[0][1]))!));
    expect(toHtml((await later)!)).toBe(toHtml((await here.highlight(blocks[1][0], blocks[1][1]))!));
  });
});
