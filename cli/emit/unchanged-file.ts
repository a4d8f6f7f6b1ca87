import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';

/** Where a file is read to be compared, reused (one read per output file, tens of thousands in a large build); a larger file gets its own. */
const scratch = Buffer.allocUnsafe(1024 * 1024);

/**
 * Whether the file at `existing` holds exactly `contents`: the size first, from the open file,
 * then the bytes. A missing or unreadable file, or a folder, is not the same.
 */
export function sameContents(existing: string, contents: Uint8Array): boolean {
  let fd: number;
  try {
    fd = openSync(existing, 'r');
  } catch {
    // ENOTDIR, not only ENOENT: where the previous output had a file, the new one may have a folder.
    return false;
  }
  try {
    const stats = fstatSync(fd);
    const size = contents.byteLength;
    if (!stats.isFile() || stats.size !== size) return false;
    const buffer = size <= scratch.length ? scratch : Buffer.allocUnsafe(size);
    for (let at = 0; at < size; ) {
      const read = readSync(fd, buffer, at, size - at, at);
      if (read === 0) return false;
      at += read;
    }
    return buffer.subarray(0, size).equals(contents);
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/** Whether two files hold the same bytes. */
export function sameFile(a: string, b: string): boolean {
  try {
    return sameContents(a, readFileSync(b));
  } catch {
    return false;
  }
}
