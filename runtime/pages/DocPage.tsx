import type { DocPageData } from '../../cli/graph/page-data-types.ts';
import { Breadcrumbs } from './components/Breadcrumbs.tsx';
import { DocSidebar } from './components/DocSidebar.tsx';
import { Markdown } from './components/Markdown.tsx';
import { PaginatorNav } from './components/PaginatorNav.tsx';
import { TableOfContents, TableOfContentsMobile } from './components/TableOfContents.tsx';
import { DocVersionBadge, DocVersionBanner } from '../theme/versions/doc-version-parts.ts';
import { translate } from '../theme/translate.tsx';

export default function DocPage({ data }: { data: DocPageData }) {
  const { doc, sidebar, showToc } = data;
  const hasSidebar = sidebar.length > 0;
  const classes = ['doc-page', hasSidebar ? 'doc-page--with-sidebar' : '', showToc ? 'doc-page--with-toc' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {hasSidebar ? (
        <div className="doc-page__sidebar">
          <DocSidebar key={`${data.section.id}:${data.version.name}`} items={sidebar} />
        </div>
      ) : null}
      <div className="doc-page__main">
        <div className="doc-page__content">
          <DocVersionBanner section={data.section.id} version={data.version} />
          {data.breadcrumbs === false ? null : <Breadcrumbs section={data.section} items={data.breadcrumbs} page={{ title: doc.title, path: data.path }} />}
          <DocVersionBadge version={data.version} />
          <article className="doc-page__article">
            {doc.hideTitle ? null : (
              <header className="doc-page__header">
                <h1 className="doc-page__title">{doc.title}</h1>
              </header>
            )}
            {showToc ? <TableOfContentsMobile toc={doc.toc} /> : null}
            <Markdown html={doc.html} />
          </article>
          <PaginatorNav
            label={translate({ message: 'Docs pages' })}
            previous={data.previous ? { sublabel: translate({ message: 'Previous' }), title: data.previous.label, href: data.previous.href } : undefined}
            next={data.next ? { sublabel: translate({ message: 'Next' }), title: data.next.label, href: data.next.href } : undefined}
          />
        </div>
        {showToc ? (
          <div className="doc-page__toc">
            <TableOfContents toc={doc.toc} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
