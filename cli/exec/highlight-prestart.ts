import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from './worker-script.ts';
import { buildsGraphOnce, hasWarmCache, optionValue } from './command-line.ts';
import { discardWorker, prestartWorker, takeWorker } from './worker-prestart.ts';

/** Whether a site compiled on the main thread highlights on a thread of its own: with `--threads auto` and a core to spare. */
export function usesHighlightThread(threads: number | undefined): boolean {
  return threads === undefined && availableParallelism() > 1;
}

const newWorker = () => new Worker(workerScript('highlight-worker'));

/** Whether the command line asks for a graph with `--threads auto`, which usesHighlightThread() then decides on, and its cache does not have the last build's files. */
export function wantsHighlightThread(argv: readonly string[]): boolean {
  if (!buildsGraphOnce(argv) || hasWarmCache(argv)) return false;
  const threads = optionValue(argv, '--threads');
  return threads === undefined || threads === 'auto';
}

/**
 * Starts the highlight thread's worker (highlight-thread.ts) before the CLI loads, when the
 * command line will want one (worker-prestart.ts): the 150–250 ms a worker takes to start in a
 * build (a Node environment, then Shiki's modules) then overlap the CLI's loading instead of the
 * content stage.
 */
export function prestartHighlightWorker(argv: readonly string[], start: () => Worker = newWorker): void {
  if (wantsHighlightThread(argv) && usesHighlightThread(undefined)) prestartWorker('highlight-worker', start);
}

/** The prestarted worker if it is still running, else a new one. */
export function takeHighlightWorker(): Worker {
  return takeWorker('highlight-worker', newWorker);
}

/** Stops the prestarted worker, if any, when the content turned out to need a pool instead (its Shiki would sit idle). */
export function discardPrestartedWorker(): void {
  discardWorker('highlight-worker');
}
