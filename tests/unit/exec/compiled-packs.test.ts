import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { PACK_FILES, PackWriter, readPacks } from '../../../cli/exec/compiled-packs.ts';
import type { MarkdownResult } from '../../../cli/content/compile-markdown.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('compiled-packs');

const result = (n: number, edit = ''): MarkdownResult => ({ diagnostics: [], value: { html: `<p>page ${n}${edit}</p>` } }) as unknown as MarkdownResult;

/** Packs `count` results as a build would (`stop`: a build stopped before its end), then reads them as the next build does. */
async function packed(dir: string, count: number, options: { last?: number; edit?: string; stop?: boolean } = {}) {
  const writing = openCache(dir, { memory: false });
  const writer = new PackWriter(writing, 'options', options.last ?? 0);
  for (let n = 0; n < count; n++) writer.add(`key-${n}${options.edit ?? ''}`, result(n, options.edit));
  if (!options.stop) writer.finish();
  await writing.flush();
  return readPacks(openCache(dir, { memory: false }), 'options');
}

describe('compiled packs (cli/exec/compiled-packs.ts)', () => {
  it('reads back every result a build packed, by key', async () => {
    const packs = await packed(tempDir(), PACK_FILES * 2 + 5);
    expect(packs.count).toBe(3);
    expect(packs.results.size).toBe(PACK_FILES * 2 + 5);
    expect(packs.results.get('key-7')).toEqual(result(7));
  });

  it('keeps the full packs of a first build stopped midway', async () => {
    const packs = await packed(tempDir(), PACK_FILES + 10, { stop: true });
    expect(packs.results.size).toBe(PACK_FILES);
  });

  it('keeps the last packs beyond the new ones while a build that packs again is stopped midway, and names only its own once it ends', async () => {
    const dir = tempDir();
    await packed(dir, PACK_FILES * 3);
    const stopped = await packed(dir, PACK_FILES + 10, { last: 3, edit: '-edited', stop: true });
    expect(stopped.count).toBe(3);
    expect(stopped.results.get('key-0-edited')).toEqual(result(0, '-edited'));
    expect(stopped.results.get(`key-${PACK_FILES * 2}`)).toEqual(result(PACK_FILES * 2));
    const ended = await packed(dir, PACK_FILES + 10, { last: 3, edit: '-edited' });
    expect(ended.count).toBe(2);
    expect(ended.results.size).toBe(PACK_FILES + 10);
  });
});
