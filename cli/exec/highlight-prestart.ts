import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerScript } from './worker-script.ts';
import { buildsGraphOnce, hasWarmCache, optionValue } from './command-line.ts';

let prestarted: Worker | undefined;

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
 * Starts the highlight thread's worker (highlight-thread.ts) from bin/sitegen.js, before the CLI
 * loads, when the command line will want one: the 150–250 ms a worker takes to start in a build
 * (a Node environment, then Shiki's modules) then run on the core the CLI's own loading leaves
 * idle, instead of beside the content stage. A wrong guess costs an idle thread that keeps
 * nothing alive.
 */
export function prestartHighlightWorker(argv: readonly string[], start: () => Worker = newWorker): void {
  if (!wantsHighlightThread(argv) || !usesHighlightThread(undefined)) return;
  const worker = start();
  worker.unref();
  // Until startHighlightThread() takes it, a failure only means it is not used.
  worker.on('error', () => {});
  worker.once('exit', () => {
    if (prestarted === worker) prestarted = undefined;
  });
  prestarted = worker;
}

/** The prestarted worker if it is still running, else a new one. */
export function takeHighlightWorker(): Worker {
  const worker = prestarted ?? newWorker();
  prestarted = undefined;
  return worker;
}

/** Stops the prestarted worker, if any, when the content turned out to need a pool instead (its Shiki would sit idle). */
export function discardPrestartedWorker(): void {
  void prestarted?.terminate();
  prestarted = undefined;
}
