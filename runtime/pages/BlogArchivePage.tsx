import type { BlogArchivePageData } from '../../cli/graph/page-data-types.ts';
import { Link } from '../core/Link.tsx';
import { formatDate } from './components/format.ts';
import { translate } from '../theme/translate.tsx';

export default function BlogArchivePage({ data }: { data: BlogArchivePageData }) {
  // Newest year first, whatever order the data came in (years are four-digit strings).
  const years = [...data.years].sort((a, b) => b.year.localeCompare(a.year));
  return (
    <div className="archive-page">
      <header className="archive-page__header">
        <h1 className="archive-page__title">{data.title}</h1>
        {data.description ? <p className="archive-page__description">{data.description}</p> : null}
      </header>
      {years.length === 0 ? <p>{translate({ message: 'No posts yet.' })}</p> : null}
      {years.map(({ year, posts }) => (
        <section key={year} className="archive-year" aria-labelledby={`archive-${year}`}>
          <h2 className="archive-year__title" id={`archive-${year}`}>
            {year}
          </h2>
          <ul className="archive-year__list">
            {posts.map((post) => (
              <li key={post.permalink} className="archive-year__item">
                <time className="archive-year__date" dateTime={post.date}>
                  {formatDate(post.date)}
                </time>
                <Link to={post.permalink} className="archive-year__link">
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
