import type { SidebarNavigation } from './doc-navigation.ts';
import type { FoundIndex, SidebarDoc } from './sidebar-build.ts';
import { firstSidebarHref } from './lookup.ts';
import type { CategoryIndex, DocCard, SidebarCategory } from './schema.ts';
import { localePlural, type LocaleStrings } from '../translations/build-strings.ts';

/**
 * The generated index pages of a section's categories, as Docusaurus makes them: the link's
 * title (else the category's label), description, keywords and image, and a card for each item a
 * reader can follow (not HTML items, not unlisted docs). The first of one path wins.
 */
export function categoryIndexes(found: readonly FoundIndex[], docs: ReadonlyMap<string, SidebarDoc>, navigation: ReadonlyMap<string, SidebarNavigation>, strings?: LocaleStrings): CategoryIndex[] {
  const seen = new Set<string>();
  const indexes: CategoryIndex[] = [];
  for (const { sidebar, category, link } of found) {
    const path = category.href!;
    if (seen.has(path)) continue;
    seen.add(path);
    indexes.push({
      path,
      title: link.title ?? category.label,
      ...(link.description !== undefined ? { description: link.description } : {}),
      ...(link.keywords ? { keywords: link.keywords } : {}),
      ...(link.image ? { image: link.image } : {}),
      sidebar,
      ...navigation.get(sidebar)?.neighbours({ path }),
      cards: cardsOf(category, docs, strings),
    });
  }
  return indexes;
}

/** A card for each item of the category, as Docusaurus' DocCardList shows them; a category's card counts its items in the locale's words. */
export function cardsOf(category: SidebarCategory, docs: ReadonlyMap<string, SidebarDoc>, strings?: LocaleStrings): DocCard[] {
  return category.items.flatMap((item): DocCard[] => {
    if (item.type === 'html') return [];
    if (item.type === 'link') {
      if (item.unlisted) return [];
      const doc = item.docId === undefined ? undefined : docs.get(item.docId);
      return [{ kind: doc ? 'doc' : 'link', label: item.label, href: item.href, ...(doc?.description ? { description: doc.description } : {}) }];
    }
    const href = item.href ?? firstSidebarHref(item.items);
    if (href === undefined) return [];
    const count = item.items.filter((child) => child.type !== 'html').length;
    return [{ kind: 'category', label: item.label, href, description: localePlural(strings, 'theme.docs.DocCard.categoryDescription.plurals', count) }];
  });
}
