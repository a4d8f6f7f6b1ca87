import type { Tag } from '../../../cli/graph/schema.ts';
import { Link } from '../../core/Link.tsx';
import { translatePlural } from '../../theme/locale-text.ts';

/** Tag chips linking to the tag pages, optionally with their post counts. */
export function TagList({ tags, showCount = false, className }: { tags: readonly Tag[]; showCount?: boolean; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={className ? `tag-list ${className}` : 'tag-list'}>
      {tags.map((tag) => (
        <li key={tag.key} className="tag-list__item">
          <Link to={tag.permalink} className="tag-chip" title={tag.description}>
            {tag.label}
            {showCount ? (
              <span className="tag-chip__count">
                {tag.postCount}
                <span className="visually-hidden">{translatePlural({ message: ' post| posts' }, tag.postCount)}</span>
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
