import { useEffect, useState } from 'react';
import { useSiteData } from '../core/site-context.tsx';
import { dismissAnnouncement, syncAnnouncementStorage } from './announcement-storage.ts';
import { translate } from './translate.tsx';

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * Rendered on the server; the inline head script hides a dismissed bar through the `<html>`
 * attribute before paint. Once hydrated, the storage rules decide and the attribute follows.
 */
export function AnnouncementBar() {
  const config = useSiteData().site.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  const id = config?.id;

  useEffect(() => {
    if (id === undefined) return;
    const stays = syncAnnouncementStorage(id);
    setDismissed(stays);
    document.documentElement.setAttribute(ATTRIBUTE, String(stays));
  }, [id]);

  if (!config || dismissed) return null;
  const close = () => {
    dismissAnnouncement();
    setDismissed(true);
  };
  const closeLabel = translate({ message: 'Close' });
  return (
    <div
      className="announcement-bar"
      role="banner"
      aria-label={translate({ message: 'Announcement' })}
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      {config.isCloseable && <div className="announcement-bar__spacer" />}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label={closeLabel} title={closeLabel} onClick={close}>
          <span className="icon icon--close" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
