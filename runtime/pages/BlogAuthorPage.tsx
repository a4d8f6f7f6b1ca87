import type { BlogAuthorPageData } from '../../cli/graph/page-data-types.ts';
import { Link } from '../core/Link.tsx';
import { useSiteData } from '../core/site-context.tsx';
import { applyTrailingSlash } from '../core/trailing-slash.ts';
import { AuthorCard } from './components/AuthorCard.tsx';
import { BlogLayout } from './components/BlogLayout.tsx';
import { PostList } from './components/PostItem.tsx';
import { translate } from '../theme/translate.tsx';

export default function BlogAuthorPage({ data }: { data: BlogAuthorPageData }) {
  const { blogPath, site } = useSiteData();
  return (
    <BlogLayout sidebar={data.sidebar}>
      <header className="blog-page__header blog-page__header--author">
        <AuthorCard author={data.author} headingLevel={1} />
        {blogPath ? (
          <Link to={applyTrailingSlash(`${blogPath.replace(/\/$/, '')}/authors`, site.trailingSlash)} className="blog-page__back">
            {translate({ message: 'View all authors' })}
          </Link>
        ) : null}
      </header>
      <h2 className="blog-page__subtitle">{translate({ message: 'Posts by {authorName}' }, { authorName: data.author.name })}</h2>
      <PostList posts={data.posts} showReadingTime={data.showReadingTime} />
    </BlogLayout>
  );
}
