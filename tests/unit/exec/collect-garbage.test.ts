import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../cli/exec/collect-garbage.ts';

/** A reference to an object nothing else holds. */
const unheld = () => new WeakRef({ bytes: new Uint8Array(1024) });

describe('collectGarbage', () => {
  it('collects an object nothing holds, at once, and again on a later call', async () => {
    for (let round = 0; round < 2; round++) {
      const ref = unheld();
      // A WeakRef's target lives until the job that made it, or last dereferenced it, ends.
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      expect(ref.deref()).toBeUndefined();
    }
  });
});
