import { renderToStaticMarkup } from 'react-dom/server';
import { DocFooter } from '../../runtime/pages/components/DocFooter.tsx';
import { UnlistedNotice } from '../../runtime/pages/components/UnlistedNotice.tsx';
import type { Doc } from '../graph/schema.ts';

/**
 * A doc's body as its page shows it: the unlisted notice before it, "Edit this page" and the last
 * update after it. The theme's components make them on the server, into the body's HTML, so pages
 * that show none of them carry no code for them (the doc page's first-load JavaScript is at its budget).
 */
export function docBodyHtml(doc: Doc): string {
  const footer = doc.editUrl || doc.lastUpdatedAt || doc.lastUpdatedBy;
  if (!doc.unlisted && !footer) return doc.html;
  return `${doc.unlisted ? renderToStaticMarkup(<UnlistedNotice />) : ''}${doc.html}${footer ? renderToStaticMarkup(<DocFooter doc={doc} />) : ''}`;
}
