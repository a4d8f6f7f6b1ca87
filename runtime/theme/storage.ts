/** One localStorage key. Storage that throws (private mode, blocked cookies) only warns. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

/** Where the storage comes from; tests pass an in-memory one. */
export type StorageSource = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage: StorageSource = () => window.localStorage;

export function storageSlot(key: string, source: StorageSource = browserStorage): StorageSlot {
  const attempt = <T,>(action: string, run: () => T, fallback: T): T => {
    try {
      return run();
    } catch (error) {
      console.warn(`sitegen: could not ${action} the localStorage key "${key}"; the setting will not be remembered.`, error);
      return fallback;
    }
  };
  return {
    get: () => attempt('read', () => source().getItem(key), null),
    set: (value) => attempt('write', () => source().setItem(key, value), undefined),
    del: () => attempt('remove', () => source().removeItem(key), undefined),
  };
}
