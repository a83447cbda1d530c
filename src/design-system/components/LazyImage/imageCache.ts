import { CACHE_SIZE } from './constants';

/** A set that remembers at most `capacity` keys, forgetting the least recently used one first. */
export type LruSet = {
  has(key: string): boolean;
  add(key: string): void;
  clear(): void;
  readonly size: number;
};

export function createLruSet(capacity: number): LruSet {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new Error(`createLruSet: "capacity" must be a positive integer (got ${String(capacity)})`);
  }
  // A Map keeps insertion order: the first key is the least recently used one.
  const entries = new Map<string, true>();
  return {
    has(key) {
      if (!entries.has(key)) return false;
      entries.delete(key);
      entries.set(key, true);
      return true;
    },
    add(key) {
      entries.delete(key);
      entries.set(key, true);
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** URLs that loaded in this page session; shared by every LazyImage. */
export const loadedImages = createLruSet(CACHE_SIZE);
