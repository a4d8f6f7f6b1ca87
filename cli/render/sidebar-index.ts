import type { SidebarItem } from '../graph/schema.ts';
import { flattenSidebar } from '../graph/sidebars.ts';
import { normalizePath } from '../../runtime/core/active.ts';
import type { NavLinkData } from '../graph/page-data-types.ts';

export type Crumb = { label: string; href?: string };

/** Where a page sits in its sidebar: its neighbours in reading order and the categories leading to it. */
export interface SidebarPlace {
  /** The trail of sidebar categories leading to the page, ending at the page itself. */
  breadcrumbs: Crumb[];
  previous?: NavLinkData;
  next?: NavLinkData;
}

/**
 * One sidebar's pages by normalised path, built once: a doc's data then costs a lookup, not a
 * walk of a sidebar that holds every doc of its version.
 */
export class SidebarIndex {
  readonly #flat: Array<{ label: string; href: string }>;
  /** The first position of each path in reading order. */
  readonly #positions = new Map<string, number>();
  /** The first trail to each path, depth first. */
  readonly #trails = new Map<string, Crumb[]>();

  constructor(sidebar: readonly SidebarItem[]) {
    this.#flat = flattenSidebar(sidebar);
    this.#flat.forEach((item, i) => {
      const key = normalizePath(item.href);
      if (!this.#positions.has(key)) this.#positions.set(key, i);
    });
    const walk = (items: readonly SidebarItem[], trail: Crumb[]) => {
      for (const item of items) {
        if (item.href) {
          const key = normalizePath(item.href);
          if (!this.#trails.has(key)) this.#trails.set(key, [...trail, { label: item.label, href: item.href }]);
        }
        if (item.type === 'category') walk(item.items, [...trail, { label: item.label, ...(item.href ? { href: item.href } : {}) }]);
      }
    };
    walk(sidebar, []);
  }

  place(path: string): SidebarPlace {
    const key = normalizePath(path);
    const at = this.#positions.get(key) ?? -1;
    const previous = at > 0 ? this.#flat[at - 1] : undefined;
    const next = at >= 0 && at < this.#flat.length - 1 ? this.#flat[at + 1] : undefined;
    // Keys in page-data order: the chunk's JSON must not change.
    return {
      breadcrumbs: this.#trails.get(key) ?? [],
      ...(previous ? { previous: { label: previous.label, href: previous.href } } : {}),
      ...(next ? { next: { label: next.label, href: next.href } } : {}),
    };
  }
}
