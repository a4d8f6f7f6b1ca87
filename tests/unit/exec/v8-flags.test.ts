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

let probe: string;
beforeAll(() => {
  const dir = fileTempDir('v8-flags');
  buildSync({ entryPoints: [join(REPO, 'cli/exec/v8-flags.ts')], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'v8-flags.mjs'), logLevel: 'silent' });
  probe = join(dir, 'probe.mjs');
  writeFileSync(probe, PROBE);
});

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
});
