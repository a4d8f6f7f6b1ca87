import type { BlogTagPageData } from '../../cli/graph/page-data-types.ts';
import { Link } from '../core/Link.tsx';
import { useSiteData } from '../core/site-context.tsx';
import { applyTrailingSlash } from '../core/trailing-slash.ts';
import { BlogLayout } from './components/BlogLayout.tsx';
import { Pagination } from './components/Pagination.tsx';
import { PostList } from './components/PostItem.tsx';
import { postCountLabel } from './components/format.ts';
import { translate } from '../theme/translate.tsx';

export default function BlogTagPage({ data }: { data: BlogTagPageData }) {
  const { blogPath, site } = useSiteData();
  const { tag } = data;
  const title = data.title || translate({ message: '{nPosts} tagged with "{tagName}"' }, { nPosts: postCountLabel(tag.postCount), tagName: tag.label });
  return (
    <BlogLayout sidebar={data.sidebar}>
      <header className="blog-page__header">
        <h1 className="blog-page__title">{title}</h1>
        {tag.description ? <p className="blog-page__description">{tag.description}</p> : null}
        {blogPath ? (
          <Link to={applyTrailingSlash(`${blogPath.replace(/\/$/, '')}/tags`, site.trailingSlash)} className="blog-page__back">
            {translate({ message: 'View all tags' })}
          </Link>
        ) : null}
      </header>
      <PostList posts={data.posts} showReadingTime={data.showReadingTime} />
      <Pagination pagination={data.pagination} />
    </BlogLayout>
  );
}
