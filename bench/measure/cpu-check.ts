import { median } from './stats.ts';

/**
 * The median of five runs of a fixed loop, in ms. This VM's cores run at different speeds from
 * one hour to the next, as the host's other guests come and go: in one day the same loop took up
 * to 1.6 times as long at one hour as at another, and every figure of the bench with it, Hugo's
 * too. Timed before and after the runs, it tells a slow hour from a slow change.
 */
export function cpuCheckMs(): number {
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    let x = 0;
    for (let i = 0; i < 1e8; i++) x += i % 7;
    // Using x keeps the loop from being optimised away.
    runs.push(performance.now() - started + (x < 0 ? 1 : 0));
  }
  return median(runs);
}
