import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildSearchFiles } from '../../../cli/search/build-index.ts';
import { startSearchIndex, type SearchJobRequest } from '../../../cli/exec/search-index.ts';
import { workerScript } from '../../../cli/exec/worker-script.ts';
import type { KeepEntry } from '../../../cli/exec/search-keeper.ts';
import { MANIFEST_PATH, buildFolder } from '../../../runtime/search/format.ts';
import { doc, graphOf, sampleGraph, section } from '../search/graph.ts';
import { tempDirs } from '../../support/temp-dirs.ts';
import { searchFilesIn } from './search-files.ts';

const tempDir = tempDirs('search-job');

/** This process's threads, by id. */
const threads = () => readdirSync('/proc/self/task');
/** A thread's nice value (this one's by default): the 19th field of its stat, the 17th after its name. */
const niceOf = (tid?: string) => Number(readFileSync(tid ? `/proc/self/task/${tid}/stat` : '/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')[16]);

// `sitegen build` indexes on a worker thread (lib/search-worker.js) while it renders.
describe('the search index job', () => {
  it('writes on its worker exactly the files buildSearchFiles() returns', async () => {
    // Small batches, so pages cross the thread in several messages.
    const graph = graphOf(
      [section('d', 'D', Array.from({ length: 250 }, (_, i) => doc({ id: `d${i}`, title: `Doc ${i}`, path: `/d/${i}`, html: `<p>page ${i} about topic${i % 7}</p><h2 id="more">More</h2><p>words ${i}</p>` })))],
      [],
      'production',
    );
    // A site of pages only has nothing to index, and its index is written all the same.
    for (const g of [sampleGraph(), graph, graphOf([], [], 'production')]) {
      const dir = tempDir();
      const result = await startSearchIndex(g, { dir }).finish();
      const expected = buildSearchFiles(g);
      expect(searchFilesIn(dir)).toEqual(Object.fromEntries(expected.map((f) => [f.path, f.contents])));
      expect(result).toEqual({ files: expected.length, bytes: expected.reduce((n, f) => n + Buffer.byteLength(f.contents), 0) });
    }
  });

  it('writes the whole index once it has every page, before anyone asks it to finish', async () => {
    const dir = tempDir();
    const job = startSearchIndex(sampleGraph(), { dir });
    await expect.poll(() => existsSync(join(dir, MANIFEST_PATH)), { timeout: 10_000 }).toBe(true);
    expect(await job.finish()).toEqual({ files: buildSearchFiles(sampleGraph()).length, bytes: expect.any(Number) });
  });

  it.runIf(process.platform === 'linux')('runs below this thread, but not on a build server, whose rebuilds end waiting on its patch', async () => {
    for (const hold of [false, true]) {
      const before = new Set(threads());
      const worker = new Worker(workerScript('search-worker'));
      try {
        const dir = tempDir();
        // Sent no pages, the worker waits for them with its job started: its part folder made, its priority set before.
        worker.postMessage({ type: 'start', job: { mode: 'production', dir, options: {}, hold } } satisfies SearchJobRequest);
        await expect.poll(() => existsSync(join(dir, buildFolder('.part'))), { timeout: 10_000 }).toBe(true);
        const started = threads().filter((tid) => !before.has(tid));
        expect(started.length).toBeGreaterThan(0);
        const nice = started.map((tid) => niceOf(tid));
        // A thread starts at the nice value of the one that made it: this one's.
        if (hold) expect(nice.every((n) => n === niceOf())).toBe(true);
        else expect(nice).toContain(10);
      } finally {
        await worker.terminate();
      }
    }
  });

  it('keeps a failure for finish(), however early it happens', async () => {
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, '');
    const job = startSearchIndex(sampleGraph(), { dir: file });
    // Long enough for the worker to fail with nobody waiting yet: that must not be an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(job.finish()).rejects.toThrow(/ENOTDIR/);
  });

  it('can be cancelled before it finishes', async () => {
    const job = startSearchIndex(sampleGraph(), { dir: tempDir() });
    await expect(job.cancel()).resolves.toBeUndefined();
  });

  it('is stopped once, however many times it is told to stop', async () => {
    // As when its last reply (`written`, `kept`) arrives while the build that failed cancels it.
    const job = startSearchIndex(sampleGraph(), { dir: tempDir() });
    await expect(Promise.all([job.cancel(), job.cancel()])).resolves.toEqual([undefined, undefined]);
  });

  it('once cancelled, starts no index of every page when its patch misses', async () => {
    const dir = tempDir();
    const keep: KeepEntry = { cacheDir: tempDir(), version: 'test', namespace: 'search', key: 'index', patchFrom: { base: 'not-kept', pages: { changed: [], pages: [] } } };
    const job = startSearchIndex(sampleGraph(), { dir }, {}, undefined, keep);
    // This thread busy while the worker starts and finds nothing to patch: its miss is waiting when the job is cancelled.
    const until = Date.now() + 1_500;
    while (Date.now() < until);
    await job.cancel();
    await expect(job.kept).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(existsSync(join(dir, MANIFEST_PATH))).toBe(false);
  });
});
