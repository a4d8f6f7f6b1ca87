import { describe, expect, it } from 'vitest';
import { fixedLoopMs, ioStallMicros } from '../../../bench/measure/host-load.ts';

describe('host load', () => {
  it('times the fixed loop in a fresh process', () => {
    const ms = fixedLoopMs();
    expect(Number.isFinite(ms)).toBe(true);
    expect(ms).toBeGreaterThan(0);
  });

  it("reads the I/O stall total from Linux's pressure file, and nothing when there is none", () => {
    const psi = 'some avg10=0.60 avg60=7.94 avg300=20.20 total=25896236\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=1200\n';
    expect(ioStallMicros(() => psi)).toBe(25896236);
    expect(
      ioStallMicros(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
    expect(ioStallMicros(() => 'garbage')).toBeUndefined();
  });
});
