// Typed web storage that never throws: private modes, disabled storage, full quota and corrupted values all
// read as "nothing stored" and writes report false. `localStore` keeps preferences, `sessionStore` what belongs
// to this tab's person (storage-keys.ts).
import {
  sessionValueGuards,
  storedValueGuards,
  type SessionValues,
  type StoredValues,
  type ValueGuards,
} from './storage-keys.ts';

export interface TypedStore<Values> {
  get<K extends keyof Values>(key: K): Values[K] | null;
  /** Returns false when the browser refused to store it. */
  set<K extends keyof Values>(key: K, value: Values[K]): boolean;
  remove(key: keyof Values): void;
}

export type LocalStore = TypedStore<StoredValues>;
export type SessionStore = TypedStore<SessionValues>;

/** The browser's storage area, or undefined where there is none (the getter itself may throw). */
export const webStorage = (area: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window[area];
  } catch {
    return undefined;
  }
};

const createTypedStore = <Values>(
  guards: ValueGuards<Values>,
  backend: () => Storage | undefined,
): TypedStore<Values> => ({
  get(key) {
    try {
      const raw = backend()?.getItem(String(key));
      if (raw === null || raw === undefined) return null;
      const value: unknown = JSON.parse(raw);
      return guards[key](value) ? value : null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    if (!guards[key](value)) return false;
    try {
      const storage = backend();
      if (!storage) return false;
      storage.setItem(String(key), JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  },
  remove(key) {
    try {
      backend()?.removeItem(String(key));
    } catch {
      // nothing to do: storage is unavailable
    }
  },
});

export const createLocalStore = (backend: () => Storage | undefined = () => webStorage('localStorage')) =>
  createTypedStore(storedValueGuards, backend);

export const createSessionStore = (backend: () => Storage | undefined = () => webStorage('sessionStorage')) =>
  createTypedStore(sessionValueGuards, backend);

export const localStore: LocalStore = createLocalStore();
export const sessionStore: SessionStore = createSessionStore();
