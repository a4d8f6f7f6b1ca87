import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { REPO } from '../support/fixture.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('v8-flags');

/** V8's %GetOptimizationStatus bit for a function running TurboFan's code. */
const TURBOFANNED = 1 << 6;

/**
 * Whether a hot function ends up optimised by TurboFan in a fresh Node process whose flags were
 * set as bin/sitegen.js sets them for `command`, then for content of `markdownFiles` files.
 */
function optimisesHotCode(command: string, markdownFiles?: number): boolean {
  const dir = tempDir();
  buildSync({ entryPoints: [join(REPO, 'cli/v8-flags.ts')], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'v8-flags.mjs'), logLevel: 'silent' });
  const probe = join(dir, 'probe.mjs');
  writeFileSync(
    probe,
    `import { setStartFlags, optimiseForContent } from './v8-flags.mjs';
setStartFlags(['node', 'sitegen', ${JSON.stringify(command)}]);
${markdownFiles === undefined ? '' : `optimiseForContent(${markdownFiles});`}
function hot(n) { let sum = 0; for (let i = 0; i < n; i++) sum += i % 7; return sum; }
let total = 0;
for (let i = 0; i < 20000; i++) total += hot(50);
process.stdout.write(String(total > 0 ? %GetOptimizationStatus(hot) : -1));
`,
  );
  // Optimising on the main thread, so that the status is read once the compile is done.
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--no-concurrent-recompilation', probe], { encoding: 'utf8' });
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
