import { closeSync, fstatSync, openSync, readFileSync, readSync, writeSync, type Stats } from 'node:fs';
import type { TextParts } from '../render/site-file.ts';

/** Where a file is read to be compared, reused (one read per output file, tens of thousands in a large build); a larger file gets its own. */
const scratch = Buffer.allocUnsafe(1024 * 1024);

/**
 * Whether the file at `existing` holds exactly `contents`: the size first, from the open file,
 * then the bytes. When it does, its stat as it was read; a missing or unreadable file, or a
 * folder, is not the same (undefined).
 */
export function sameContents(existing: string, contents: Uint8Array): Stats | undefined {
  let fd: number;
  try {
    fd = openSync(existing, 'r');
  } catch {
    // ENOTDIR, not only ENOENT: where the previous output had a file, the new one may have a folder.
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    const size = contents.byteLength;
    if (!stats.isFile() || stats.size !== size) return undefined;
    const buffer = size <= scratch.length ? scratch : Buffer.allocUnsafe(size);
    for (let at = 0; at < size; ) {
      const read = readSync(fd, buffer, at, size - at, at);
      if (read === 0) return undefined;
      at += read;
    }
    return buffer.subarray(0, size).equals(contents) ? stats : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Whether the file at `a` holds the bytes of `b`: its stat when it does, as sameContents. */
export function sameFile(a: string, b: string): Stats | undefined {
  try {
    return sameContents(a, readFileSync(b));
  } catch {
    return undefined;
  }
}

/** Whether the file at `existing` holds exactly the text `parts` make, read a part at a time: its stat when it does, as sameContents. */
export function samePartsFile(existing: string, parts: TextParts): Stats | undefined {
  let fd: number;
  try {
    fd = openSync(existing, 'r');
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return undefined;
    let at = 0;
    for (const part of parts.parts()) {
      const bytes = Buffer.from(part);
      if (at + bytes.length > stats.size) return undefined;
      const buffer = bytes.length <= scratch.length ? scratch : Buffer.allocUnsafe(bytes.length);
      for (let read = 0; read < bytes.length; ) {
        const got = readSync(fd, buffer, read, bytes.length - read, at + read);
        if (got === 0) return undefined;
        read += got;
      }
      if (!buffer.subarray(0, bytes.length).equals(bytes)) return undefined;
      at += bytes.length;
    }
    return at === stats.size ? stats : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Writes the text `parts` make to a new file at `path`, a part at a time; returns its size in bytes. */
export function writePartsFile(path: string, parts: TextParts): number {
  const fd = openSync(path, 'w');
  try {
    let size = 0;
    for (const part of parts.parts()) size += writeAll(fd, Buffer.from(part));
    return size;
  } finally {
    closeSync(fd);
  }
}

function writeAll(fd: number, bytes: Buffer): number {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
  return bytes.length;
}
