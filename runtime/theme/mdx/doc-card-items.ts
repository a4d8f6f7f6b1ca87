import type { PageData } from '../../../cli/graph/page-data-types.ts';
import type { SidebarItem } from '../../../cli/graph/schema.ts';
import { normalizePath } from '../../core/active.ts';
import { ComponentUsageError } from './usage-error.ts';

/** A sidebar item as a card: Docusaurus' items may carry a description. */
export type DocCardItem = SidebarItem & { description?: string };

/** Whether an item shows in card lists: unlisted docs do not, nor categories left with nothing to show. */
export function isListed(item: DocCardItem): boolean {
  if (item.type === 'link') return !item.unlisted;
  return (item.href !== undefined && !item.linkUnlisted) || item.items.some(isListed);
}

/** Where a card leads: the item's link, or for a category without a page its first listed link. */
export function cardHref(item: DocCardItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const href = isListed(child) ? cardHref(child) : undefined;
    if (href) return href;
  }
  return undefined;
}

function findCategory(items: readonly SidebarItem[], path: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && normalizePath(item.href.split(/[?#]/)[0]) === path) return item;
    const inner = findCategory(item.items, path);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The items of the sidebar category whose page this is, as Docusaurus' `useCurrentSidebarCategory`.
 * Elsewhere <DocCardList> needs its items given: an error that says so.
 */
export function currentCategoryItems(page: PageData): readonly DocCardItem[] {
  if (page.kind !== 'doc') {
    throw new ComponentUsageError('DocCardList', `without items lists the pages of the current doc's sidebar category, but ${page.path} is not a doc. Pass the cards: <DocCardList items={[…]} />.`);
  }
  const category = findCategory(page.sidebar, normalizePath(page.path));
  if (!category) {
    throw new ComponentUsageError(
      'DocCardList',
      `without items lists the pages of the sidebar category whose page this is, but no category of the sidebar links to ${page.path}. Make this doc its category's page (link: { type: 'doc', id } in _category_.json, or an index.md), or pass items.`,
    );
  }
  return category.items;
}
