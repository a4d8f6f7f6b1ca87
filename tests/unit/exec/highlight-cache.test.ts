import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { cachedHighlighter } from '../../../cli/exec/highlight-cache.ts';
import type { BlockHighlighter } from '../../../cli/content/highlighter.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A highlighter that says what it was asked, made only when the cache first misses. */
function counting() {
  const asked: string[] = [];
  let started = 0;
  const highlighter: BlockHighlighter = {
    highlight: async (code, lang) => {
      asked.push(`${lang}:${code}`);
      return lang === 'none' ? undefined : { type: 'raw', value: `<pre>${lang}:${code}</pre>` };
    },
  };
  return { asked, started: () => started, start: () => (started++, highlighter) };
}

const tempDir = tempDirs('highlight-cache');

describe('cachedHighlighter', () => {
  it('highlights a block once, for every later build with the same cache, and starts no highlighter when all are kept', async () => {
    const dir = tempDir();
    const first = counting();
    const cache = openCache(dir, { memory: false });
    const blocks = cachedHighlighter(cache, 'themes-a', first.start);
    expect(await blocks.highlight('let a = 1;', 'js')).toEqual({ type: 'raw', value: '<pre>js:let a = 1;</pre>' });
    expect(await blocks.highlight('anything', 'none')).toBeUndefined();
    await cache.flush();

    // The next build: another process, its cache read from the folder.
    const next = counting();
    const nextCache = openCache(dir, { memory: false });
    const again = cachedHighlighter(nextCache, 'themes-a', next.start);
    expect(await again.highlight('let a = 1;', 'js')).toEqual({ type: 'raw', value: '<pre>js:let a = 1;</pre>' });
    expect(await again.highlight('anything', 'none')).toBeUndefined();
    expect(next.started()).toBe(0);
    // Other code, another language or other themes are other blocks.
    expect(await again.highlight('let a = 2;', 'js')).toEqual({ type: 'raw', value: '<pre>js:let a = 2;</pre>' });
    expect(await again.highlight('let a = 1;', 'ts')).toEqual({ type: 'raw', value: '<pre>ts:let a = 1;</pre>' });
    const themed = counting();
    const themedCache = openCache(dir, { memory: false });
    await cachedHighlighter(themedCache, 'themes-b', themed.start).highlight('let a = 1;', 'js');
    expect([next.asked, themed.asked]).toEqual([['js:let a = 2;', 'ts:let a = 1;'], ['js:let a = 1;']]);
    // Their entries are written in the background: done before the folder goes.
    await Promise.all([nextCache.flush(), themedCache.flush()]);
  });

  it('gives the files with a block it does not hold, to highlight ahead; their kept blocks are read once', async () => {
    const cache = openCache(undefined);
    const { asked, start } = counting();
    const blocks = cachedHighlighter(cache, 'themes', start);
    await blocks.highlight('kept()', 'js');
    const keptOnly = bytes('# Kept\n\n```js\nkept()\n```\n');
    const withNew = bytes('# New\n\n```js\nkept()\n```\n\n```py\nnew()\n```\n');
    const prose = bytes('No code at all.\n');
    const undecodable = new Uint8Array([0x23, 0x20, 0xff]);
    expect(blocks.missing([keptOnly, withNew, prose, undecodable], {})).toEqual([withNew]);
    expect(await blocks.highlight('kept()', 'js')).toEqual({ type: 'raw', value: '<pre>js:kept()</pre>' });
    expect(asked).toEqual(['js:kept()']);
  });
});
