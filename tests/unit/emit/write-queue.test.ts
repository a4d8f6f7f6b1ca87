import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteQueue } from '../../../cli/emit/write-queue.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

// slowWriteMs: Infinity keeps every write on the calling thread; -1 turns to the thread pool after the first few.
const modes = [
  ['on the calling thread', Infinity],
  ['on the thread pool', -1],
] as const;

describe('WriteQueue', () => {
  const tempDir = tempDirs('write-queue');

  it.each(modes)('writes every file %s, creating nested folders, by the time flush resolves', async (_, slowWriteMs) => {
    const dir = tempDir();
    const queue = new WriteQueue({ limit: 4, slowWriteMs });
    const files = Array.from({ length: 200 }, (_, i) => [join(dir, `section-${i % 7}`, `page-${i}`, 'index.html'), `<p>page ${i}</p>`] as const);
    for (const [file, contents] of files) await queue.write(file, contents);
    await queue.flush();
    for (const [file, contents] of files) expect(readFileSync(file, 'utf8')).toBe(contents);
    expect(queue.writesHere).toBe(slowWriteMs === Infinity);
  });

  it.each(modes)('writes bytes as given %s', async (_, slowWriteMs) => {
    const dir = tempDir();
    const queue = new WriteQueue({ slowWriteMs });
    const bytes = Uint8Array.from([0, 255, 10, 13]);
    for (let i = 0; i < 80; i++) await queue.write(join(dir, `${i}.bin`), bytes);
    await queue.flush();
    for (let i = 0; i < 80; i++) expect([...readFileSync(join(dir, `${i}.bin`))]).toEqual([...bytes]);
  });

  it('turns to the thread pool only once the average write is slow, then never has more than its limit under way', async () => {
    const dir = tempDir();
    const queue = new WriteQueue({ limit: 3, slowWriteMs: -1 });
    const counts: number[] = [];
    const here: boolean[] = [];
    for (let i = 0; i < 100; i++) {
      await queue.write(join(dir, `${i}.txt`), 'x');
      here.push(queue.writesHere);
      counts.push((queue as unknown as { inFlight: number }).inFlight);
    }
    await queue.flush();
    expect(here.slice(0, 63).every(Boolean)).toBe(true);
    expect(here.slice(64).some(Boolean)).toBe(false);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    expect((queue as unknown as { inFlight: number }).inFlight).toBe(0);
  });

  it('keeps writing on the calling thread while writes are fast', async () => {
    const dir = tempDir();
    const queue = new WriteQueue({ slowWriteMs: 1_000 });
    for (let i = 0; i < 100; i++) await queue.write(join(dir, `${i}.txt`), 'x');
    expect(queue.writesHere).toBe(true);
  });

  it('rejects the write on the calling thread, and every later one, with the first failure', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const queue = new WriteQueue({ slowWriteMs: Infinity });
    await expect(queue.write(join(dir, 'blocker', 'index.html'), 'x')).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(queue.write(join(dir, 'fine.html'), 'y')).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(queue.flush()).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  it('rejects flush on the thread pool, and every later write, with the first failure', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const queue = new WriteQueue({ limit: 2, slowWriteMs: -1 });
    for (let i = 0; i < 64; i++) await queue.write(join(dir, `${i}.html`), 'ok');
    expect(queue.writesHere).toBe(false);
    await queue.write(join(dir, 'blocker', 'index.html'), 'x');
    await queue.write(join(dir, 'fine.html'), 'y');
    await expect(queue.flush()).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(queue.write(join(dir, 'later.html'), 'z')).rejects.toThrow(/ENOTDIR|EEXIST/);
  });
});
