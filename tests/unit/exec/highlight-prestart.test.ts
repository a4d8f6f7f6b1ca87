import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { prestartHighlightWorker, takeHighlightWorker, wantsHighlightThread } from '../../../cli/exec/highlight-prestart.ts';

/** A command line, its cache in a folder that holds nothing (the repository's own .sitegen/cache may hold a build's). */
const argv = (...args: string[]) => ['node', 'sitegen', ...args, ...(args.some((arg) => arg.startsWith('--root')) ? [] : ['--cache-dir', join(tmpdir(), 'sitegen-no-cache-here')])];
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

  it('not when the cache has the last build’s compiled files, unless told not to use it', () => {
    const root = mkdtempSync(join(tmpdir(), 'sitegen-prestart-'));
    try {
      expect(wantsHighlightThread(argv('build', '--root', root))).toBe(true);
      mkdirSync(join(root, '.sitegen', 'cache', 'compiled-digests'), { recursive: true });
      expect(wantsHighlightThread(argv('build', '--root', root))).toBe(false);
      expect(wantsHighlightThread(argv('build', `--root=${root}`, '--no-cache'))).toBe(true);
      expect(wantsHighlightThread(argv('build', '--root', root, '--cache-dir', join(root, 'other')))).toBe(true);
      expect(wantsHighlightThread(argv('build', '--cache-dir', join(root, '.sitegen', 'cache')))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.runIf(availableParallelism() > 1)('prestartHighlightWorker', () => {
  it('starts the worker takeHighlightWorker() then hands out, for a command that builds a graph (worker-prestart.test.ts tests the rest)', async () => {
    const started = idleWorker();
    prestartHighlightWorker(argv('build'), () => started);
    const taken = takeHighlightWorker();
    expect(taken).toBe(started);
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
