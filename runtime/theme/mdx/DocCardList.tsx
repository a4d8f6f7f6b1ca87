import { Link } from '../../core/Link.tsx';
import { cx } from '../class-names.ts';
import { usePage } from '../page-context.tsx';
import { cardHref, currentCategoryItems, isListed, type DocCardItem } from './doc-card-items.ts';

export type { DocCardItem };

export interface DocCardListProps {
  /** The cards' items; without them, the items of the sidebar category whose page this is. */
  items?: readonly DocCardItem[];
  className?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function DocCard({ item }: { item: DocCardItem }) {
  const href = cardHref(item);
  if (!href) return null;
  const category = item.type === 'category';
  const icon = category ? '🗃️' : EXTERNAL.test(href) ? '🔗' : '📄️';
  const count = category ? item.items.filter(isListed).length : 0;
  const description = item.description ?? (category ? `${count} ${count === 1 ? 'item' : 'items'}` : undefined);
  return (
    <article className="doc-card">
      <Link to={href} className="doc-card__link">
        <h2 className="doc-card__title">
          <span className="doc-card__icon" aria-hidden="true">
            {icon}
          </span>{' '}
          {item.label}
        </h2>
        {description ? <p className="doc-card__description">{description}</p> : null}
      </Link>
    </article>
  );
}

function Cards({ items, className }: { items: readonly DocCardItem[]; className?: string }) {
  return (
    <section className={cx('doc-cards', className)}>
      {items.filter(isListed).map((item, index) => (
        <DocCard key={`${item.label}:${index}`} item={item} />
      ))}
    </section>
  );
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <Cards items={currentCategoryItems(usePage())} className={className} />;
}

/**
 * Docusaurus' `@theme/DocCardList`: a card for each item (its label, and its description or, for
 * a category, how many items it holds), linking with the router. Without items, the cards of the
 * sidebar category whose page this is.
 */
export default function DocCardList({ items, className }: DocCardListProps) {
  return items ? <Cards items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}
