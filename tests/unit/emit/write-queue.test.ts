import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteQueue } from '../../../cli/emit/write-queue.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

describe('WriteQueue', () => {
  const tempDir = tempDirs('write-queue');

  it('writes every file, creating nested folders, by the time flush resolves', async () => {
    const dir = tempDir();
    const queue = new WriteQueue(4);
    const files = Array.from({ length: 200 }, (_, i) => [join(dir, `section-${i % 7}`, `page-${i}`, 'index.html'), `<p>page ${i}</p>`] as const);
    for (const [file, contents] of files) await queue.write(file, contents);
    await queue.flush();
    for (const [file, contents] of files) expect(readFileSync(file, 'utf8')).toBe(contents);
  });

  it('writes bytes as given', async () => {
    const dir = tempDir();
    const queue = new WriteQueue();
    const bytes = Uint8Array.from([0, 255, 10, 13]);
    await queue.write(join(dir, 'a.bin'), bytes);
    await queue.flush();
    expect([...readFileSync(join(dir, 'a.bin'))]).toEqual([...bytes]);
  });

  it('never has more than its limit of writes under way', async () => {
    const dir = tempDir();
    const queue = new WriteQueue(3);
    const counts: number[] = [];
    for (let i = 0; i < 30; i++) {
      await queue.write(join(dir, `${i}.txt`), 'x');
      counts.push((queue as unknown as { inFlight: number }).inFlight);
    }
    await queue.flush();
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect((queue as unknown as { inFlight: number }).inFlight).toBe(0);
  });

  it('rejects flush, and every later write, with the first failure', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const queue = new WriteQueue(2);
    await queue.write(join(dir, 'blocker', 'index.html'), 'x');
    await queue.write(join(dir, 'fine.html'), 'y');
    await expect(queue.flush()).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(queue.write(join(dir, 'later.html'), 'z')).rejects.toThrow(/ENOTDIR|EEXIST/);
  });
});
