import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { buildSearchFiles } from '../../../cli/search/build-index.ts';
import { startSearchIndex } from '../../../cli/exec/search-index.ts';
import { discardSearchWorker, prestartSearchWorker, takeSearchWorker } from '../../../cli/exec/search-prestart.ts';
import { sampleGraph } from '../search/graph.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('search-prestart');
/** A worker that lives until terminated, standing in for the search worker. */
const idleWorker = () => new Worker('setInterval(() => {}, 1000);', { eval: true });

const written = (dir: string) =>
  Object.fromEntries(
    readdirSync(join(dir, 'search'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name).slice(dir.length), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
  );

// A rebuild starts the search worker before it has the graph (Executor.rebuilding()).
describe('the prestarted search worker', () => {
  it('is handed to the first taker only', async () => {
    const started = idleWorker();
    prestartSearchWorker(() => started);
    const first = takeSearchWorker();
    const second = takeSearchWorker();
    expect(first).toBe(started);
    expect(second).not.toBe(started);
    await Promise.all([first.terminate(), second.terminate()]);
  });

  it('indexes the job it is given later as a worker started for it does, and only that one', async () => {
    prestartSearchWorker();
    // Idle until then: it has loaded its modules, and keeps nothing alive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const graph = sampleGraph();
    const [early, late] = [tempDir(), tempDir()];
    expect(await startSearchIndex(graph, { dir: early }).finish()).toEqual(await startSearchIndex(graph, { dir: late }).finish());
    const expected = Object.fromEntries(buildSearchFiles(graph).map((file) => [file.path, file.contents]));
    expect(written(early)).toEqual(expected);
    expect(written(late)).toEqual(expected);
  });

  it('is stopped when the site has no search to index', async () => {
    const started = idleWorker();
    prestartSearchWorker(() => started);
    const exited = new Promise((resolve) => started.once('exit', resolve));
    discardSearchWorker();
    await exited;
    const taken = takeSearchWorker();
    expect(taken).not.toBe(started);
    await taken.terminate();
  });
});
