import { statSync } from 'node:fs';

/** Whether `path` is a file (following links); false when it is missing or anything else. */
export const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() === true;
