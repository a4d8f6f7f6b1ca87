import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { buildSearchFiles, DEVELOPMENT_PAGE_LIMIT } from '../../../cli/search/build-index.ts';
import { startSearchIndex } from '../../../cli/exec/search-index.ts';
import { parkSearchWorker, prestartSearchWorker, takeSearchWorker } from '../../../cli/exec/search-prestart.ts';
import { Executor } from '../../../cli/exec/executor.ts';
import { doc, graphOf, sampleGraph, section } from '../search/graph.ts';
import { tempDirs } from '../../support/temp-dirs.ts';
import { searchFilesIn } from './search-files.ts';

const tempDir = tempDirs('search-prestart');
/** A worker that lives until terminated, standing in for the search worker. */
const idleWorker = () => new Worker('setInterval(() => {}, 1000);', { eval: true });

// A rebuild starts the search worker before it has the graph (Executor.rebuilding()).
describe('the prestarted search worker', () => {
  it('indexes the job it is given later as a worker started for it does, and only that one', async () => {
    prestartSearchWorker();
    // Idle until then: it has loaded its modules, and keeps nothing alive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const graph = sampleGraph();
    const [early, late] = [tempDir(), tempDir()];
    expect(await startSearchIndex(graph, { dir: early }).finish()).toEqual(await startSearchIndex(graph, { dir: late }).finish());
    const expected = Object.fromEntries(buildSearchFiles(graph).map((file) => [file.path, file.contents]));
    expect(searchFilesIn(early)).toEqual(expected);
    expect(searchFilesIn(late)).toEqual(expected);
  });

  it('is stopped by the executor when the site has no search to index', async () => {
    const started = idleWorker();
    prestartSearchWorker(() => started);
    const exited = new Promise((resolve) => started.once('exit', resolve));
    // Watch's graph of more pages than it indexes.
    const docs = Array.from({ length: DEVELOPMENT_PAGE_LIMIT + 1 }, (_, i) => doc({ id: `d${i}`, title: `Doc ${i}`, path: `/d/${i}`, html: `<p>${i}</p>` }));
    expect(new Executor().searchIndexer(graphOf([section('d', 'D', docs)], [], 'development'))).toBeUndefined();
    await exited;
    const taken = takeSearchWorker();
    expect(taken).not.toBe(started);
    await taken.terminate();
  });

  it('is stopped when the build finishes without having taken it (content errors)', async () => {
    const started = idleWorker();
    prestartSearchWorker(() => started);
    const exited = new Promise((resolve) => started.once('exit', resolve));
    await new Executor().finish();
    await exited;
    const taken = takeSearchWorker();
    expect(taken).not.toBe(started);
    await taken.terminate();
  });

});

// A build server's worker, with the index it kept, between builds (search-index.ts).
describe('the parked search worker', () => {
  it('is the one the next patch of the index it holds takes, and no other is started ahead for it', async () => {
    const kept = idleWorker();
    parkSearchWorker(kept, 'index-a');
    let started = 0;
    prestartSearchWorker(() => (started++, idleWorker()));
    expect(started).toBe(0);
    // Another locale's index, or an index of every page: not this worker's.
    const others = [takeSearchWorker('index-b'), takeSearchWorker()];
    expect(others).not.toContain(kept);
    expect(takeSearchWorker('index-a')).toBe(kept);
    const next = takeSearchWorker('index-a');
    expect(next).not.toBe(kept);
    await Promise.all([kept, next, ...others].map((worker) => worker.terminate()));
  });

  it('replaces the one parked before, which stops, and is stopped when the site has no search to index', async () => {
    const [first, second] = [idleWorker(), idleWorker()];
    const exited = (worker: Worker) => new Promise((resolve) => worker.once('exit', resolve));
    const firstExited = exited(first);
    parkSearchWorker(first, 'index-a');
    parkSearchWorker(second, 'index-b');
    await firstExited;
    const secondExited = exited(second);
    const docs = Array.from({ length: DEVELOPMENT_PAGE_LIMIT + 1 }, (_, i) => doc({ id: `d${i}`, title: `Doc ${i}`, path: `/d/${i}`, html: `<p>${i}</p>` }));
    expect(new Executor().searchIndexer(graphOf([section('d', 'D', docs)], [], 'development'))).toBeUndefined();
    await secondExited;
    const taken = takeSearchWorker('index-b');
    expect([first, second]).not.toContain(taken);
    await taken.terminate();
  });
});
