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
  prestartWorker('search-worker', start);
}

/** The prestarted worker if it is still running, else a new one. */
export function takeSearchWorker(): Worker {
  return takeWorker('search-worker', newWorker);
}

/** Stops the prestarted worker, if any: the site has no search to index. */
export function discardSearchWorker(): void {
  discardWorker('search-worker');
}
