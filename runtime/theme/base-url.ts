const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Prefixes a site-absolute static path (`/img/logo.svg`) with the base URL, once. */
export function withBaseUrl(baseUrl: string, path: string): string {
  if (ABSOLUTE.test(path) || baseUrl === '/' || path.startsWith(baseUrl)) return path;
  return path.startsWith('/') ? baseUrl + path.slice(1) : path;
}
