import { useContext } from 'react';
import type { SitePageData } from '../../cli/graph/page-data-types.ts';
import { MdxBodyContext } from '../core/mdx-body-context.tsx';
import { BlogLayout } from './components/BlogLayout.tsx';
import { Markdown } from './components/Markdown.tsx';
import { TableOfContents, TableOfContentsMobile } from './components/TableOfContents.tsx';

/**
 * A page of the site's pages folder (src/pages). A React page is its own component, drawn by the
 * route's body renderer as an MDX page's components are, in the site's layout and nothing else:
 * it sets its title and frame with `@theme/Layout` (runtime/docusaurus/Layout.tsx). A Markdown
 * page is its body in the content column, with its table of contents and no sidebar.
 */
export default function SitePage({ data }: { data: SitePageData }) {
  const Body = useContext(MdxBodyContext);
  const { page, showToc } = data;
  if (page.type === 'react') return typeof page.html === 'string' || !Body ? null : <Body tree={page.html} bare />;
  return (
    <BlogLayout toc={showToc ? <TableOfContents toc={page.toc} /> : undefined}>
      <article className="markdown-page">
        {page.heading ? <h1>{page.heading}</h1> : null}
        {showToc ? <TableOfContentsMobile toc={page.toc} /> : null}
        <Markdown html={page.html} className={page.wrapperClassName} />
      </article>
    </BlogLayout>
  );
}
