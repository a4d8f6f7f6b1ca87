import { statSync, type Stats } from 'node:fs';

/** A file's size, mtime and inode, as a build record keeps them: an edit, a replacement or a touch changes one of them. */
export const statText = (info: Stats) => `${info.size}\0${info.mtimeMs}\0${info.ino}`;

/** A file's size, mtime and inode (statText), or `gone`. */
export const statOf = (path: string) => {
  const info = statSync(path, { throwIfNoEntry: false });
  return info ? statText(info) : 'gone';
};

/**
 * A file modified within one tick of the file system's clock before a build started may change
 * again within that tick, keeping its date and size: such a file never counts as unchanged (Git's
 * "racily clean" rule). A tick is a few milliseconds where dates have fractions of a second, and
 * up to two seconds where they do not (FAT, HFS+, ext3).
 */
export function racyWindowMs(mtimes: readonly number[]): number {
  return mtimes.some((ms) => ms % 1000 !== 0) ? 50 : 2000;
}
