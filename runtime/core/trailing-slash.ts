/**
 * Docusaurus' `trailingSlash` on a site path (its applyTrailingSlash): `true` adds a slash to the
 * path's end, `false` removes it, unset leaves the path as it is. The home page `/`, anchors,
 * other origins and files (a dot in the last segment: `/img/a.png`, `/blog/rss.xml`) keep theirs.
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || !url.startsWith('/') || url.startsWith('//')) return url;
  const end = url.search(/[?#]/);
  const pathname = end < 0 ? url : url.slice(0, end);
  if (pathname === '/' || /\.[^/]*$/.test(pathname)) return url;
  const slashed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/+$/, '');
  return slashed + url.slice(pathname.length);
}
