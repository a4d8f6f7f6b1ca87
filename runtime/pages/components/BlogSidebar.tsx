import type { BlogSidebarData } from '../../../cli/graph/page-data-types.ts';
import { Link } from '../../core/Link.tsx';
import { groupBy, yearOf } from './format.ts';
import { translate } from '../../theme/translate.tsx';

type SidebarPost = BlogSidebarData['posts'][number];

function PostLinks({ posts }: { posts: readonly SidebarPost[] }) {
  return (
    <ul className="blog-sidebar__list">
      {posts.map((post) => (
        <li key={post.permalink} className="blog-sidebar__item">
          <Link to={post.permalink} className="blog-sidebar__link" activeClassName="blog-sidebar__link--active">
            {post.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Recent posts beside the blog pages (desktop), grouped by year when configured. */
export function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  if (sidebar.posts.length === 0) return null;
  return (
    <aside className="blog-sidebar">
      <nav className="blog-sidebar__nav" aria-label={translate({ message: 'Blog recent posts' })}>
        <p className="blog-sidebar__title">{sidebar.title}</p>
        {sidebar.groupByYear ? (
          groupBy(sidebar.posts, (post) => yearOf(post.date)).map((group) => (
            <div key={group.key} className="blog-sidebar__group" role="group" aria-labelledby={`blog-sidebar-year-${group.key}`}>
              <h3 className="blog-sidebar__year" id={`blog-sidebar-year-${group.key}`}>
                {group.key}
              </h3>
              <PostLinks posts={group.items} />
            </div>
          ))
        ) : (
          <PostLinks posts={sidebar.posts} />
        )}
      </nav>
    </aside>
  );
}
