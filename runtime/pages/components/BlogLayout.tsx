import type { ReactNode } from 'react';
import type { BlogSidebarData } from '../../../cli/graph/page-data-types.ts';
import { BlogSidebar } from './BlogSidebar.tsx';

/** Blog page columns: recent-posts sidebar (desktop), the content, and an optional TOC column. */
export function BlogLayout({ sidebar, toc, children }: { sidebar?: BlogSidebarData; toc?: ReactNode; children: ReactNode }) {
  const classes = ['blog-page', sidebar && sidebar.posts.length > 0 ? 'blog-page--with-sidebar' : '', toc ? 'blog-page--with-toc' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {sidebar ? <BlogSidebar sidebar={sidebar} /> : null}
      <div className="blog-page__main">{children}</div>
      {toc ? <div className="blog-page__toc">{toc}</div> : null}
    </div>
  );
}
