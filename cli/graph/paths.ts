/** Joins URL path segments with single slashes, keeping a trailing slash when the last part has one. */
export function joinPath(...parts: string[]): string {
  const last = parts[parts.length - 1] ?? '';
  const path = `/${parts.filter((p) => p !== '').join('/')}`.replace(/\/{2,}/g, '/');
  return (last === '' || last.endsWith('/')) && !path.endsWith('/') ? `${path}/` : path;
}

/** Route identity for comparisons: `/company/` and `/company` are the same page. */
export function routeKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** github-slugger-like slug for tag permalinks written as free text. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}
