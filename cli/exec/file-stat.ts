import type { Stats } from 'node:fs';

/** A file's size, mtime and inode, as a build record keeps them: an edit, a replacement or a touch changes one of them. */
export const statText = (info: Stats) => `${info.size}\0${info.mtimeMs}\0${info.ino}`;
