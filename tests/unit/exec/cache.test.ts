import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('cache');

/** The entry files under a cache folder, by namespace. */
const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('openCache', () => {
  it('keeps values in memory without a folder', () => {
    const cache = openCache(undefined);
    expect(cache.get('graph', 'a')).toBeUndefined();
    cache.set('graph', 'a', { n: 1 });
    expect(cache.get('graph', 'a')).toEqual({ n: 1 });
    expect(cache.get('graph', 'b')).toBeUndefined();
    expect(cache.get('other', 'a')).toBeUndefined();
  });

  it('gives each reader its own copy', () => {
    const cache = openCache(undefined);
    cache.set('graph', 'a', { list: [1] });
    cache.get<{ list: number[] }>('graph', 'a')!.list.push(2);
    expect(cache.get('graph', 'a')).toEqual({ list: [1] });
  });

  it('keeps values on disk for the next process, one file per entry named by a hash of the key', () => {
    const dir = tempDir();
    openCache(dir).set('runtime-graph', '{"esbuild":"0.28.2"}', { graph: ['a'] });
    expect(openCache(dir).get('runtime-graph', '{"esbuild":"0.28.2"}')).toEqual({ graph: ['a'] });
    expect(files(dir)).toEqual(['runtime-graph', expect.stringMatching(/^runtime-graph[\\/][0-9a-f]{64}\.json$/)]);
  });

  it('misses on a damaged entry, an entry of another sitegen, and a hash shared by another key', () => {
    const dir = tempDir();
    openCache(dir).set('n', 'key', 1);
    const [, name] = files(dir);
    const file = join(dir, name);
    const entry = JSON.parse(readFileSync(file, 'utf8'));
    for (const text of ['{', 'null', '[]', JSON.stringify({ ...entry, version: '0/0.0.0' }), JSON.stringify({ ...entry, key: 'other' })]) {
      writeFileSync(file, text);
      expect(openCache(dir).get('n', 'key'), text).toBeUndefined();
    }
  });

  it('ignores a failure to write, and leaves no temporary file', () => {
    const dir = tempDir();
    // A file where the namespace's folder should be.
    writeFileSync(join(dir, 'n'), '');
    const cache = openCache(dir);
    expect(() => cache.set('n', 'key', 1)).not.toThrow();
    // The process that set it still has it.
    expect(cache.get('n', 'key')).toBe(1);
    expect(openCache(dir).get('n', 'key')).toBeUndefined();
    expect(files(dir)).toEqual(['n']);
  });

  it('rejects a namespace that is not a plain folder name', () => {
    expect(() => openCache(undefined).get('../up', 'key')).toThrow('cache namespace "../up" is not kebab-case');
  });
});
