import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { discardWorker, prestartWorker, takeWorker } from '../../../cli/exec/worker-prestart.ts';

/** A worker that lives until terminated, standing in for sitegen's. */
const idleWorker = () => new Worker('setInterval(() => {}, 1000);', { eval: true });

// What the highlight and search workers' prestarts share (highlight-prestart.ts, search-prestart.ts).
describe('prestartWorker', () => {
  it('hands the worker it started to the first taker only', async () => {
    const started = idleWorker();
    prestartWorker('search-worker', () => started);
    const first = takeWorker('search-worker', idleWorker);
    const second = takeWorker('search-worker', idleWorker);
    expect(first).toBe(started);
    expect(second).not.toBe(started);
    await Promise.all([first.terminate(), second.terminate()]);
  });

  it('starts none while one of the same name waits', async () => {
    const started = idleWorker();
    let more = 0;
    prestartWorker('search-worker', () => started);
    prestartWorker('search-worker', () => (more++, idleWorker()));
    expect(more).toBe(0);
    expect(takeWorker('search-worker', idleWorker)).toBe(started);
    await started.terminate();
  });

  it('keeps each name’s worker apart', async () => {
    const highlight = idleWorker();
    prestartWorker('highlight-worker', () => highlight);
    const search = takeWorker('search-worker', idleWorker);
    expect(search).not.toBe(highlight);
    expect(takeWorker('highlight-worker', idleWorker)).toBe(highlight);
    await Promise.all([highlight.terminate(), search.terminate()]);
  });

  it('hands out a new worker once the one it started has stopped', async () => {
    const started = idleWorker();
    prestartWorker('highlight-worker', () => started);
    // Resolves once its 'exit' event has been emitted.
    await started.terminate();
    const taken = takeWorker('highlight-worker', idleWorker);
    expect(taken).not.toBe(started);
    await taken.terminate();
  });
});

describe('discardWorker', () => {
  it('stops the worker it started, so the next taker gets a new one', async () => {
    const started = idleWorker();
    prestartWorker('search-worker', () => started);
    const exited = new Promise((resolve) => started.once('exit', resolve));
    discardWorker('search-worker');
    await exited;
    const taken = takeWorker('search-worker', idleWorker);
    expect(taken).not.toBe(started);
    await taken.terminate();
  });
});
