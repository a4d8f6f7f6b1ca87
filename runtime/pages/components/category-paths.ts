import type { SidebarCategory } from '../../../cli/graph/schema.ts';
import { normalizePath } from '../../core/active.ts';

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
      else add(item.href);
    }
    cache.set(category, (paths = found));
  }
  return paths;
}

/** Whether the category, or a link below it, is the page at `pathname`, as isActiveLink compares them. */
export function categoryLeadsTo(category: SidebarCategory, pathname: string): boolean {
  return categoryPaths(category).has(normalizePath(pathname));
}
