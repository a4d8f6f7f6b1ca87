import { describe, expect, it } from 'vitest';
import { besideHugo, firstLoadTarget, formatRatio, peakRssTarget, ratioTarget, RATIO_TARGETS } from '../../../bench/targets.ts';
import { formatDuration, formatMs } from '../../../bench/measure/stats.ts';

describe('formatRatio', () => {
  it("divides sitegen's figure by Hugo's, two decimals and an x", () => {
    expect(formatRatio(5460, 3640)).toBe('1.50x');
    expect(formatRatio(500, 4000)).toBe('0.13x');
    expect(formatRatio(3640, 3640)).toBe('1.00x');
  });

  it('gives a dash when a figure is missing or Hugo took no time', () => {
    expect(formatRatio(5460, undefined)).toBe('–');
    expect(formatRatio(5460, Number.NaN)).toBe('–');
    expect(formatRatio(Number.NaN, 3640)).toBe('–');
    expect(formatRatio(5460, 0)).toBe('–');
  });
});

describe('besideHugo', () => {
  it("shows Hugo's figure as the row's own are shown, and the ratio", () => {
    expect(besideHugo(6390, 3640, formatMs)).toEqual({ hugo: '3.64 s', ratio: '1.76x' });
  });

  it('adds nothing when Hugo did not build that size', () => {
    expect(besideHugo(6390, undefined, formatMs)).toEqual({});
  });
});

describe("issue 20's targets", () => {
  it('are the ratios the issue names, and no absolute times', () => {
    expect(RATIO_TARGETS).toEqual({
      cold: { 1000: { limit: 1.5 }, 10000: { limit: 1.0 } },
      unchanged: { 1000: { limit: 0.5 } },
      oneEdit: { 1000: { limit: 0.6 }, 10000: { limit: 0.15, strict: true } },
    });
  });

  it('meets "at most" at the limit itself, and names the time it comes to in this run', () => {
    expect(ratioTarget(RATIO_TARGETS.cold[1000], 6000, 4000)).toEqual({ target: '≤ 1.5x Hugo (6.00 s)', met: true });
    expect(ratioTarget(RATIO_TARGETS.cold[1000], 6001, 4000)).toMatchObject({ met: false });
    expect(ratioTarget(RATIO_TARGETS.unchanged[1000], 2100, 4000, "Hugo's cold build")).toEqual({ target: "≤ 0.5x Hugo's cold build (2.00 s)", met: false });
  });

  it('does not meet "under" at the limit', () => {
    expect(ratioTarget(RATIO_TARGETS.oneEdit[10000], 6000, 40_000)).toEqual({ target: '< 0.15x Hugo (6.00 s)', met: false });
    expect(ratioTarget(RATIO_TARGETS.oneEdit[10000], 5999, 40_000)).toMatchObject({ met: true });
  });

  it("shows the target unjudged without Hugo's figure, and nothing at a size without one", () => {
    expect(ratioTarget(RATIO_TARGETS.cold[10000], 30_000, undefined)).toEqual({ target: '≤ 1.0x Hugo' });
    expect(ratioTarget(RATIO_TARGETS.cold[50], 1800, 300)).toEqual({});
  });

  it('holds peak memory to 512 MiB from 10,000 pages on', () => {
    expect(peakRssTarget(10000, 512 * 2 ** 20)).toEqual({ target: '≤ 512 MiB', met: true });
    expect(peakRssTarget(10000, 512 * 2 ** 20 + 1)).toMatchObject({ met: false });
    expect(peakRssTarget(1000, 2 ** 30)).toEqual({});
  });

  it('holds first-load JavaScript to 80 KiB gzipped at level 9', () => {
    expect(firstLoadTarget(81_920)).toEqual({ target: '≤ 80 KiB gzip -9', met: true });
    expect(firstLoadTarget(81_921)).toMatchObject({ met: false });
  });
});

describe('formatDuration', () => {
  it('gives minutes and seconds from a minute on', () => {
    expect(formatDuration(41_400)).toBe('41 s');
    expect(formatDuration(521_300)).toBe('8 min 41 s');
    expect(formatDuration(600_000)).toBe('10 min 0 s');
  });
});
