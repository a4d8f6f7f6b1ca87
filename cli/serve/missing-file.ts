/** Filesystem errors that mean "no such readable file here", as opposed to a real fault. */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'EACCES', 'EPERM', 'ENAMETOOLONG']);

/** For a catch: a missing file becomes undefined, any other error propagates. */
export function missingAsUndefined(error: unknown): undefined {
  if (error instanceof Error && MISSING_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
  throw error;
}
