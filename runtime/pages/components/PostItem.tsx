import type { Author } from '../../../cli/graph/schema.ts';
import type { PostSummary } from '../../../cli/graph/page-data-types.ts';
import { Link } from '../../core/Link.tsx';
import { AuthorInline } from './AuthorCard.tsx';
import { Markdown } from './Markdown.tsx';
import { TagList } from './TagList.tsx';
import { formatDate, readingTimeLabel } from './format.ts';
import { translate } from '../../theme/translate.tsx';

interface PostHeaderProps {
  post: { title: string; permalink: string; date: string; readingTimeMinutes: number; authors: readonly Author[] };
  showReadingTime: boolean;
  /** h1 on the post page (plain title), h2 in lists (linking to the post). */
  headingLevel: 1 | 2;
}

/** Title, date, reading time and authors of a post. */
export function PostHeader({ post, showReadingTime, headingLevel }: PostHeaderProps) {
  return (
    <header className="post-header">
      {headingLevel === 1 ? (
        <h1 className="post-header__title">{post.title}</h1>
      ) : (
        <h2 className="post-header__title">
          <Link to={post.permalink}>{post.title}</Link>
        </h2>
      )}
      <p className="post-header__meta">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {showReadingTime ? (
          <>
            <span className="post-header__dot" aria-hidden="true">
              {' · '}
            </span>
            <span>{readingTimeLabel(post.readingTimeMinutes)}</span>
          </>
        ) : null}
      </p>
      {post.authors.length > 0 ? (
        <ul className="post-header__authors" aria-label={translate({ message: 'Authors' })}>
          {post.authors.map((author) => (
            <AuthorInline key={author.key} author={author} />
          ))}
        </ul>
      ) : null}
    </header>
  );
}

/** One entry of a post list: header, excerpt, tags, and 'Read more' when the post was truncated. */
export function PostItem({ post, showReadingTime }: { post: PostSummary; showReadingTime: boolean }) {
  return (
    <article className="post-item">
      <PostHeader post={post} showReadingTime={showReadingTime} headingLevel={2} />
      <Markdown html={post.excerptHtml} className="post-item__excerpt" />
      {post.tags.length > 0 || post.hasTruncateMarker ? (
        <footer className="post-item__footer">
          <TagList tags={post.tags} className="post-item__tags" />
          {post.hasTruncateMarker ? (
            <Link to={post.permalink} className="post-item__read-more" aria-label={translate({ message: 'Read more about {title}' }, { title: post.title })}>
              {translate({ message: 'Read more' })}
            </Link>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** The posts of a list page, newest first as the data orders them. */
export function PostList({ posts, showReadingTime }: { posts: readonly PostSummary[]; showReadingTime: boolean }) {
  return (
    <div className="post-list">
      {posts.map((post) => (
        <PostItem key={post.id} post={post} showReadingTime={showReadingTime} />
      ))}
    </div>
  );
}
