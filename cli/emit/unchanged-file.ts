import { readFileSync, statSync } from 'node:fs';

/**
 * Whether the file at `existing` holds exactly `contents`: the size first, from one stat, then
 * the bytes. A missing or unreadable file is not the same.
 */
export function sameContents(existing: string, contents: string | Uint8Array): boolean {
  try {
    // ENOTDIR, not only ENOENT: where the previous output had a file, the new one may have a folder.
    const size = statSync(existing, { throwIfNoEntry: false })?.size;
    if (size === undefined || size !== (typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength)) return false;
    return readFileSync(existing).equals(typeof contents === 'string' ? Buffer.from(contents) : contents);
  } catch {
    return false;
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
