import { isAbsolute, relative, sep } from 'node:path';

/** Whether `file` lies in folder `dir` (not the folder itself), both absolute. */
export function isInside(file: string, dir: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}
