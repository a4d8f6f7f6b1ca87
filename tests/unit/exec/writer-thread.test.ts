import { linkSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriterThread } from '../../../cli/exec/writer-thread.ts';
import { WriteQueue } from '../../../cli/emit/write-queue.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('writer-thread');

/** Bytes of a file that differ from every other file's, so one written from the wrong place of the ring shows. */
function contentsOf(i: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let j = 0; j < size; j++) bytes[j] = (i * 31 + j) % 251;
  return bytes;
}

/** A thread with a 64 KB ring: files of up to 16 KB go through it, often split by its end; larger ones are written here, and listed in `here`. */
function smallRing(slowWriteMs: number): { thread: WriterThread; here: string[] } {
  const here: string[] = [];
  const thread = new WriterThread(
    (file, contents) => {
      here.push(file);
      writeFileSync(file, contents);
    },
    { ringBytes: 64 * 1024, slowWriteMs },
  );
  return { thread, here };
}

describe('WriterThread', () => {
  // slowWriteMs: Infinity keeps every write on the thread itself; -1 turns it to libuv's pool after the first 64.
  it.each([
    ['on the thread', Infinity],
    ['on the thread pool', -1],
  ])('writes every file whole, in nested folders, through a ring it goes round many times, %s', async (_, slowWriteMs) => {
    const dir = tempDir();
    const { thread, here } = smallRing(slowWriteMs);
    const files = Array.from({ length: 300 }, (_, i) => ({ file: join(dir, `s${i % 5}`, `p${i}`, 'index.html'), contents: contentsOf(i, (i * 997) % 15_000) }));
    files.push({ file: join(dir, 'large.bin'), contents: contentsOf(7, 40_000) });
    for (const { file, contents } of files) await thread.write(file, contents);
    await thread.close();
    for (const { file, contents } of files) expect(readFileSync(file).equals(contents), file).toBe(true);
    // Only the file larger than a quarter of the ring was written on this thread.
    expect(here).toEqual([join(dir, 'large.bin')]);
  });

  it('writes text and bytes alike, text encoded into the ring where it fits and given by its size in bytes', async () => {
    const dir = tempDir();
    const { thread, here } = smallRing(Infinity);
    // Characters of one to four bytes, so that texts end at the ring's end and at the edge of its room in every way.
    const pieces = ['a', 'é', '€', '😀', '<p>x</p>'];
    const texts = Array.from({ length: 400 }, (_, i) => Array.from({ length: (i * 389) % 5_000 }, (_, j) => pieces[(i + j) % pieces.length]).join(''));
    texts.push('', 'x'.repeat(20_000), '😀'.repeat(5_000));
    const files: Array<{ file: string; contents: Uint8Array }> = [];
    for (const [i, text] of texts.entries()) {
      const file = join(dir, `t${i % 7}`, `p${i}.html`);
      expect(await thread.writeText(file, text)).toBe(Buffer.byteLength(text));
      files.push({ file, contents: Buffer.from(text) });
      // Bytes between the texts, as a build writes both.
      const bytesFile = join(dir, `b${i}.bin`);
      await thread.write(bytesFile, contentsOf(i, (i * 101) % 3_000));
      files.push({ file: bytesFile, contents: contentsOf(i, (i * 101) % 3_000) });
    }
    await thread.close();
    for (const { file, contents } of files) expect(readFileSync(file).equals(contents), file).toBe(true);
    // Only the texts of more than a quarter of the ring were written on this thread.
    const large = texts.flatMap((text, i) => (Buffer.byteLength(text) > 16 * 1024 ? [join(dir, `t${i % 7}`, `p${i}.html`)] : []));
    expect(large.length).toBeGreaterThan(2);
    expect(here).toEqual(large);
  });

  it.each([
    ['on the thread', Infinity],
    ['on the thread pool', -1],
  ])('rejects close with the first write that failed %s, naming its code and path, and every later write', async (_, slowWriteMs) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const thread = new WriterThread(() => {}, { slowWriteMs });
    for (let i = 0; i < 70; i++) await thread.write(join(dir, `before-${i}.html`), contentsOf(i, 100));
    await thread.write(join(dir, 'ok.html'), contentsOf(1, 10));
    await thread.write(join(dir, 'blocker', 'index.html'), contentsOf(2, 10));
    const failure = await thread.close().then(
      () => undefined,
      (error: NodeJS.ErrnoException) => error,
    );
    expect(failure?.code).toMatch(/^(ENOTDIR|EEXIST)$/);
    expect(failure?.path).toContain('blocker');
    expect(readFileSync(join(dir, 'ok.html'))).toEqual(Buffer.from(contentsOf(1, 10)));
    await expect(thread.write(join(dir, 'later.html'), contentsOf(3, 10))).rejects.toThrow();
  });

  it.each([
    ['on the thread', Infinity],
    ['on the thread pool', -1],
  ])('with replace, writes a new file where a hard link of another was, %s, leaving that one as it was', async (_, slowWriteMs) => {
    const dir = tempDir();
    const files = Array.from({ length: 100 }, (_, i) => join(dir, `${i}.html`));
    for (const file of files) {
      writeFileSync(`${file}.output`, 'the output');
      linkSync(`${file}.output`, file);
    }
    const thread = new WriterThread(writeFileSync, { slowWriteMs, replace: true });
    for (const file of files) await thread.write(file, Buffer.from('rebuilt'));
    await thread.close();
    for (const file of files) {
      expect(readFileSync(file, 'utf8')).toBe('rebuilt');
      expect(readFileSync(`${file}.output`, 'utf8')).toBe('the output');
    }
  });
});

describe('WriteQueue with a thread', () => {
  it('writes the first files here, then hands every file to one thread, closed by flush', async () => {
    const dir = tempDir();
    const started: WriterThread[] = [];
    const queue = new WriteQueue({ slowWriteMs: Infinity, thread: (writeHere) => (started.push(new WriterThread(writeHere)), started[0]) });
    const files = Array.from({ length: 200 }, (_, i) => [join(dir, `section-${i % 7}`, `page-${i}`, 'index.html'), `<p>page ${i}</p>`] as const);
    const here: boolean[] = [];
    for (const [file, contents] of files) {
      await queue.write(file, contents);
      here.push(queue.writesHere);
    }
    await queue.flush();
    expect(here.indexOf(false)).toBe(64);
    expect(started).toHaveLength(1);
    for (const [file, contents] of files) expect(readFileSync(file, 'utf8')).toBe(contents);
  });

  it('rejects flush, and every later write, with a failure on the thread', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const queue = new WriteQueue({ slowWriteMs: Infinity, thread: (writeHere) => new WriterThread(writeHere) });
    for (let i = 0; i < 64; i++) await queue.write(join(dir, `${i}.html`), 'ok');
    await queue.write(join(dir, 'blocker', 'index.html'), 'x');
    await expect(queue.flush()).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(queue.write(join(dir, 'later.html'), 'z')).rejects.toThrow(/ENOTDIR|EEXIST/);
  });
});
