import { closeSync, fstatSync, openSync, readFileSync, readSync, type Stats } from 'node:fs';

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
