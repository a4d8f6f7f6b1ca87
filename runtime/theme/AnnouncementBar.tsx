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
  const closeLabel = translate({ id: 'theme.AnnouncementBar.closeButtonAriaLabel', message: 'Close' });
  return (
    <div
      className="announcement-bar"
      role="banner"
      aria-label={translate({ id: 'theme.AnnouncementBar.ariaLabel', message: 'Announcement' })}
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      {config.isCloseable && <div className="announcement-bar__spacer" />}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label={closeLabel} title={closeLabel} onClick={close}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M5 5l14 14M19 5L5 19" />
          </svg>
        </button>
      )}
    </div>
  );
}
