import type { BlogAuthorsPageData } from '../../cli/graph/page-data-types.ts';
import { AuthorCard } from './components/AuthorCard.tsx';

export default function BlogAuthorsPage({ data }: { data: BlogAuthorsPageData }) {
  return (
    <div className="authors-page">
      <header className="authors-page__header">
        <h1 className="authors-page__title">{data.title}</h1>
        {data.description ? <p className="authors-page__description">{data.description}</p> : null}
      </header>
      <ul className="authors-page__list">
        {data.authors.map((author) => (
          <li key={author.key} className="authors-page__item">
            <AuthorCard author={author} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
