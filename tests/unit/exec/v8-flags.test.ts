import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../../support/fixture.ts';
import { fileTempDir } from '../../support/temp-dirs.ts';

/** V8's %GetOptimizationStatus bit for a function running TurboFan's code. */
const TURBOFANNED = 1 << 6;

/** Sets the flags as bin/sitegen.js does for argv[2], then for content of argv[3] files when given; prints a hot function's status. */
const PROBE = `import { setStartFlags, optimiseForContent } from './v8-flags.mjs';
const [command, files] = process.argv.slice(2);
setStartFlags(['node', 'sitegen', command]);
if (files !== undefined) optimiseForContent(Number(files));
function hot(n) { let sum = 0; for (let i = 0; i < n; i++) sum += i % 7; return sum; }
let total = 0;
for (let i = 0; i < 20000; i++) total += hot(50);
process.stdout.write(String(total > 0 ? %GetOptimizationStatus(hot) : -1));
`;

/**
 * Sets the flags for a build of argv[2] Markdown files to compile; prints the most the heap held
 * while live data grew beside garbage that lived long enough to reach the old generation, as a
 * build's results do.
 */
const HEAP_PROBE = `import { getHeapStatistics } from 'node:v8';
import { compactForContent, setStartFlags } from './v8-flags.mjs';
setStartFlags(['node', 'sitegen', 'build']);
compactForContent(Number(process.argv[2]));
const live = [];
const ring = new Array(3000);
let most = 0;
for (let i = 0; i < 12000; i++) {
  live.push(new Array(1000).fill(i + 0.5));
  for (let j = 0; j < 3; j++) ring[(i * 3 + j) % ring.length] = new Array(1000).fill(j + 0.5);
  if (i % 50 === 0) most = Math.max(most, getHeapStatistics().total_heap_size);
}
process.stdout.write(String(most));
`;

let probe: string;
let heapProbe: string;
beforeAll(() => {
  const dir = fileTempDir('v8-flags');
  buildSync({ entryPoints: [join(REPO, 'cli/exec/v8-flags.ts')], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'v8-flags.mjs'), logLevel: 'silent' });
  probe = join(dir, 'probe.mjs');
  writeFileSync(probe, PROBE);
  heapProbe = join(dir, 'heap-probe.mjs');
  writeFileSync(heapProbe, HEAP_PROBE);
});

/** The most a fresh Node process's heap held in HEAP_PROBE, in bytes. */
function heapHeld(markdownFiles: number): number {
  const run = spawnSync(process.execPath, [heapProbe, String(markdownFiles)], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return Number(run.stdout);
}

/** Whether a hot function ends up optimised by TurboFan in a fresh Node process with the flags of `command` and `markdownFiles`. */
function optimisesHotCode(command: string, markdownFiles?: number): boolean {
  // Optimising on the main thread, so that the status is read once the compile is done.
  const args = ['--allow-natives-syntax', '--no-concurrent-recompilation', probe, command, ...(markdownFiles === undefined ? [] : [String(markdownFiles)])];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const status = Number(run.stdout);
  expect(status).toBeGreaterThan(0);
  return (status & TURBOFANNED) !== 0;
}

describe('V8 flags', () => {
  it('keeps TurboFan off for a build of a small site', () => {
    expect(optimisesHotCode('build')).toBe(false);
    expect(optimisesHotCode('build', 39)).toBe(false);
  });

  it('turns TurboFan back on once the content is large', () => {
    expect(optimisesHotCode('build', 200)).toBe(true);
    expect(optimisesHotCode('validate', 10_000)).toBe(true);
  });

  it('leaves TurboFan on for the commands that live on', () => {
    expect(optimisesHotCode('watch')).toBe(true);
    expect(optimisesHotCode('serve')).toBe(true);
  });

  it('keeps the heap tighter for a large content', () => {
    expect(heapHeld(10_000)).toBeLessThan(heapHeld(1_999) * 0.8);
  });
});
