import { readSync } from 'node:fs';

/** Fills `buffer` from the open file `fd`, from `position` on; false when the file ends first. */
export function readAt(fd: number, buffer: Uint8Array, position: number): boolean {
  for (let at = 0; at < buffer.length; ) {
    const read = readSync(fd, buffer, at, buffer.length - at, position + at);
    if (read === 0) return false;
    at += read;
  }
  return true;
}
