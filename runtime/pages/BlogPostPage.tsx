import type { BlogPostPageData } from '../../cli/graph/page-data-types.ts';
import { BlogLayout } from './components/BlogLayout.tsx';
import { Markdown } from './components/Markdown.tsx';
import { PaginatorNav } from './components/PaginatorNav.tsx';
import { PostHeader } from './components/PostItem.tsx';
import { TableOfContents, TableOfContentsMobile } from './components/TableOfContents.tsx';
import { TagList } from './components/TagList.tsx';
import { translate } from '../theme/translate.tsx';

export default function BlogPostPage({ data }: { data: BlogPostPageData }) {
  const { post } = data;
  const showToc = !post.hideTableOfContents && post.toc.length > 0;
  return (
    <BlogLayout sidebar={data.sidebar} toc={showToc ? <TableOfContents toc={post.toc} /> : undefined}>
      <article className="blog-post">
        <PostHeader post={post} showReadingTime={data.showReadingTime} headingLevel={1} />
        {showToc ? <TableOfContentsMobile toc={post.toc} /> : null}
        <Markdown html={post.html} className="blog-post__content" />
        {post.tags.length > 0 || post.editUrl ? (
          <footer className="blog-post__footer">
            {post.tags.length > 0 ? (
              <>
                <span className="blog-post__tags-label">{translate({ message: 'Tags:' })}</span>
                <TagList tags={post.tags} />
              </>
            ) : null}
            {post.editUrl ? (
              <a href={post.editUrl} target="_blank" rel="noopener noreferrer" className="blog-post__edit">
                {translate({ message: 'Edit this page' })}
              </a>
            ) : null}
          </footer>
        ) : null}
      </article>
      <PaginatorNav
        label={translate({ message: 'Blog post page navigation' })}
        previous={post.prev ? { sublabel: translate({ message: 'Newer post' }), title: post.prev.title, href: post.prev.permalink } : undefined}
        next={post.next ? { sublabel: translate({ message: 'Older post' }), title: post.next.title, href: post.next.permalink } : undefined}
      />
    </BlogLayout>
  );
}
