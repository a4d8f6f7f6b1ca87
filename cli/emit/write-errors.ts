import { diagnostic, SitegenError } from '../diagnostics/diagnostic.ts';

/** Errors the file system gives for a folder the user cannot write to, or a full disk. */
const ENVIRONMENT = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EISDIR', 'EEXIST', 'EBUSY', 'EMFILE']);

/** A write that failed for a reason on the user's side, as a diagnostic naming the path; undefined for anything else. */
export function writeFailure(error: unknown): SitegenError | undefined {
  const { code, path } = error as NodeJS.ErrnoException;
  if (!code || !ENVIRONMENT.has(code)) return undefined;
  return new SitegenError([diagnostic('OutputNotWritable', `Cannot write the output (${code}).`, { file: path })]);
}
