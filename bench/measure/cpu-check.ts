/**
 * The best of three runs of a fixed loop, in ms. This VM's cores run at different speeds from one
 * hour to the next, as the host's other guests come and go: in one day the same loop took up to
 * 1.6 times as long at one hour as at another. Timed before and after the runs, it tells which
 * kind of hour the figures come from, for sitegen and Hugo alike.
 */
export function cpuCheckMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    let x = 0;
    for (let i = 0; i < 1e8; i++) x += i % 7;
    // Using x keeps the loop from being optimised away.
    best = Math.min(best, performance.now() - started + (x < 0 ? 1 : 0));
  }
  return best;
}
