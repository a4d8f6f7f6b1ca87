import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import type { SideTarget } from '../../../cli/emit/output-dir.ts';
import type { SearchGraph } from '../../../cli/search/extract.ts';
import type { KeepEntry } from '../../../cli/exec/search-keeper.ts';
import { buildSearchFiles } from '../../../cli/search/build-index.ts';
import { statOf } from '../../../cli/exec/file-stat.ts';
import { openCache } from '../../../cli/exec/cache.ts';
import { cachedSearchIndex } from '../../../cli/exec/search-cache.ts';
import { startSearchIndex } from '../../../cli/exec/search-index.ts';
import { doc, graphOf, sampleGraph, section } from '../search/graph.ts';
import { tempDirs } from '../../support/temp-dirs.ts';
import { searchFilesIn } from './search-files.ts';

const tempDir = tempDirs('search-cache');

/** A target writing straight into `dir`, as the output's staging folder would hold the files. */
const folderTarget = (dir: string): SideTarget => ({
  dir,
  write: async (path, contents) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), contents);
  },
});


/** Small files, so that the edit of one page leaves most of them as they were. */
const SMALL_FILES = { chunkSize: 2, postingsBytes: 200, dictBytes: 200 };

/** Twelve pages, the eighth with `edit` in its text. */
const twelvePages = (edit: string) =>
  graphOf([section('d', 'D', Array.from({ length: 12 }, (_, n) => doc({ id: `p${n}`, title: `Page ${n}`, path: `/d/p${n}`, html: `<p>words${n} of page ${n}${n === 7 ? ` ${edit}` : ''}</p>` })))]);

/** The folder of the index an output holds, named by its manifest's build. */
const indexFolder = (out: string) => join(out, 'search', (JSON.parse(readFileSync(join(out, 'search/manifest.json'), 'utf8')) as { build: string }).build);

/** Each file of the index in `now` shares its inode with the file of `before` of the same name exactly when their bytes are the same; there are both kinds. */
function expectLinkedWhereSame(now: string, before: string): void {
  const linked = { same: 0, different: 0 };
  for (const name of readdirSync(indexFolder(now))) {
    const file = join(indexFolder(now), name);
    const old = join(indexFolder(before), name);
    const same = readFileSync(file).equals(readFileSync(old));
    expect(statSync(file).ino === statSync(old).ino).toBe(same);
    linked[same ? 'same' : 'different']++;
  }
  expect(linked.same).toBeGreaterThan(0);
  expect(linked.different).toBeGreaterThan(0);
}

