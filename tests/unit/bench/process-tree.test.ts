import { describe, expect, it } from 'vitest';
import { runMeasured } from '../../../bench/measure/process-tree.ts';

/** Keeps a thread on the CPU for `ms`. */
const SPIN = 'const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); };';

// Each part spins for 400 ms; the polls see all but the last 10 ms or so of each.
const SCRIPT = `${SPIN}
const { Worker } = require('node:worker_threads');
const { spawnSync } = require('node:child_process');
spin(400);
new Worker(${JSON.stringify(`${SPIN} spin(400);`)}, { eval: true }).on('exit', () => {
  spawnSync(process.execPath, ['-e', ${JSON.stringify(`${SPIN} spin(400);`)}]);
});`;

describe.runIf(process.platform === 'linux')('runMeasured', () => {
  it('splits the CPU time between the main thread, threads started later and child processes', async () => {
    const run = await runMeasured(process.execPath, ['-e', SCRIPT]);
    expect(run.status).toBe(0);
    const cpu = run.threadCpu!;
    expect(cpu.main).toBeGreaterThanOrEqual(300);
    expect(cpu.later).toBeGreaterThanOrEqual(300);
    expect(cpu.children).toBeGreaterThanOrEqual(300);
    // V8's platform threads do little for so small a script, and none of the spinning.
    expect(cpu.fromStart).toBeLessThan(300);
  });
});
