import { renderToStaticMarkup } from './react-dom-server.ts';
import type { ReactNode } from 'react';
import { SiteProvider } from '../../runtime/core/site-context.tsx';
import type { ClientSiteData } from '../graph/page-data-types.ts';
import { DocFooter } from '../../runtime/pages/components/DocFooter.tsx';
import { UnlistedNotice } from '../../runtime/pages/components/UnlistedNotice.tsx';
import type { Doc } from '../graph/schema.ts';
import type { BodyNode, PageBody } from '../content/mdx/page-body.ts';

/**
 * A doc's body as its page shows it: the unlisted notice before it, "Edit this page" and the last
 * update after it. The theme's components make them on the server, into the body's HTML, so pages
 * that show none of them carry no code for them (the doc page's first-load JavaScript is at its budget).
 */
export function docBody(doc: Doc, site: ClientSiteData): PageBody {
  const footer = doc.editUrl || doc.lastUpdatedAt || doc.lastUpdatedBy;
  if (!doc.unlisted && !footer) return doc.html;
  // In the site's context: their strings and dates are in the locale being built.
  const markup = (node: ReactNode) => renderToStaticMarkup(<SiteProvider value={site}>{node}</SiteProvider>);
  const before = doc.unlisted ? markup(<UnlistedNotice />) : '';
  const after = footer ? markup(<DocFooter doc={doc} />) : '';
  if (typeof doc.html === 'string') return `${before}${doc.html}${after}`;
  // A body that is a tree takes them as nodes of trusted HTML.
  const part = (html: string): BodyNode[] => (html ? [{ type: 'html', tag: 'div', props: { className: 'doc-extras' }, html }] : []);
  return { ...doc.html, nodes: [...part(before), ...doc.html.nodes, ...part(after)] };
}
