import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * This VM's speed varies by half from hour to hour, with the host's other work: wall times are
 * comparable only between runs at a similar speed. A fixed loop in a fresh Node process, timed at
 * the start and at the end of a run, says how fast the host was.
 */
export function fixedLoopMs(): number {
  const loop = 'const t = performance.now(); let x = 0; for (let i = 0; i < 3e8; i++) x += i % 7; process.stdout.write(String(performance.now() - t + (x < 0 ? 1 : 0)));';
  const run = spawnSync(process.execPath, ['-e', loop], { encoding: 'utf8' });
  return Number(run.stdout);
}

/** The microseconds some task has waited on I/O since boot (Linux pressure stall information), if the kernel tells. */
export function ioStallMicros(read: () => string = () => readFileSync('/proc/pressure/io', 'utf8')): number | undefined {
  let text: string;
  try {
    text = read();
  } catch {
    return undefined;
  }
  const total = /^some .*\btotal=(\d+)/m.exec(text)?.[1];
  return total === undefined ? undefined : Number(total);
}
