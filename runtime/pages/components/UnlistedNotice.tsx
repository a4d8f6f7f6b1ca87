/** Docusaurus' notice on an unlisted page. */
export function UnlistedNotice() {
  return (
    <div className="doc-page__unlisted" role="note">
      <b>Unlisted page</b>
      <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
    </div>
  );
}
