import type { DocCard } from '../../cli/graph/schema.ts';
import { Link } from '../core/Link.tsx';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Docusaurus' icons: a folder for a category, a page for a doc or site link, a chain for a link elsewhere. */
function icon(card: DocCard): string {
  if (card.kind === 'category') return '🗃️';
  return card.kind === 'link' && EXTERNAL.test(card.href) ? '🔗' : '📄️';
}

/**
 * A card for each item of a sidebar category: its label, and the doc's description or the
 * category's item count. The generated index pages of categories show these (rendered on the
 * server into the page's body); MDX's `@theme/DocCardList` can render the same markup.
 */
export function DocCardList({ items, className }: { items: readonly DocCard[]; className?: string }) {
  return (
    <section className={className ? `doc-cards ${className}` : 'doc-cards'}>
      {items.map((card, index) => (
        <article key={`${index}:${card.href}`} className="doc-card">
          <Link {...(EXTERNAL.test(card.href) ? { href: card.href } : { to: card.href })} className="doc-card__link">
            <h2 className="doc-card__title" title={card.label}>
              <span className="doc-card__icon" aria-hidden="true">{icon(card)} </span>
              {card.label}
            </h2>
            {card.description ? (
              <p className="doc-card__description" title={card.description}>
                {card.description}
              </p>
            ) : null}
          </Link>
        </article>
      ))}
    </section>
  );
}
