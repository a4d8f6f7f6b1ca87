import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DEFAULTS, Progress } from '../../../../runtime/client/progress-bar.ts';

describe('Progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const frames: Array<number | null> = [];
    const progress = new Progress((n) => frames.push(n), {}, () => 0.5);
    return { frames, progress };
  };

  it('uses the constants of SPEC section 9', () => {
    expect(PROGRESS_DEFAULTS).toEqual({ delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
  });

  it('shows nothing when the navigation completes within 200 ms', () => {
    const { frames, progress } = make();
    progress.start();
    vi.advanceTimersByTime(199);
    progress.done();
    vi.advanceTimersByTime(5000);
    expect(frames).toEqual([]);
    expect(progress.status).toBeNull();
  });

  it('appears at the minimum after 200 ms and trickles every 800 ms by up to the trickle rate', () => {
    const { frames, progress } = make();
    progress.start();
    vi.advanceTimersByTime(200);
    expect(frames).toEqual([0.08]);
    vi.advanceTimersByTime(799);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(frames[1]).toBeCloseTo(0.09);
    vi.advanceTimersByTime(800 * 3);
    expect(frames.at(-1)).toBeCloseTo(0.12);
  });

  it('never reaches the end by trickling', () => {
    const progress = new Progress(() => {}, {}, () => 1);
    progress.start();
    vi.advanceTimersByTime(200);
    progress.set(0.99);
    vi.advanceTimersByTime(800 * 10);
    expect(progress.status).toBeCloseTo(0.994);
  });

  it('completes on done(), then fades and removes the bar after twice the speed', () => {
    const { frames, progress } = make();
    progress.start();
    vi.advanceTimersByTime(200);
    progress.done();
    expect(frames.slice(-2)).toEqual([0.08 + 0.55, 1]);
    expect(progress.status).toBeNull();
    vi.advanceTimersByTime(399);
    expect(frames.at(-1)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(frames.at(-1)).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(frames).toEqual([0.08, 0.63, 1, null]);
  });

  it('a second start() while pending or shown does not restart the bar', () => {
    const { frames, progress } = make();
    progress.start();
    vi.advanceTimersByTime(150);
    progress.start();
    vi.advanceTimersByTime(50);
    expect(frames).toEqual([0.08]);
    progress.start();
    vi.advanceTimersByTime(800);
    expect(frames).toHaveLength(2);
  });

  it('set() clamps to the minimum', () => {
    const { frames, progress } = make();
    progress.set(0.01);
    expect(frames).toEqual([0.08]);
  });
});
