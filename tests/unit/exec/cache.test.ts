import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../cli/exec/cache.ts';
import { pruneCache } from '../../../cli/exec/cache-prune.ts';
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

  it('keeps values on disk for the next process, one file per entry named by a hash of the key', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    cache.set('runtime-graph', '{"esbuild":"0.28.2"}', { graph: ['a'] });
    await cache.flush();
    expect(openCache(dir).get('runtime-graph', '{"esbuild":"0.28.2"}')).toEqual({ graph: ['a'] });
    expect(files(dir)).toEqual(['runtime-graph', expect.stringMatching(/^runtime-graph[\\/][0-9a-f]{64}\.bin$/)]);
  });

  it('keeps on disk the value set last, however its writes of the same key end', async () => {
    const dir = tempDir();
    const cache = openCache(dir, { memory: false });
    // Values of different sizes: a small one set last may be written sooner than a large one before it.
    for (let key = 0; key < 40; key++) for (const size of [200_000, 50_000, 10]) cache.set('page', `k${key}`, 'x'.repeat(size));
    await cache.flush();
    const next = openCache(dir, { memory: false });
    for (let key = 0; key < 40; key++) expect(next.get('page', `k${key}`)).toBe('x'.repeat(10));
  });

  it('keeps what JSON would lose: shared references, dates, undefined', async () => {
    const dir = tempDir();
    const shared = { a: 1 };
    const cache = openCache(dir);
    cache.set('n', 'key', { one: shared, two: shared, when: new Date(0), nothing: undefined });
    await cache.flush();
    const value = openCache(dir).get<{ one: object; two: object; when: Date }>('n', 'key')!;
    expect(value.one).toBe(value.two);
    expect(value.when).toEqual(new Date(0));
    expect('nothing' in value).toBe(true);
  });

  it('misses on a damaged or truncated entry, an entry of another sitegen, and a hash shared by another key', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    cache.set('n', 'key', { text: 'x'.repeat(100) });
    await cache.flush();
    const [, name] = files(dir);
    const file = join(dir, name);
    const bytes = readFileSync(file);
    const entry = deserialize(bytes) as object;
    const damaged = [Buffer.from('{'), bytes.subarray(0, bytes.length - 20), serialize(null), serialize([]), serialize({ ...entry, version: '0/0.0.0' }), serialize({ ...entry, key: 'other' })];
    for (const [i, contents] of damaged.entries()) {
      writeFileSync(file, contents);
      expect(openCache(dir).get('n', 'key'), String(i)).toBeUndefined();
    }
  });

  it('holds entries in memory only while they are written when told not to keep them (a build)', async () => {
    const dir = tempDir();
    const cache = openCache(dir, { memory: false });
    cache.set('n', 'key', 1);
    expect(cache.get('n', 'key')).toBe(1);
    await cache.flush();
    writeFileSync(join(dir, files(dir)[1]), 'damaged');
    expect(cache.get('n', 'key')).toBeUndefined();
  });

  it("gives an entry's stat, the same until the entry is written again, none while this process writes it or without a folder", async () => {
    const dir = tempDir();
    const writing = openCache(dir, { memory: false });
    writing.set('n', 'key', 1);
    expect(writing.entryStat('n', 'key')).toBeUndefined();
    await writing.flush();
    const reading = openCache(dir, { memory: false });
    const stat = reading.entryStat('n', 'key');
    expect(stat).toBe(`${statSync(join(dir, files(dir)[1])).size}\0${statSync(join(dir, files(dir)[1])).mtimeMs}\0${statSync(join(dir, files(dir)[1])).ino}`);
    expect([...reading.used]).toEqual([files(dir)[1].replaceAll('\\', '/')]);
    expect(reading.entryStat('n', 'key')).toBe(stat);
    writing.set('n', 'key', 2);
    await writing.flush();
    expect(reading.entryStat('n', 'key')).not.toBe(stat);
    expect(reading.entryStat('n', 'other')).toBeUndefined();
    expect(openCache(undefined).entryStat('n', 'key')).toBeUndefined();
  });

  it('writes entries before set() returns once the disk falls behind, every one of them whole', async () => {
    const dir = tempDir();
    const cache = openCache(dir, { memory: false });
    const big = (n: number) => String(n).repeat(12 * 2 ** 20);
    for (const n of [1, 2, 3, 4]) cache.set('n', `key${n}`, big(n));
    await cache.flush();
    for (const n of [1, 2, 3, 4]) expect(openCache(dir).get('n', `key${n}`) === big(n), String(n)).toBe(true);
    expect(files(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('ignores a failure to write, and leaves no temporary file', async () => {
    const dir = tempDir();
    // A file where the namespace's folder should be.
    writeFileSync(join(dir, 'n'), '');
    const cache = openCache(dir);
    expect(() => cache.set('n', 'key', 1)).not.toThrow();
    await cache.flush();
    // The process that set it still has it.
    expect(cache.get('n', 'key')).toBe(1);
    expect(openCache(dir).get('n', 'key')).toBeUndefined();
    expect(files(dir)).toEqual(['n']);
  });

  it('waits at flush() for entries another thread writes as this cache, and keeps the keys it names when pruning', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    let done!: (entries: { keys: string[]; written: number }) => void;
    cache.adopt('search-index', new Promise((resolve) => (done = resolve)));
    // As the search worker does: a cache of its own, writing as this one.
    const write = async () => {
      const writer = openCache(dir, { memory: false, version: cache.version });
      writer.set('search-index', 'k', ['files']);
      await writer.flush();
      done({ keys: ['k'], written: writer.written });
    };
    let flushed = false;
    const flushing = cache.flush().then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushed).toBe(false);
    await write();
    await flushing;
    expect(openCache(dir, { version: cache.version }).get('search-index', 'k')).toEqual(['files']);
    expect([...cache.used]).toEqual([expect.stringMatching(/^search-index[\\/][0-9a-f]{64}\.bin$/)]);
  });

  it('counts the bytes it wrote, and those adopted entries say they wrote', async () => {
    const dir = tempDir();
    const cache = openCache(dir, { memory: false });
    cache.set('n', 'a', 'a'.repeat(1000));
    await cache.flush();
    const own = statSync(join(dir, [...cache.used][0])).size;
    expect(cache.written).toBe(own);
    cache.adopt('search-index', Promise.resolve({ keys: ['new', 'old'], written: 3000 }));
    await cache.flush();
    expect(cache.written).toBe(own + 3000);
  });

  it('reads as a miss an entry written for another version', async () => {
    const dir = tempDir();
    const other = openCache(dir, { version: 'another sitegen' });
    other.set('graph', 'a', 1);
    await other.flush();
    expect(openCache(dir).get('graph', 'a')).toBeUndefined();
    expect(openCache(dir, { version: 'another sitegen' }).get('graph', 'a')).toBe(1);
  });

  it('rejects a namespace that is not a plain folder name', () => {
    expect(() => openCache(undefined).get('../up', 'key')).toThrow('cache namespace "../up" is not kebab-case');
  });
});

