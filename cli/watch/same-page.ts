import equal from 'fast-deep-equal';
import type { PageData } from '../graph/page-data-types.ts';

/**
 * Whether a route's page data is what it was, for one rebuild. Pages share their sidebar (a
 * doc's holds every doc of its version): each pair of old and new sidebars is compared once per
 * rebuild, not once per page.
 */
export function pageComparer(): (before: PageData | undefined, after: PageData) => boolean {
  const compared = new Map<object, Map<object, boolean>>();
  const sameSidebar = (before: object, after: object) => {
    let results = compared.get(after);
    if (!results) compared.set(after, (results = new Map()));
    let same = results.get(before);
    if (same === undefined) results.set(before, (same = equal(before, after)));
    return same;
  };
  return (before, after) => {
    if (!before || before.kind !== after.kind) return false;
    if (!('sidebar' in before) || !('sidebar' in after)) return equal(before, after);
    return sameSidebar(before.sidebar, after.sidebar) && equal({ ...before, sidebar: null }, { ...after, sidebar: null });
  };
}
