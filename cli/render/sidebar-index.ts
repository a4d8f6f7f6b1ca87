import type { SidebarItem } from '../graph/schema.ts';
import { normalizePath } from '../../runtime/core/active.ts';

export type Crumb = { label: string; href?: string };

/**
 * One sidebar's trails by normalised path, built once: a doc's breadcrumbs then cost a lookup,
 * not a walk of a sidebar that holds every doc of its version.
 */
export class SidebarIndex {
  /** The first trail to each path, depth first. */
  readonly #trails = new Map<string, Crumb[]>();

  constructor(sidebar: readonly SidebarItem[]) {
    const walk = (items: readonly SidebarItem[], trail: Crumb[]) => {
      for (const item of items) {
        if (item.type === 'html') continue;
        if (item.href) {
          const key = normalizePath(item.href);
          if (!this.#trails.has(key)) this.#trails.set(key, [...trail, { label: item.label, href: item.href }]);
        }
        if (item.type === 'category') walk(item.items, [...trail, { label: item.label, ...(item.href ? { href: item.href } : {}) }]);
      }
    };
    walk(sidebar, []);
  }

  /** The trail of sidebar categories leading to the page, ending at the page itself. */
  breadcrumbs(path: string): Crumb[] {
    return this.#trails.get(normalizePath(path)) ?? [];
  }
}
