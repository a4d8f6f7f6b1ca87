import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { withFileRestored } from '../../../bench/measure/restore-file.ts';

describe('withFileRestored', () => {
  let dir: string;
  let script: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sitegen-bench-restore-'));
    // A bench stopped mid-edit: a process of its own that edits the file, says so and waits.
    await build({ entryPoints: [join(import.meta.dirname, '../../../bench/measure/restore-file.ts')], outfile: join(dir, 'restore-file.mjs'), bundle: true, platform: 'node', format: 'esm' });
    script = join(dir, 'edit-and-wait.mjs');
    writeFileSync(
      script,
      `import { writeFileSync } from 'node:fs';
import { withFileRestored } from './restore-file.mjs';
const file = process.argv[2];
await withFileRestored(file, async () => {
  writeFileSync(file, 'edited');
  process.stdout.write('edited\\n');
  await new Promise((resolve) => setTimeout(resolve, 60_000));
});`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the bytes back when the work throws', async () => {
    const file = join(dir, 'post-throws.md');
    writeFileSync(file, 'original\n');
    await expect(
      withFileRestored(file, async () => {
        writeFileSync(file, 'edited');
        throw new Error('the build failed');
      }),
    ).rejects.toThrow('the build failed');
    expect(readFileSync(file, 'utf8')).toBe('original\n');
  });

  it('puts the bytes back and hands the original to the work when it ends', async () => {
    const file = join(dir, 'post-ends.md');
    writeFileSync(file, 'original\n');
    const seen = await withFileRestored(file, async (original) => {
      writeFileSync(file, `${original.toString('utf8')}more\n`);
      return readFileSync(file, 'utf8');
    });
    expect(seen).toBe('original\nmore\n');
    expect(readFileSync(file, 'utf8')).toBe('original\n');
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`puts the bytes back when the bench is stopped by ${signal}, and still ends by it`, async () => {
      const file = join(dir, `post-${signal}.md`);
      writeFileSync(file, 'original\n');
      const child = spawn(process.execPath, [script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('edited') && resolve()));
      expect(readFileSync(file, 'utf8')).toBe('edited');
      const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, by) => resolve(by)));
      child.kill(signal);
      expect(await ended).toBe(signal);
      expect(readFileSync(file, 'utf8')).toBe('original\n');
    });
  }
});
