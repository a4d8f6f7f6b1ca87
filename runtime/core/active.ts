/** Route paths compare without a trailing slash: `/company/` and `/company` are one page. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export interface ActiveOptions {
  activeBasePath?: string;
  activeBaseRegex?: string;
  /** Exact match only (default), unless a base path or regex says otherwise. */
}

/** Whether a link to `to` is the active route, honouring activeBasePath and activeBaseRegex. */
export function isActiveLink(pathname: string, to: string | undefined, options: ActiveOptions = {}): boolean {
  const current = normalizePath(pathname);
  if (options.activeBaseRegex) {
    try {
      return new RegExp(options.activeBaseRegex).test(pathname);
    } catch {
      return false;
    }
  }
  if (options.activeBasePath) {
    const base = normalizePath(options.activeBasePath);
    return current === base || current.startsWith(base === '/' ? '/' : `${base}/`);
  }
  if (!to) return false;
  return current === normalizePath(to.split(/[?#]/)[0]);
}
