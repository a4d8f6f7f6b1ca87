import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { keptKeys, keptPatchBase, keptSearchIndex, SearchKeeper } from '../../../cli/exec/search-keeper.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('search-keeper');
const manifest = JSON.stringify({ version: 1, build: 'ABC123' });

async function keep(dir: string, partChars: number) {
  const cache = openCache(dir);
  const keeper = new SearchKeeper({ cacheDir: dir, version: cache.version, namespace: 'search-index', key: 'k' }, partChars);
  keeper.add('docs', 0, Buffer.from('{"docs":0}'));
  keeper.add('docs', 1, Buffer.from('{"docs":1}'));
  keeper.add('post', 0, Buffer.from('{"terms":[]}'));
  keeper.add('dict', 0, Buffer.from('{"terms":["a"]}'));
  const { parts, written } = await keeper.finish(manifest);
  return { cache, parts, written };
}

/** The bytes of these entries of a cache folder. */
const sizeOf = (folder: string, entries: string[]) => entries.reduce((sum, entry) => sum + statSync(join(folder, entry)).size, 0);

/** The index kept under `key`: its build, and its files read back as text. */
function keptTexts(dir: string, version: string, key: string) {
  const { build, manifest: kept, files } = keptSearchIndex(openCache(dir, { version }), 'search-index', key)!;
  return { build, manifest: kept, files: files.map(([kind, n, contents]) => [kind, n, Buffer.from(contents).toString()]) };
}

/** The parts of the index kept under `key`, as a patch of it reads them back. */
function keptParts(dir: string, version: string, key: string, parts: readonly string[]) {
  const cache = openCache(dir, { version });
  return parts.map((part) => ({ key: part, ...cache.get<{ files: Array<['docs' | 'post' | 'dict', number, number]>; bytes: Uint8Array }>('search-index', part)! }));
}

describe('SearchKeeper', () => {
  it('keeps the files in parts of about the given size, read back with the manifest and the build it names', async () => {
    const dir = tempDir();
    const { cache, parts, written } = await keep(dir, 20);
    expect(parts).toHaveLength(2);
    const entries = readdirSync(join(dir, 'search-index'));
    expect(entries).toHaveLength(keptKeys('k', parts).length);
    expect(written).toBe(sizeOf(join(dir, 'search-index'), entries));
    expect(keptTexts(dir, cache.version, 'k')).toEqual({
      build: 'ABC123',
      manifest,
      files: [
        ['docs', 0, '{"docs":0}'],
        ['docs', 1, '{"docs":1}'],
        ['post', 0, '{"terms":[]}'],
        ['dict', 0, '{"terms":["a"]}'],
      ],
    });
  });

  it('reads an index missing any of its entries as a miss', async () => {
    const { parts } = await keep(tempDir(), 20);
    for (let missing = 0; missing < keptKeys('k', parts).length; missing++) {
      const dir = tempDir();
      const { cache } = await keep(dir, 20);
      const folder = join(dir, 'search-index');
      rmSync(join(folder, readdirSync(folder).sort()[missing]));
      expect(keptSearchIndex(openCache(dir, { version: cache.version }), 'search-index', 'k')).toBeUndefined();
    }
  });

  it('names the parts of the index it patches that it makes again byte for byte, and writes the others', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    const files: Array<[kind: 'docs' | 'post', n: number, text: string]> = [['docs', 0, '{"docs":0}'], ['docs', 1, '{"docs":1}'], ['post', 0, '{"terms":[0]}'], ['post', 1, '{"terms":[1]}']];
    const first = new SearchKeeper({ cacheDir: dir, version: cache.version, namespace: 'search-index', key: 'first', patchable: { metaKey: 'last', hashes: [], versions: [] } }, 20);
    for (const [kind, n, text] of files) first.add(kind, n, Buffer.from(text));
    const state = { pageRecords: new Int32Array(0) } as unknown as Parameters<SearchKeeper['finish']>[1];
    const { parts: firstParts } = await first.finish(manifest, state);
    expect(firstParts).toHaveLength(2);

    const before = readdirSync(join(dir, 'search-index'));
    const base = keptPatchBase(openCache(dir, { version: cache.version }), 'search-index', 'first')!;
    const second = new SearchKeeper({ cacheDir: dir, version: cache.version, namespace: 'search-index', key: 'second' }, 20);
    second.reuse(base.parts);
    // The first part's files as they were, the second's with one file changed.
    for (const [kind, n, text] of files) second.add(kind, n, Buffer.from(kind === 'post' && n === 1 ? '{"terms":[2]}' : text));
    const { parts: secondParts, written } = await second.finish(manifest);
    expect(secondParts[0]).toBe(firstParts[0]);
    expect(secondParts[1]).not.toBe(firstParts[1]);
    expect(readdirSync(join(dir, 'search-index'))).toHaveLength(keptKeys('first', firstParts, 'last').length + 2);
    // What it wrote: the changed part and the index entry.
    const folder = join(dir, 'search-index');
    expect(written).toBe(sizeOf(folder, readdirSync(folder).filter((entry) => !before.includes(entry))));
    expect(keptTexts(dir, cache.version, 'second').files).toEqual([
      ['docs', 0, '{"docs":0}'],
      ['docs', 1, '{"docs":1}'],
      ['post', 0, '{"terms":[0]}'],
      ['post', 1, '{"terms":[2]}'],
    ]);
  });

  it('writes a part that holds only the first files of the part it patches, and one of another file of the same bytes', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    const entry = (key: string) => ({ cacheDir: dir, version: cache.version, namespace: 'search-index', key });
    const first = new SearchKeeper(entry('first'), 20);
    first.add('docs', 0, Buffer.from('{"docs":0}'));
    first.add('docs', 1, Buffer.from('{"docs":1}'));
    first.add('post', 0, Buffer.from('{"terms":[0]}'));
    const { parts: firstParts } = await first.finish(manifest, { pageRecords: new Int32Array(0) } as unknown as Parameters<SearchKeeper['finish']>[1]);
    const base = keptParts(dir, cache.version, 'first', firstParts);

    const shorter = new SearchKeeper(entry('shorter'), 20);
    shorter.reuse(base);
    shorter.add('docs', 0, Buffer.from('{"docs":0}'));
    const { parts } = await shorter.finish(manifest);
    expect(parts).toHaveLength(1);
    expect(parts[0]).not.toBe(firstParts[0]);
    expect(keptTexts(dir, cache.version, 'shorter').files).toEqual([['docs', 0, '{"docs":0}']]);

    const renamed = new SearchKeeper(entry('renamed'), 20);
    renamed.reuse(base);
    renamed.add('docs', 0, Buffer.from('{"docs":0}'));
    renamed.add('docs', 2, Buffer.from('{"docs":1}'));
    renamed.add('post', 0, Buffer.from('{"terms":[0]}'));
    const { parts: renamedParts } = await renamed.finish(manifest);
    expect(renamedParts[0]).not.toBe(firstParts[0]);
    expect(renamedParts[1]).toBe(firstParts[1]);
    expect(keptTexts(dir, cache.version, 'renamed').files.map(([kind, n]) => [kind, n])).toEqual([['docs', 0], ['docs', 2], ['post', 0]]);
  });
});
