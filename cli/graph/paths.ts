/** Joins URL path segments with single slashes, keeping a trailing slash when the last part has one. */
export function joinPath(...parts: string[]): string {
  const last = parts[parts.length - 1] ?? '';
  const path = `/${parts.filter((p) => p !== '').join('/')}`.replace(/\/{2,}/g, '/');
  return (last === '' || last.endsWith('/')) && !path.endsWith('/') ? `${path}/` : path;
}
