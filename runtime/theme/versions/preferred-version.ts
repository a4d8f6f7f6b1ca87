import { useSyncExternalStore } from 'react';
import { storageSlot, type StorageSource } from '../storage.ts';

/** Docusaurus' key, so a reader's choice carries over: its plugin id is `default` for the `docs` section, else the section's id. */
export function preferredVersionKey(section: string): string {
  return `docs-preferred-version-${section === 'docs' ? 'default' : section}`;
}

/** The version the reader last picked in a section, read now (search, outside React's rendering). */
export function readPreferredVersion(section: string): string | null {
  return storageSlot(preferredVersionKey(section)).get();
}

/** Told on this page when the preferred version changes; other tabs hear the storage event. */
const CHANGED = 'sitegen:preferred-version';

export function savePreferredVersion(section: string, name: string, source?: StorageSource): void {
  storageSlot(preferredVersionKey(section), source).set(name);
  window.dispatchEvent(new Event(CHANGED));
}

const EVENTS = ['storage', CHANGED];

function subscribe(onChange: () => void): () => void {
  for (const type of EVENTS) window.addEventListener(type, onChange);
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, onChange);
  };
}

/**
 * The version the reader last picked in a section, or null. Null on the server and while the page
 * hydrates, as Docusaurus: storage is read once mounted, so the markup matches.
 */
export function usePreferredVersion(section: string): string | null {
  return useSyncExternalStore(subscribe, () => readPreferredVersion(section), () => null);
}
