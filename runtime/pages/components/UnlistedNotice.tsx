import { translate } from '../../theme/translate.tsx';

/** Docusaurus' notice on an unlisted page. */
export function UnlistedNotice() {
  return (
    <div className="doc-page__unlisted" role="note">
      <b>{translate({ message: 'Unlisted page' })}</b>
      <p>{translate({ message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.' })}</p>
    </div>
  );
}
