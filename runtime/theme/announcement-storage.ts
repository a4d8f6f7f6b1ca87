import { storageSlot, type StorageSlot, type StorageSource } from './storage.ts';

export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const DEFAULT_ANNOUNCEMENT_ID = 'announcement-bar';
/** An early release stored the default id misspelled; it counts as the default id. */
export const MISSPELLED_DEFAULT_ID = 'annoucement-bar';

export interface AnnouncementSlots {
  dismiss: StorageSlot;
  id: StorageSlot;
}

export function announcementSlots(source?: StorageSource): AnnouncementSlots {
  return { dismiss: storageSlot(ANNOUNCEMENT_DISMISS_KEY, source), id: storageSlot(ANNOUNCEMENT_ID_KEY, source) };
}

/**
 * Applies the load-time rules and says whether the bar stays dismissed: a stored id that differs
 * from the configured one means a new announcement, so the id is saved and the dismissal reset.
 */
export function syncAnnouncementStorage(configuredId: string, slots: AnnouncementSlots = announcementSlots()): boolean {
  const storedId = slots.id.get();
  const viewedId = storedId === MISSPELLED_DEFAULT_ID ? DEFAULT_ANNOUNCEMENT_ID : storedId;
  if (storedId !== configuredId) slots.id.set(configuredId);
  if (viewedId !== configuredId) {
    slots.dismiss.set('false');
    return false;
  }
  return isAnnouncementDismissed(slots);
}

export function isAnnouncementDismissed(slots: AnnouncementSlots = announcementSlots()): boolean {
  return slots.dismiss.get() === 'true';
}

export function dismissAnnouncement(slots: AnnouncementSlots = announcementSlots()): void {
  slots.dismiss.set('true');
}