describe('pruneCache', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const entry = async (dir: string, key: string, size: number, ageDays: number, now: number) => {
    const cache = openCache(dir);
    cache.set('n', key, 'x'.repeat(size));
    await cache.flush();
    const path = [...cache.used][0];
    const time = (now - ageDays * DAY) / 1000;
    utimesSync(join(dir, path), time, time);
    return path;
  };

  it('deletes entries unused for the maximum age, then the least recently used above the size cap, never those this build used', async () => {
    const dir = tempDir();
    const now = Date.now();
    const old = await entry(dir, 'old', 100, 40, now);
    const usedOld = await entry(dir, 'used-old', 100, 40, now);
    const a = await entry(dir, 'a', 1000, 3, now);
    const b = await entry(dir, 'b', 1000, 2, now);
    const c = await entry(dir, 'c', 1000, 1, now);
    writeFileSync(join(dir, 'n', 'x.bin.123-abc.tmp'), '');
    utimesSync(join(dir, 'n', 'x.bin.123-abc.tmp'), (now - DAY) / 1000, (now - DAY) / 1000);
    const size = (path: string) => statSync(join(dir, path)).size;
    await pruneCache(dir, new Set([usedOld]), { maxBytes: size(usedOld) + size(b) + size(c), now });
    const left = files(dir).filter((f) => f.endsWith('.bin'));
    expect(left.sort()).toEqual([usedOld, b, c].sort());
    expect([old, a].some((f) => left.includes(f))).toBe(false);
    expect(files(dir).some((f) => f.endsWith('.tmp'))).toBe(false);
    // A used entry is touched: its mtime is when a build last used it.
    expect(statSync(join(dir, usedOld)).mtimeMs).toBeGreaterThan(now - DAY);
  });

  it('looks through a cache at most once in the given time', async () => {
    const dir = tempDir();
    const now = Date.now();
    await pruneCache(dir, new Set(), { now });
    const old = await entry(dir, 'old', 10, 40, now);
    await pruneCache(dir, new Set(), { now: now + 1000 });
    expect(files(dir)).toContain(old);
    await pruneCache(dir, new Set(), { now: now + 2 * 60 * 60 * 1000 });
    expect(files(dir)).not.toContain(old);
  });

  it('looks through a cache sooner once builds wrote a quarter of the size cap since the last look', async () => {
    const dir = tempDir();
    const now = Date.now();
    await pruneCache(dir, new Set(), { now });
    const old = await entry(dir, 'old', 10, 40, now);
    // Two builds within the hour, each writing a sixth of the cap: the second brings the sum past a quarter.
    await pruneCache(dir, new Set(), { now: now + 1000, maxBytes: 6000, written: 1000 });
    expect(files(dir)).toContain(old);
    await pruneCache(dir, new Set(), { now: now + 2000, maxBytes: 6000, written: 1000 });
    expect(files(dir)).not.toContain(old);
    // The count starts again.
    const older = await entry(dir, 'older', 10, 40, now);
    await pruneCache(dir, new Set(), { now: now + 3000, maxBytes: 6000, written: 1000 });
    expect(files(dir)).toContain(older);
  });
});