describe('cachedSearchIndex', () => {
  it('indexes on a miss, then writes the same files from the cache without indexing, until a page changes', async () => {
    const cache = openCache(tempDir());
    const graph = sampleGraph();
    const expected = Object.fromEntries(buildSearchFiles(graph).map((f) => [f.path, f.contents]));
    let started = 0;
    const run = async (g = graph) => {
      const dir = tempDir();
      const result = await cachedSearchIndex(cache, g, folderTarget(dir), {}, (pages, keep) => (started++, startSearchIndex(g, { dir }, {}, pages, keep))).finish();
      // The worker keeps the files once the output has them; a build's end waits for it.
      await cache.flush();
      return { dir, result };
    };
    const first = await run();
    expect(searchFilesIn(first.dir)).toEqual(expected);
    const second = await run();
    expect(started).toBe(1);
    expect(searchFilesIn(second.dir)).toEqual(expected);
    expect(second.result).toEqual(first.result);
    const changed = graphOf([section('d', 'D', [doc({ id: 'a', title: 'Another', path: '/d/a', html: '<p>other words</p>' })])], [], 'production');
    const third = await run(changed);
    expect(started).toBe(2);
    expect(searchFilesIn(third.dir)).toEqual(Object.fromEntries(buildSearchFiles(changed).map((f) => [f.path, f.contents])));
    // The HTML alone changed: hashed apart from the page's JSON, it is a miss too.
    const edited = graphOf([section('d', 'D', [doc({ id: 'a', title: 'Another', path: '/d/a', html: '<p>other word</p>' })])], [], 'production');
    const fourth = await run(edited);
    expect(started).toBe(3);
    expect(searchFilesIn(fourth.dir)).toEqual(Object.fromEntries(buildSearchFiles(edited).map((f) => [f.path, f.contents])));
  });

  it('patches the last index after an edit of a few pages, and indexes every page when what it would patch is gone', async () => {
    const dir = tempDir();
    const cache = openCache(dir);
    const site = (edit: string) =>
      graphOf([section('d', 'D', Array.from({ length: 12 }, (_, n) => doc({ id: `p${n}`, title: `Page ${n}`, path: `/d/p${n}`, html: `<p>words of page ${n}${n === 7 ? ` ${edit}` : ''}</p><h2 id="more">More</h2><p>deploy</p>` })))]);
    const starts: Array<KeepEntry | undefined> = [];
    const run = async (g: SearchGraph) => {
      const out = tempDir();
      await cachedSearchIndex(cache, g, folderTarget(out), {}, (pages, keep) => (starts.push(keep), startSearchIndex(g, { dir: out }, {}, pages, keep))).finish();
      await cache.flush();
      expect(searchFilesIn(out)).toEqual(Object.fromEntries(buildSearchFiles(g).map((f) => [f.path, f.contents])));
    };
    await run(site('first'));
    expect(starts.at(-1)?.patchFrom).toBeUndefined();
    await run(site('second edit'));
    expect(starts.at(-1)?.patchFrom?.pages.changed).toEqual([7]);
    // The note of the last index stays; the index and its patch state go: the worker misses and indexes every page.
    const note = `${createHash('sha256').update(`last:${JSON.stringify(['production', {}])}`).digest('hex')}.bin`;
    for (const name of readdirSync(join(dir, 'search-index'))) if (name !== note) rmSync(join(dir, 'search-index', name));
    await run(site('third edit'));
    expect(starts.at(-1)?.patchFrom?.pages.changed).toEqual([7]);
    await run(site('fourth edit'));
    expect(starts.at(-1)?.patchFrom?.pages.changed).toEqual([7]);
  });

  it('links the files a patch makes unchanged from the output being replaced, and writes the others', async () => {
    const cache = openCache(tempDir());
    const run = async (g: SearchGraph, previous?: string) => {
      const out = tempDir();
      await cachedSearchIndex(cache, g, { ...folderTarget(out), previous }, SMALL_FILES, (pages, keep) => startSearchIndex(g, { dir: out, previous }, SMALL_FILES, pages, keep)).finish();
      await cache.flush();
      expect(searchFilesIn(out)).toEqual(Object.fromEntries(buildSearchFiles(g, SMALL_FILES).map((f) => [f.path, f.contents])));
      return out;
    };
    const first = await run(twelvePages('first'));
    expectLinkedWhereSame(await run(twelvePages('second edit'), first), first);
  });

  it('writes an index kept in the cache over another (an edit undone) linking the files of the same bytes from the output being replaced', async () => {
    const cache = openCache(tempDir());
    let started = 0;
    const run = async (g: SearchGraph, previous?: string) => {
      const out = tempDir();
      await cachedSearchIndex(cache, g, { ...folderTarget(out), previous }, SMALL_FILES, (pages, keep) => (started++, startSearchIndex(g, { dir: out, previous }, SMALL_FILES, pages, keep))).finish();
      await cache.flush();
      expect(searchFilesIn(out)).toEqual(Object.fromEntries(buildSearchFiles(g, SMALL_FILES).map((f) => [f.path, f.contents])));
      return out;
    };
    await run(twelvePages('first'));
    const edited = await run(twelvePages('an edit'));
    const undone = await run(twelvePages('first'), edited);
    // The first index, from the cache: no worker started for it.
    expect(started).toBe(2);
    expectLinkedWhereSame(undone, edited);
  });

  it('takes the bytes of the output being replaced as the kept index holds them, unread, when told they are as their build recorded them', async () => {
    const cache = openCache(tempDir());
    const run = async (g: SearchGraph, previous?: string, recorded?: true | ReadonlyMap<string, string>) => {
      const out = tempDir();
      await cachedSearchIndex(cache, g, { ...folderTarget(out), previous }, SMALL_FILES, (pages, keep) => startSearchIndex(g, { dir: out, previous, recorded }, SMALL_FILES, pages, keep)).finish();
      await cache.flush();
      return out;
    };
    const first = await run(twelvePages('first'));
    // The first docs chunk, of pages 0 and 1, which the edit of page 7 leaves as it was: changed where the caller vouched it was not.
    const chunk = join(indexFolder(first), readdirSync(indexFolder(first)).find((name) => name.startsWith('docs-0'))!);
    await writeFile(chunk, `${readFileSync(chunk, 'utf8')} `);
    const second = await run(twelvePages('second edit'), first, true);
    const kept = join(indexFolder(second), basename(chunk));
    expect(statSync(kept).ino).toBe(statSync(chunk).ino);
    // Not vouched for, the output's bytes are read, and the changed file is not taken.
    const third = await run(twelvePages('third edit'), second);
    expect(readFileSync(join(indexFolder(third), basename(chunk)), 'utf8')).toBe(readFileSync(chunk, 'utf8').trimEnd());

    // Vouched for file by file, by what their build recorded: a file whose stat is as recorded is
    // taken unread (the first output's changed chunk, its stat recorded since), one whose stat is not is read.
    const stats = new Map(readdirSync(indexFolder(first)).map((name) => [join(indexFolder(first), name), statOf(join(indexFolder(first), name))]));
    const checked = join(indexFolder(first), readdirSync(indexFolder(first)).find((name) => name.startsWith('docs-1'))!);
    await writeFile(checked, `${readFileSync(checked, 'utf8')} `);
    const fourth = await run(twelvePages('fourth edit'), first, stats);
    expect(statSync(join(indexFolder(fourth), basename(chunk))).ino).toBe(statSync(chunk).ino);
    expect(statSync(join(indexFolder(fourth), basename(checked))).ino).not.toBe(statSync(checked).ino);
    expect(readFileSync(join(indexFolder(fourth), basename(checked)), 'utf8')).toBe(readFileSync(checked, 'utf8').trimEnd());
  });
});

