import { closeSync, fstatSync, openSync, readFileSync, writeSync, type Stats } from 'node:fs';
import { readAt } from '../files/read-at.ts';
import type { TextParts } from '../render/site-file.ts';

/** Where a file is read to be compared, reused (one read per output file, tens of thousands in a large build); a larger file gets its own. */
const scratch = Buffer.allocUnsafe(1024 * 1024);

/**
 * Whether the file at `existing` holds exactly `contents`: the size first, from the open file,
 * then the bytes. When it does, its stat as it was read; a missing or unreadable file, or a
 * folder, is not the same (undefined).
 */
export function sameContents(existing: string, contents: Uint8Array): Stats | undefined {
  const file = openExisting(existing);
  if (!file) return undefined;
  try {
    return file.stats.size === contents.byteLength && holds(file.fd, 0, contents) ? file.stats : undefined;
  } finally {
    closeSync(file.fd);
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

/**
 * Writes the text `parts` make to a new file at `path`, a part at a time, comparing it meanwhile
 * with the file at `existing`: its size in bytes, and when `existing` holds exactly those bytes,
 * its stat (as sameContents).
 */
export function writePartsFile(path: string, parts: TextParts, existing?: string): { size: number; same?: Stats } {
  const previous = existing === undefined ? undefined : openExisting(existing);
  let same = previous !== undefined;
  const fd = openSync(path, 'w');
  try {
    let size = 0;
    for (const part of parts.parts()) {
      const bytes = encoded(part);
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at);
      if (same) same = previous!.stats.size >= size + bytes.length && holds(previous!.fd, size, bytes);
      size += bytes.length;
    }
    return { size, same: same && previous!.stats.size === size ? previous!.stats : undefined };
  } finally {
    closeSync(fd);
    if (previous) closeSync(previous.fd);
  }
}

/** Where a part is encoded, reused: a Buffer of its own for each, freed only as V8 collects, ran a 10,000-page build's memory up by 60 MB. */
const encoding = Buffer.allocUnsafe(1024 * 1024);

/** `text` as UTF-8, in `encoding` (valid until the next call) when it fits. */
function encoded(text: string): Buffer {
  if (text.length * 3 > encoding.length) return Buffer.from(text);
  return encoding.subarray(0, encoding.write(text));
}

/** The file at `path` open to read, with its stat; undefined when it is not a file that can be read. */
function openExisting(path: string): { fd: number; stats: Stats } | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    // ENOTDIR, not only ENOENT: where the previous output had a file, the new one may have a folder.
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isFile()) return { fd, stats };
  } catch {
    // Not readable as a file: not the same.
  }
  closeSync(fd);
  return undefined;
}

/** Whether the open file holds `bytes` at `position`; a file that cannot be read does not. */
function holds(fd: number, position: number, bytes: Uint8Array): boolean {
  const buffer = (bytes.length <= scratch.length ? scratch : Buffer.allocUnsafe(bytes.length)).subarray(0, bytes.length);
  try {
    return readAt(fd, buffer, position) && buffer.equals(bytes);
  } catch {
    return false;
  }
}
