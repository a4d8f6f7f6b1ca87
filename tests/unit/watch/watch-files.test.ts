import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FSWatcher } from 'chokidar';
import { watchFiles, type ChangeBatch, type WatchOptions } from '../../../cli/watch/watch-files.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

describe('watching files for rebuilds', () => {
  const tempDir = tempDirs('watch-files');
  let dir = '';
  let file = '';
  let watcher: FSWatcher | undefined;
  beforeEach(() => {
    dir = tempDir();
    file = join(dir, 'page.md');
  });
  afterEach(async () => {
    await watcher?.close();
  });

  /**
   * Watches `dir`, running `first` in the first batch; `done` resolves with a second batch.
   * Resolves once the watcher is ready, so that the test's next write is seen.
   */
  async function watchForTwoBatches(first: () => void, options?: WatchOptions) {
    const batches: ChangeBatch[] = [];
    let second: () => void = () => {};
    const done = new Promise<void>((resolve) => (second = resolve));
    watcher = watchFiles(
      [dir],
      async (batch) => {
        batches.push(batch);
        if (batches.length === 1) first();
        else second();
      },
      options,
    );
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
    return { batches, done };
  }

  it('sees a write that lands while its batch is being rebuilt, which chokidar reports no second time', async () => {
    writeFileSync(file, 'one');
    // The save goes on after the rebuild read the file, within chokidar's 50 ms for one change.
    const { batches, done } = await watchForTwoBatches(() => writeFileSync(file, 'one, two'));
    writeFileSync(file, 'one.');
    await done;
    expect(batches.map((b) => b.files)).toEqual([[file], [file]]);
  }, 10_000);

  it('goes on after a batch that threw, handing the error to onError', async () => {
    writeFileSync(file, 'one');
    const errors: string[] = [];
    const { batches, done } = await watchForTwoBatches(
      () => {
        throw new Error('the runtime does not bundle');
      },
      { onError: (error, batch) => errors.push(`${(error as Error).message} (${batch.files.length} file)`) },
    );
    writeFileSync(file, 'one.');
    await expect.poll(() => errors, { timeout: 5_000 }).toEqual(['the runtime does not bundle (1 file)']);
    // Past chokidar's 50 ms for one change, so that this save is reported on its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(file, 'one, fixed');
    await done;
    expect(batches.map((b) => b.files)).toEqual([[file], [file]]);
  }, 10_000);

  it('sees a write that lands just after its batch, inside chokidar’s 50 ms for one change', async () => {
    writeFileSync(file, 'one');
    // A fix saved right after a failed rebuild reported its error: chokidar drops its event.
    const { batches, done } = await watchForTwoBatches(() => setTimeout(() => writeFileSync(file, 'one, fixed'), 5));
    writeFileSync(file, 'one.');
    await done;
    expect(batches.map((b) => b.files)).toEqual([[file], [file]]);
  }, 10_000);
});
