import { describe, expect, it } from 'vitest';
import { runMeasured } from '../../../bench/measure/process-tree.ts';

/**
 * Keeps the calling thread on the CPU for `ms` of its own CPU time (read from /proc, so a loaded
 * machine cannot shorten it), then idles 200 ms so that the polls see its final count.
 */
const SPIN = `const cpu = () => { const s = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return (+f[11] + +f[12]) * 10; };
const spin = (ms) => { const end = cpu() + ms; while (cpu() < end); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200); };`;

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
    expect(cpu.main).toBeGreaterThanOrEqual(390);
    expect(cpu.later).toBeGreaterThanOrEqual(390);
    expect(cpu.children).toBeGreaterThanOrEqual(390);
    // V8's platform threads do little for so small a script, and none of the spinning.
    expect(cpu.fromStart).toBeLessThan(300);
  });
});
