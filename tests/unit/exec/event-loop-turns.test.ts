import { describe, expect, it } from 'vitest';
import { eventLoopTurns } from '../../../cli/exec/event-loop-turns.ts';
import { mapPool } from '../../../cli/exec/map-pool.ts';

/** Work of ~0.2 ms done on this thread, as compiling a file is. */
function busy(): void {
  const until = performance.now() + 0.2;
  while (performance.now() < until);
}

/** Runs 1,000 pieces of work, 64 side by side, each awaiting `between` first; how many were done when an immediate scheduled at the start ran. */
async function doneWhenTheLoopTurned(between: () => Promise<void> | undefined): Promise<number> {
  let done = 0;
  let seen = -1;
  setImmediate(() => (seen = done));
  await mapPool(Array.from({ length: 1000 }), 64, async () => {
    await between();
    // Resolved at once, as a block highlighted ahead is.
    await Promise.resolve();
    busy();
    done++;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return seen;
}

describe('eventLoopTurns', () => {
  it('lets the event loop turn while pieces of work in flight side by side resolve at once', async () => {
    expect(await doneWhenTheLoopTurned(() => undefined)).toBe(1000);
    const seen = await doneWhenTheLoopTurned(eventLoopTurns(5));
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(200);
  });

  it('does not turn it before the time has passed', async () => {
    const turn = eventLoopTurns(60_000);
    expect(turn()).toBeUndefined();
  });
});
