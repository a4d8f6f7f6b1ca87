import type { Doc } from '../../../cli/graph/schema.ts';
import { translate, translateNodes } from '../../theme/translate.tsx';
import { currentLocale } from '../../theme/locale-text.ts';

/** `Oct 15, 2021`, in UTC as the server rendered it, in the language of the locale being built. */
const day = (iso: string) => new Date(iso).toLocaleDateString(currentLocale(), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** "Edit this page" and "Last updated on … by …", as Docusaurus ends a doc (rendered on the server: cli/render/doc-extras-html.tsx). */
export function DocFooter({ doc: { editUrl, lastUpdatedAt: at, lastUpdatedBy: by } }: { doc: Pick<Doc, 'editUrl' | 'lastUpdatedAt' | 'lastUpdatedBy'> }) {
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="doc-footer__edit">
          {translate({ message: 'Edit this page' })}
        </a>
      ) : null}
      {at || by ? (
        <span className="doc-footer__updated">
          {translateNodes(
            { message: 'Last updated{atDate}{byUser}' },
            {
              atDate: at
                ? translateNodes(
                    { message: ' on {date}' },
                    {
                      date: (
                        <b>
                          <time dateTime={at}>{day(at)}</time>
                        </b>
                      ),
                    },
                  )
                : '',
              byUser: by ? translateNodes({ message: ' by {user}' }, { user: <b>{by}</b> }) : '',
            },
          )}
        </span>
      ) : null}
    </footer>
  );
}
