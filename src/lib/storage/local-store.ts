// A typed localStorage that never throws: private modes, disabled storage, full quota and corrupted values all
// read as "nothing stored" and writes report false.
import { storedValueGuards, type StorageKey, type StoredValues } from './storage-keys.ts';

export interface LocalStore {
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  /** Returns false when the browser refused to store it. */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): boolean;
  remove(key: StorageKey): void;
}

const defaultBackend = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage; // the getter itself may throw
  } catch {
    return undefined;
  }
};

export const createLocalStore = (backend: () => Storage | undefined = defaultBackend): LocalStore => ({
  get(key) {
    try {
      const raw = backend()?.getItem(key);
      if (raw === null || raw === undefined) return null;
      const value: unknown = JSON.parse(raw);
      return storedValueGuards[key](value) ? value : null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    if (!storedValueGuards[key](value)) return false;
    try {
      const storage = backend();
      if (!storage) return false;
      storage.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  remove(key) {
    try {
      backend()?.removeItem(key);
    } catch {
      // nothing to do: storage is unavailable
    }
  },
});

export const localStore: LocalStore = createLocalStore();
