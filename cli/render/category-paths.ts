import type { SidebarCategory, SidebarItem } from '../graph/schema.ts';
import { isActiveLink, normalizePath } from '../../runtime/core/active.ts';

/** Keyed by the category object: an entry lives as long as the sidebar holding it. */
const cache = new WeakMap<SidebarCategory, ReadonlySet<string>>();

/**
 * The route paths a category leads to, its own link's and every link's below it, gathered once
 * per category: every doc page of a section shows its sidebar, and walking the subtrees again on
 * each page made rendering a section grow with the square of its size.
 */
function categoryPaths(category: SidebarCategory): ReadonlySet<string> {
  let paths = cache.get(category);
  if (!paths) {
    const found = new Set<string>();
    // Each href as isActiveLink compares it; an empty one leads nowhere.
    const add = (href: string | undefined) => href && found.add(normalizePath(href.split(/[?#]/)[0]));
    add(category.href);
    for (const item of category.items) {
      if (item.type === 'category') for (const path of categoryPaths(item)) found.add(path);
      else if (item.type === 'link') add(item.href);
    }
    cache.set(category, (paths = found));
  }
  return paths;
}

/**
 * The server's containsPath (runtime/pages/components/DocSidebar.tsx): the same answers, looked
 * up. The server asks it of each category shown, on every doc page of the sidebar.
 */
export function containsPathByLookup(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'category') return categoryPaths(item).has(normalizePath(pathname));
  return item.type === 'link' && !!item.href && isActiveLink(pathname, item.href);
}
