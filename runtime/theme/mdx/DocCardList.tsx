import { DocCardList as Cards } from '../DocCardList.tsx';
import { usePage } from '../page-context.tsx';
import { currentCategoryItems, docCards, type DocCardItem } from './doc-card-items.ts';

export type { DocCardItem };

export interface DocCardListProps {
  /** The cards' items; without them, the items of the sidebar category whose page this is. */
  items?: readonly DocCardItem[];
  className?: string;
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <Cards items={docCards(currentCategoryItems(usePage()))} className={className} />;
}

/**
 * Docusaurus' `@theme/DocCardList`: the cards a category's generated index shows (its label, and
 * its description or, for a category, how many items it holds). Without items, the cards of the
 * sidebar category whose page this is.
 */
export default function DocCardList({ items, className }: DocCardListProps) {
  return items ? <Cards items={docCards(items)} className={className} /> : <CurrentCategoryCards className={className} />;
}
