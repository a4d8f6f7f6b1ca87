import { Worker } from 'node:worker_threads';
import { workerScript } from './worker-script.ts';
import { WORKER_YOUNG_GENERATION_MB } from './worker-heap.ts';
import { discardWorker, prestartWorker, takeWorker } from './worker-prestart.ts';

const newWorker = () => new Worker(workerScript('search-worker'), { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });

/**
 * Starts the search worker (search-index.ts) ahead of its job (worker-prestart.ts), for a
 * rebuild: after an edit its patch of the index is the build's last wait, and the worker's start
 * (~40 ms at 1,000 pages) was most of what it waited for beyond the patch.
 */
export function prestartSearchWorker(start: () => Worker = newWorker): void {
  // A parked worker is the one the rebuild takes.
  if (!parked) prestartWorker('search-worker', start);
}

/** A build server's search worker between builds, and the key of the index it holds, kept in its last job. */
let parked: { worker: Worker; key: string } | undefined;

/**
 * Keeps a build server's search worker for the next build (search-index.ts), with the index it
 * holds (kept under `key`): that build's patch of it starts from it rather than reading it back
 * from the cache (10,000 pages: 120 MB of files and a 35 MB patch state). One at a time: a site
 * with several locales' indexes keeps the last.
 */
export function parkSearchWorker(worker: Worker, key: string): void {
  if (parked?.worker !== worker) void parked?.worker.terminate();
  parked = { worker, key };
  worker.unref();
  worker.on('error', () => {});
  worker.once('exit', () => {
    if (parked?.worker === worker) parked = undefined;
  });
}

/** The parked worker when it holds the index kept under `base`, else the prestarted one if it is still running, else a new one. */
export function takeSearchWorker(base?: string): Worker {
  if (!parked || base === undefined || parked.key !== base) return takeWorker('search-worker', newWorker);
  const { worker } = parked;
  parked = undefined;
  // Its own listeners, not all: a Worker's are how it refs its port while someone listens.
  for (const event of ['error', 'exit']) worker.removeAllListeners(event);
  return worker;
}

/** Stops the prestarted worker, if any (a build that indexed nothing), and with `parked` the parked one too (the site has no search to index). */
export function discardSearchWorker(options: { parked?: boolean } = {}): void {
  discardWorker('search-worker');
  if (options.parked && parked) {
    void parked.worker.terminate();
    parked = undefined;
  }
}