describe('cachedSearchIndex on a build server', () => {
  it('patches with the worker the last build parked, from the index it holds, as from the cache', async () => {
    const dir = tempDir();
    const run = async (g: SearchGraph, previous?: string) => {
      // As each build opens it: the note naming the last index is read afresh.
      const cache = openCache(dir);
      const out = tempDir();
      // Small parts: the patches of one page leave some as they were.
      const job = cachedSearchIndex(cache, g, { ...folderTarget(out), previous }, SMALL_FILES, (pages, keep) => startSearchIndex(g, { dir: out, previous }, SMALL_FILES, pages, keep && { ...keep, partBytes: 100 }, true));
      await job.finish();
      const kept = await job.kept;
      await cache.flush();
      expect(searchFilesIn(out)).toEqual(Object.fromEntries(buildSearchFiles(g, SMALL_FILES).map((f) => [f.path, f.contents])));
      return { out, parts: kept?.parts ?? [] };
    };
    // A patch writes its files in another order than an index of every page: the second patch is the first to name parts of the index it patches.
    let last = await run(twelvePages('second edit'), (await run(twelvePages('first'))).out);
    for (const edit of ['third edit', 'fourth']) {
      // The patch state of the last index, unreadable: a worker reading it back from the cache would miss, and index every page.
      const key = last.parts[0].replace(/\/part-\d+$/, '');
      await writeFile(join(dir, 'search-index', `${createHash('sha256').update(`${key}/patch-state`).digest('hex')}.bin`), 'damaged');
      const next = await run(twelvePages(edit), last.out);
      expect(next.parts.filter((part) => last.parts.includes(part)).length).toBeGreaterThan(0);
      last = next;
    }
  });
});
