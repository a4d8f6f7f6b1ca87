import type { BlogListPageData } from '../../cli/graph/page-data-types.ts';
import { BlogLayout } from './components/BlogLayout.tsx';
import { Pagination } from './components/Pagination.tsx';
import { PostList } from './components/PostItem.tsx';
import { translate } from '../theme/translate.tsx';

export default function BlogListPage({ data }: { data: BlogListPageData }) {
  const { pagination } = data;
  return (
    <BlogLayout sidebar={data.sidebar}>
      <header className="blog-page__header">
        <h1 className="blog-page__title">{data.title}</h1>
        {data.description && data.description !== data.title ? <p className="blog-page__description">{data.description}</p> : null}
        {pagination.totalPages > 1 ? (
          <p className="blog-page__count">
            {translate({ message: 'Page {page} of {totalPages}' }, { page: pagination.page, totalPages: pagination.totalPages })}
          </p>
        ) : null}
      </header>
      <PostList posts={data.posts} showReadingTime={data.showReadingTime} />
      <Pagination pagination={pagination} />
    </BlogLayout>
  );
}
