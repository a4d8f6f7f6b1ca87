import { normalizePath } from '../core/active.ts';

/**
 * URL rules of the client router. A route is named by its clean path: `/a.html` and
 * `/a/index.html` are the page `/a` (SPEC section 2), and `/a/` and `/a` are one route.
 */

/** `/a.html` → `/a`, `/a/index.html` → `/a`, `/index.html` → `/`; anything else unchanged. */
export function cleanPath(pathname: string): string {
  if (!pathname.endsWith('.html')) return pathname;
  const parent = pathname.slice(0, pathname.lastIndexOf('/') + 1);
  const name = pathname.slice(parent.length, -'.html'.length);
  if (name === 'index') return parent.length > 1 ? parent.slice(0, -1) : '/';
  return name === '' ? pathname : parent + name;
}

/** The cache key of a route: its clean path without a trailing slash. */
export function routeKey(pathname: string): string {
  return normalizePath(cleanPath(pathname));
}

export interface ParsedHref {
  pathname: string;
  search: string;
  hash: string;
  /** The same URL, path cleaned, relative to the origin: what goes into history. */
  href: string;
}

/**
 * An internal URL resolved against the current one, its path cleaned; undefined for another
 * origin or for files the router does not handle (feeds, images: a dot in the last segment).
 */
export function parseInternal(to: string, base: string): ParsedHref | undefined {
  const url = new URL(to, base);
  if (url.origin !== new URL(base).origin) return undefined;
  const pathname = cleanPath(url.pathname);
  if (/\.[^/]*$/.test(pathname)) return undefined;
  return { pathname, search: url.search, hash: url.hash, href: pathname + url.search + url.hash };
}
