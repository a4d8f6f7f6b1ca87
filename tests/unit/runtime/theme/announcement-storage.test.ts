import { describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCEMENT_DISMISS_KEY,
  ANNOUNCEMENT_ID_KEY,
  announcementSlots,
  dismissAnnouncement,
  isAnnouncementDismissed,
  syncAnnouncementStorage,
} from '../../../../runtime/theme/announcement-storage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    source: () => ({
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    }),
  };
}

describe('announcement storage', () => {
  it('uses the Docusaurus key names', () => {
    expect(ANNOUNCEMENT_DISMISS_KEY).toBe('docusaurus.announcement.dismiss');
    expect(ANNOUNCEMENT_ID_KEY).toBe('docusaurus.announcement.id');
  });

  it('shows a first-time announcement and remembers its id', () => {
    const storage = memoryStorage();
    expect(syncAnnouncementStorage('launch', announcementSlots(storage.source))).toBe(false);
    expect(storage.map.get(ANNOUNCEMENT_ID_KEY)).toBe('launch');
    expect(storage.map.get(ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
  });

  it('keeps a dismissed announcement dismissed while the id is unchanged', () => {
    const storage = memoryStorage({ [ANNOUNCEMENT_ID_KEY]: 'launch', [ANNOUNCEMENT_DISMISS_KEY]: 'true' });
    expect(syncAnnouncementStorage('launch', announcementSlots(storage.source))).toBe(true);
    expect(storage.map.get(ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
  });

  it('only the string "true" counts as dismissed', () => {
    const storage = memoryStorage({ [ANNOUNCEMENT_ID_KEY]: 'launch', [ANNOUNCEMENT_DISMISS_KEY]: 'yes' });
    expect(syncAnnouncementStorage('launch', announcementSlots(storage.source))).toBe(false);
  });

  it('a new id stores the id and resets the dismissal, so the bar shows again', () => {
    const storage = memoryStorage({ [ANNOUNCEMENT_ID_KEY]: 'old', [ANNOUNCEMENT_DISMISS_KEY]: 'true' });
    expect(syncAnnouncementStorage('new', announcementSlots(storage.source))).toBe(false);
    expect(storage.map.get(ANNOUNCEMENT_ID_KEY)).toBe('new');
    expect(storage.map.get(ANNOUNCEMENT_DISMISS_KEY)).toBe('false');
  });

  it('migrates the old misspelled default id without showing the bar again', () => {
    const storage = memoryStorage({ [ANNOUNCEMENT_ID_KEY]: 'annoucement-bar', [ANNOUNCEMENT_DISMISS_KEY]: 'true' });
    expect(syncAnnouncementStorage('announcement-bar', announcementSlots(storage.source))).toBe(true);
    expect(storage.map.get(ANNOUNCEMENT_ID_KEY)).toBe('announcement-bar');
  });

  it('the misspelled id is not a match for a custom id', () => {
    const storage = memoryStorage({ [ANNOUNCEMENT_ID_KEY]: 'annoucement-bar', [ANNOUNCEMENT_DISMISS_KEY]: 'true' });
    expect(syncAnnouncementStorage('launch', announcementSlots(storage.source))).toBe(false);
    expect(storage.map.get(ANNOUNCEMENT_ID_KEY)).toBe('launch');
  });

  it('closing stores the dismissal as the string true', () => {
    const storage = memoryStorage();
    const slots = announcementSlots(storage.source);
    syncAnnouncementStorage('launch', slots);
    dismissAnnouncement(slots);
    expect(storage.map.get(ANNOUNCEMENT_DISMISS_KEY)).toBe('true');
    expect(isAnnouncementDismissed(slots)).toBe(true);
    expect(syncAnnouncementStorage('launch', slots)).toBe(true);
  });

  it('storage that throws only warns, and the bar shows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(syncAnnouncementStorage('launch', announcementSlots(broken))).toBe(false);
    expect(() => dismissAnnouncement(announcementSlots(broken))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0][0])).toContain('"docusaurus.announcement.id"');
    warn.mockRestore();
  });
});
