import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceSlabs } from '../../../cli/exec/source-slabs.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('source-slabs');
const text = (bytes: Uint8Array | { error: string }) => (bytes instanceof Uint8Array ? Buffer.from(bytes).toString() : bytes);

describe('SourceSlabs', () => {
  it('reads small files as views of one large buffer, each exactly its bytes', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.md'), 'Alpha ✓\n');
    writeFileSync(join(dir, 'b.md'), '');
    writeFileSync(join(dir, 'c.md'), '# Gamma\n');
    const { read } = new SourceSlabs();

    const [a, b, c] = ['a.md', 'b.md', 'c.md'].map((name) => read(join(dir, name)) as Uint8Array);

    expect([text(a), text(b), text(c)]).toEqual(['Alpha ✓\n', '', '# Gamma\n']);
    expect(a.buffer).toBe(c.buffer);
    // Above glibc's largest mmap threshold: malloc maps it apart, and free gives it back.
    expect(a.buffer.byteLength).toBeGreaterThan(32 * 2 ** 20);
    expect(c.byteOffset).toBe(a.byteOffset + a.byteLength);
  });

  it('gives a large file a buffer of its own, and a file it cannot read its error', () => {
    const dir = tempDir();
    const large = 'x'.repeat(2 ** 20 + 1);
    writeFileSync(join(dir, 'large.md'), large);
    const { read } = new SourceSlabs();

    const bytes = read(join(dir, 'large.md')) as Uint8Array;

    expect(bytes.byteLength).toBe(large.length);
    expect(bytes.buffer.byteLength).toBeLessThan(32 * 2 ** 20);
    expect(text(bytes)).toBe(large);
    expect(read(join(dir, 'missing.md'))).toEqual({ error: 'ENOENT' });
    expect(read(dir)).toEqual({ error: 'EISDIR' });
  });

  it('reads a file written again as it is now, and starts a new slab when one is full', () => {
    const dir = tempDir();
    const file = join(dir, 'page.md');
    writeFileSync(file, 'first\n');
    const { read } = new SourceSlabs();
    expect(text(read(file))).toBe('first\n');
    appendFileSync(file, 'second\n');
    expect(text(read(file))).toBe('first\nsecond\n');

    // 34 files of 1 MiB fill more than one 33 MiB slab.
    const page = 'y'.repeat(2 ** 20);
    writeFileSync(file, page);
    const views = Array.from({ length: 34 }, () => read(file) as Uint8Array);
    expect(new Set(views.map((view) => view.buffer)).size).toBe(2);
    expect(views.every((view) => view.byteLength === page.length && view[0] === 121)).toBe(true);
  });
});
