import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sameContents, sameFile } from '../../../cli/emit/unchanged-file.ts';
import { tempDirs } from '../../support/temp-dirs.ts';

const tempDir = tempDirs('unchanged-file');
const bytes = (text: string) => Buffer.from(text);

describe('sameContents', () => {
  it('is true only for a file of exactly these bytes', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.html'), 'héllo');
    expect(sameContents(join(dir, 'a.html'), bytes('héllo'))).toBeDefined();
    expect(sameContents(join(dir, 'a.html'), bytes('hállo'))).toBeUndefined();
    expect(sameContents(join(dir, 'a.html'), bytes('héllo!'))).toBeUndefined();
    expect(sameContents(join(dir, 'a.html'), new Uint8Array())).toBeUndefined();
  });

  it('compares a file larger than its reused buffer, and one read after it, whole', () => {
    const dir = tempDir();
    const large = Buffer.alloc(3 * 1024 * 1024, 'x');
    writeFileSync(join(dir, 'large.txt'), large);
    expect(sameContents(join(dir, 'large.txt'), large)).toBeDefined();
    const other = Buffer.from(large);
    other[other.length - 1] = 0x79;
    expect(sameContents(join(dir, 'large.txt'), other)).toBeUndefined();
    // A small file read after a large one is compared on its own bytes, not what the buffer held.
    writeFileSync(join(dir, 'small.txt'), 'xxxx');
    expect(sameContents(join(dir, 'small.txt'), bytes('xxxx'))).toBeDefined();
    expect(sameContents(join(dir, 'small.txt'), bytes('xxxy'))).toBeUndefined();
  });

  it('is false for a missing file, a folder, and a path through a file', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'folder'));
    writeFileSync(join(dir, 'file'), 'x');
    expect(sameContents(join(dir, 'missing'), bytes(''))).toBeUndefined();
    expect(sameContents(join(dir, 'folder'), Buffer.alloc(4096))).toBeUndefined();
    expect(sameContents(join(dir, 'file', 'index.html'), bytes('x'))).toBeUndefined();
  });
});

describe('sameFile', () => {
  it('compares two files, and is false when either is missing', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a'), 'same');
    writeFileSync(join(dir, 'b'), 'same');
    writeFileSync(join(dir, 'c'), 'other');
    expect(sameFile(join(dir, 'a'), join(dir, 'b'))).toBeDefined();
    expect(sameFile(join(dir, 'a'), join(dir, 'c'))).toBeUndefined();
    expect(sameFile(join(dir, 'a'), join(dir, 'missing'))).toBeUndefined();
    expect(sameFile(join(dir, 'missing'), join(dir, 'a'))).toBeUndefined();
  });

  it('compares the bytes of files of one size, and is false for a folder', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a'), 'same');
    writeFileSync(join(dir, 'b'), 'sane');
    mkdirSync(join(dir, 'folder'));
    expect(sameFile(join(dir, 'a'), join(dir, 'b'))).toBeUndefined();
    expect(sameFile(join(dir, 'folder'), join(dir, 'a'))).toBeUndefined();
    expect(sameFile(join(dir, 'a'), join(dir, 'folder'))).toBeUndefined();
  });
});
