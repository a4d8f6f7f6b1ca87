/**
 * Where a route's data chunk lives, derived from its path so the browser needs no manifest:
 * `/blog/archive` → `/blog/archive/page-data.json`, `/` → `/page-data.json`.
 */
export function dataPath(routePath: string): string {
  return `${routePath.replace(/\/+$/, '')}/page-data.json`;
}
