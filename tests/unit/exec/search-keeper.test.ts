import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { keptKeys, keptSearchFiles, SearchKeeper } from '../../../cli/exec/search-keeper.ts';
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
  return { cache, parts: await keeper.finish(manifest) };
}

describe('SearchKeeper', () => {
  it('keeps the files in parts of about the given size, read back under their paths in the build named by the manifest', async () => {
    const dir = tempDir();
    const { cache, parts } = await keep(dir, 20);
    expect(parts).toBe(2);
    expect(readdirSync(join(dir, 'search-index'))).toHaveLength(keptKeys('k', parts).length);
    const files = keptSearchFiles(openCache(dir, { version: cache.version }), 'search-index', 'k')!;
    expect(files.map(([path, contents]) => [path, Buffer.from(contents).toString()])).toEqual([
      ['/search/ABC123/docs-0.json', '{"docs":0}'],
      ['/search/ABC123/docs-1.json', '{"docs":1}'],
      ['/search/ABC123/post-0.json', '{"terms":[]}'],
      ['/search/ABC123/dict-0.json', '{"terms":["a"]}'],
      ['/search/manifest.json', manifest],
    ]);
  });

  it('reads an index missing any of its entries as a miss', async () => {
    const { parts } = await keep(tempDir(), 20);
    for (let missing = 0; missing < keptKeys('k', parts).length; missing++) {
      const dir = tempDir();
      const { cache } = await keep(dir, 20);
      const folder = join(dir, 'search-index');
      rmSync(join(folder, readdirSync(folder).sort()[missing]));
      expect(keptSearchFiles(openCache(dir, { version: cache.version }), 'search-index', 'k')).toBeUndefined();
    }
  });
});
