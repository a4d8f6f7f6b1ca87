import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { PACK_FILES, PackWriter, readPacks } from '../../../cli/exec/compiled-packs.ts';
import { TextDigests } from '../../../cli/exec/text-digests.ts';
import type { MarkdownResult } from '../../../cli/content/compile-markdown.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('compiled-packs');

const result = (n: number, edit = ''): MarkdownResult => ({ diagnostics: [], value: { html: `<p>page ${n}${edit}</p>` } }) as unknown as MarkdownResult;

/** Packs `count` results as a build would (`stop`: a build stopped before its end), then reads them as the next build does. */
async function packed(dir: string, count: number, options: { last?: number; edit?: string; stop?: boolean; reading?: TextDigests } = {}) {
  const writing = openCache(dir, { memory: false });
  const writer = new PackWriter(writing, 'options', options.last ?? 0, new TextDigests());
  for (let n = 0; n < count; n++) writer.add(`key-${n}${options.edit ?? ''}`, result(n, options.edit));
  if (!options.stop) writer.finish();
  await writing.flush();
  return readPacks(openCache(dir, { memory: false }), 'options', options.reading ?? new TextDigests());
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

  it("reads back bodies of HTML, trees and none alike, each body's digest brought along so that the reading build need not hash it", async () => {
    const reading = new TextDigests();
    const remember = vi.spyOn(reading, 'remember');
    const file = (value: object) => ({ diagnostics: [], value }) as unknown as MarkdownResult;
    const files: Array<[string, MarkdownResult]> = [
      ['excerpt', file({ html: '<p>whole ✓</p>', excerptHtml: '<p>start</p>', words: 2 })],
      ['tree', file({ html: { nodes: ['text', { type: 'component', name: 'Tabs', props: {}, children: [] }] }, excerptHtml: '<p>tree</p>' })],
      ['empty', file({ html: '' })],
      ['unread', { diagnostics: [{ message: 'cannot be read' }] } as unknown as MarkdownResult],
      ...[0, 1, 2].map((n): [string, MarkdownResult] => [`key-${n}`, result(n)]),
    ];
    const dir = tempDir();
    const writing = openCache(dir, { memory: false });
    const writer = new PackWriter(writing, 'options', 0, new TextDigests());
    for (const [key, compiled] of files) writer.add(key, compiled);
    writer.finish();
    await writing.flush();
    const packs = readPacks(openCache(dir, { memory: false }), 'options', reading);
    expect([...packs.results]).toEqual(files);
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const bodies = ['<p>whole ✓</p>', '<p>start</p>', '<p>tree</p>', '', ...[0, 1, 2].map((n) => result(n).value!.html as string)];
    expect(remember.mock.calls.sort()).toEqual(bodies.map((body) => [body, sha256(body)]).sort());
  });
});
