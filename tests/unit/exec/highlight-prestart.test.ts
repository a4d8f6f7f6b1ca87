import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { discardPrestartedWorker, prestartHighlightWorker, takeHighlightWorker, wantsHighlightThread } from '../../../cli/exec/highlight-prestart.ts';

const argv = (...args: string[]) => ['node', 'sitegen', ...args];
/** A worker that lives until terminated, standing in for the highlight worker. */
const idleWorker = () => new Worker('setInterval(() => {}, 1000);', { eval: true });

describe('wantsHighlightThread', () => {
  it.each([
    [['build'], true],
    [['build', '--root', 'site'], true],
    [['--debug', 'validate'], true],
    [['graph', '--threads', 'auto'], true],
    [['build', '--threads=auto'], true],
    [['build', '--threads', '0'], false],
    [['build', '--threads=2'], false],
    [['watch'], false],
    [['serve', '--dir', 'dist'], false],
    [['--version'], false],
    [[], false],
  ])('sitegen %j: %s', (args, expected) => {
    expect(wantsHighlightThread(argv(...args))).toBe(expected);
  });
});

describe.runIf(availableParallelism() > 1)('prestartHighlightWorker', () => {
  it('hands the worker it started to the first taker only', async () => {
    const started = idleWorker();
    prestartHighlightWorker(argv('build'), () => started);
    const first = takeHighlightWorker();
    const second = takeHighlightWorker();
    expect(first).toBe(started);
    expect(second).not.toBe(started);
    await Promise.all([first.terminate(), second.terminate()]);
  });

  it('hands out a new worker once the one it started has stopped', async () => {
    const started = idleWorker();
    prestartHighlightWorker(argv('build'), () => started);
    // Resolves once its 'exit' event has been emitted.
    await started.terminate();
    const taken = takeHighlightWorker();
    expect(taken).not.toBe(started);
    await taken.terminate();
  });

  it('starts nothing for a command that builds no graph', async () => {
    let starts = 0;
    prestartHighlightWorker(argv('serve'), () => (starts++, idleWorker()));
    expect(starts).toBe(0);
    const taken = takeHighlightWorker();
    await taken.terminate();
  });
});

describe.runIf(availableParallelism() > 1)('discardPrestartedWorker', () => {
  it('stops the worker it started, so the next taker gets a new one', async () => {
    const started = idleWorker();
    prestartHighlightWorker(argv('build'), () => started);
    const exited = new Promise((resolve) => started.once('exit', resolve));
    discardPrestartedWorker();
    await exited;
    const taken = takeHighlightWorker();
    expect(taken).not.toBe(started);
    await taken.terminate();
  });
});
