import type { Worker } from 'node:worker_threads';
import type { WorkerName } from './worker-script.ts';

const prestarted = new Map<WorkerName, Worker>();

/**
 * Starts a worker before the build has its work, when it will most likely want it: its start (a
 * Node environment, then its modules) then runs on the core the build's own loading leaves idle.
 * A wrong guess costs an idle thread that keeps nothing alive.
 */
export function prestartWorker(name: WorkerName, start: () => Worker): void {
  // One waiting is enough: a second build in the same process finds the first's, if not taken.
  if (prestarted.has(name)) return;
  const worker = start();
  worker.unref();
  // Until takeWorker() hands it out, a failure only means it is not used.
  worker.on('error', () => {});
  worker.once('exit', () => {
    if (prestarted.get(name) === worker) prestarted.delete(name);
  });
  prestarted.set(name, worker);
}

/** The prestarted worker `name` if it is still running, else a new one from `start`. */
export function takeWorker(name: WorkerName, start: () => Worker): Worker {
  const worker = prestarted.get(name) ?? start();
  prestarted.delete(name);
  return worker;
}

/** Stops the prestarted worker `name`, if any, once the build knows it will not use it. */
export function discardWorker(name: WorkerName): void {
  void prestarted.get(name)?.terminate();
  prestarted.delete(name);
}
