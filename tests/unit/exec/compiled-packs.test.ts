import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { KeptPacks, PACK_FILES, PackWriter, readPacks } from '../../../cli/exec/compiled-packs.ts';
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

  it("hands a later build of the same process the packs whose files are unchanged, as they were read, their bodies' digests brought along again", async () => {
    const dir = tempDir();
    await packed(dir, PACK_FILES + 5);
    const kept = new KeptPacks();
    const cache = openCache(dir, { memory: false });
    const get = vi.spyOn(cache, 'get');
    const first = readPacks(cache, 'options', new TextDigests(), kept);
    const reads = get.mock.calls.length;
    const reading = new TextDigests();
    const remember = vi.spyOn(reading, 'remember');
    const second = readPacks(cache, 'options', reading, kept);
    // Only the count is read again.
    expect(get.mock.calls.length - reads).toBe(1);
    expect(second.results.get('key-3')).toBe(first.results.get('key-3'));
    expect(second.results.size).toBe(PACK_FILES + 5);
    expect(remember).toHaveBeenCalledTimes(PACK_FILES + 5);
    expect(remember).toHaveBeenCalledWith(result(3).value!.html, createHash('sha256').update(result(3).value!.html as string).digest('hex'));
  });

  it('reads a pack again once its file is written again, and lets go of packs the count no longer names', async () => {
    const dir = tempDir();
    await packed(dir, PACK_FILES * 2);
    const kept = new KeptPacks();
    const first = readPacks(openCache(dir, { memory: false }), 'options', new TextDigests(), kept);
    // Packed again from the start: the first pack's file is another, the second is no longer named.
    await packed(dir, 10, { last: 2, edit: '-edited' });
    const cache = openCache(dir, { memory: false });
    const second = readPacks(cache, 'options', new TextDigests(), kept);
    expect([...second.results.keys()]).toEqual(Array.from({ length: 10 }, (_, n) => `key-${n}-edited`));
    expect(second.results.get('key-0-edited')).toEqual(result(0, '-edited'));
    expect(first.results.get('key-0')).toEqual(result(0));
    // The second pack's file is left as it was, but not named: a later count naming it again reads it from its file.
    const get = vi.spyOn(cache, 'get');
    cache.set('compiled-pack', 'options/packs', 2);
    const third = readPacks(cache, 'options', new TextDigests(), kept);
    // The count, and the second pack: the first is kept.
    expect(get.mock.calls.length).toBe(2);
    expect(third.results.get(`key-${PACK_FILES}`)).toEqual(result(PACK_FILES));
    expect(third.results.get(`key-${PACK_FILES}`)).not.toBe(first.results.get(`key-${PACK_FILES}`));
  });
});
