/**
 * A site built for a `baseUrl` such as `/docs/` is served under it, as its host serves it: the
 * folder's `a/index.html` answers `/docs/a`, and nothing outside `/docs/` is the site's.
 */
import type { SafePath } from './safe-path.ts';

export interface BaseUrl {
  /** `/docs/` → `['docs']`; `/` → `[]`. */
  readonly segments: readonly string[];
  /** Prefixed to a path of the folder (`/a`) to give its address (`/docs/a`); '' for `/`. */
  readonly prefix: string;
}

export function parseBaseUrl(baseUrl: string): BaseUrl {
  const segments = baseUrl.split('/').filter((segment) => segment !== '');
  return { segments, prefix: segments.length ? `/${segments.map(encodeURIComponent).join('/')}` : '' };
}

/** The request's path within the folder, or undefined when it lies outside the base URL. */
export function withinBase(request: SafePath, base: BaseUrl): SafePath | undefined {
  const { segments } = request;
  if (segments.length < base.segments.length || base.segments.some((segment, i) => segments[i] !== segment)) return undefined;
  // `/docs` is the base itself: its index, as `/a` serves `a/index.html`.
  const trailingSlash = request.trailingSlash || segments.length === base.segments.length;
  return { ...request, segments: segments.slice(base.segments.length), trailingSlash };
}
