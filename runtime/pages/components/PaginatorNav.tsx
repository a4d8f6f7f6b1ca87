import { Link } from '../../core/Link.tsx';

export interface PagerLink {
  /** Small text above the title, e.g. 'Previous' or 'Newer post'. */
  sublabel: string;
  /** The target's title; omitted for plain 'Newer entries' style links. */
  title?: string;
  href: string;
}

/** Two cards leading to the previous and next page; the next card sits right even when alone. */
export function PaginatorNav({ label, previous, next }: { label: string; previous?: PagerLink; next?: PagerLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {previous ? <PagerCard link={previous} direction="prev" /> : null}
      {next ? <PagerCard link={next} direction="next" /> : null}
    </nav>
  );
}

function PagerCard({ link, direction }: { link: PagerLink; direction: 'prev' | 'next' }) {
  const text = link.title ?? link.sublabel;
  return (
    <Link to={link.href} className={`pager__link pager__link--${direction}`} rel={direction}>
      {link.title !== undefined ? <span className="pager__sublabel">{link.sublabel}</span> : null}
      <span className="pager__title">
        {direction === 'prev' ? <span aria-hidden="true">« </span> : null}
        {text}
        {direction === 'next' ? <span aria-hidden="true"> »</span> : null}
      </span>
    </Link>
  );
}
