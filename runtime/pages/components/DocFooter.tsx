import type { Doc } from '../../../cli/graph/schema.ts';

/** `Oct 15, 2021`, in UTC as the server rendered it. */
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** "Edit this page" and "Last updated on … by …", as Docusaurus ends a doc (rendered on the server: cli/render/doc-extras-html.tsx). */
export function DocFooter({ doc: { editUrl, lastUpdatedAt: at, lastUpdatedBy: by } }: { doc: Pick<Doc, 'editUrl' | 'lastUpdatedAt' | 'lastUpdatedBy'> }) {
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="doc-footer__edit">
          Edit this page
        </a>
      ) : null}
      {at || by ? (
        <span className="doc-footer__updated">
          Last updated
          {at ? (
            <>
              {' on '}
              <b>
                <time dateTime={at}>{day(at)}</time>
              </b>
            </>
          ) : null}
          {by ? (
            <>
              {' by '}
              <b>{by}</b>
            </>
          ) : null}
        </span>
      ) : null}
    </footer>
  );
}
