import { setImmediate } from 'node:timers/promises';

/**
 * For work that runs from one resolved promise to the next, which never lets the event loop turn:
 * the returned function, awaited between pieces, turns it once `everyMs` have passed since the
 * last time, so I/O and other threads' messages get in (esbuild's calls to the bundle's plugins).
 * Every piece that asks meanwhile waits for the same turn: with pieces in flight side by side,
 * the loop turns only once none of them has work left in the microtask queue.
 */
export function eventLoopTurns(everyMs: number): () => Promise<void> | undefined {
  let last = performance.now();
  let turning: Promise<void> | undefined;
  return () => {
    if (turning || performance.now() - last < everyMs) return turning;
    turning = setImmediate().then(() => {
      turning = undefined;
      last = performance.now();
    });
    return turning;
  };
}
