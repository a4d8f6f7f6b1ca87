import type { SidebarItem } from './schema.ts';

export interface NavLink {
  label: string;
  href: string;
}

/** A page of a sidebar that previous/next links lead to: a doc, or a category's page. */
interface NavEntry extends NavLink {
  docId?: string;
}

/**
 * One sidebar's pages in reading order, as Docusaurus' previous/next links go: docs (not `ref`
 * items, plain links or HTML) and categories that have a page; unlisted docs are left out. A doc
 * is labelled by its `pagination_label` first; a category by its own label.
 */
export class SidebarNavigation {
  readonly #entries: NavEntry[] = [];
  /** The first place of each doc id and each path. */
  readonly #byDoc = new Map<string, number>();
  readonly #byPath = new Map<string, number>();

  constructor(items: readonly SidebarItem[], refs: ReadonlySet<SidebarItem>, paginationLabels: ReadonlyMap<string, string>) {
    const walk = (list: readonly SidebarItem[]) => {
      for (const item of list) {
        if (item.type === 'html') continue;
        if (item.type === 'link') {
          if (item.docId !== undefined && !item.unlisted && !refs.has(item)) this.#add({ label: paginationLabels.get(item.docId) ?? item.label, href: item.href, docId: item.docId });
          continue;
        }
        if (item.href !== undefined && !item.linkUnlisted) this.#add({ label: item.label, href: item.href, ...(item.docId !== undefined ? { docId: item.docId } : {}) });
        walk(item.items);
      }
    };
    walk(items);
  }

  #add(entry: NavEntry): void {
    const at = this.#entries.push(entry) - 1;
    if (entry.docId !== undefined && !this.#byDoc.has(entry.docId)) this.#byDoc.set(entry.docId, at);
    if (!this.#byPath.has(entry.href)) this.#byPath.set(entry.href, at);
  }

  /** The neighbours of a doc (by id) or of a generated index (by path). */
  neighbours(key: { docId: string } | { path: string }): { previous?: NavLink; next?: NavLink } {
    const at = 'docId' in key ? this.#byDoc.get(key.docId) : this.#byPath.get(key.path);
    if (at === undefined) return {};
    const link = (entry: NavEntry | undefined) => entry && { label: entry.label, href: entry.href };
    const previous = link(this.#entries[at - 1]);
    const next = link(this.#entries[at + 1]);
    return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
  }
}
