import type { Page } from '@playwright/test';
import { STORAGE_KEY as DEMO_SHOP_STATE_KEY } from '../../mocks/state/persistence';

// Quality-bar R7: what the page can reach in the browser's storage, and where a secret or a person's data was found.

/** Every value the page can reach in the browser's storage, by where it was found. */
export interface Stored {
  place: string;
  text: string;
}

/**
 * Reads localStorage, sessionStorage, every IndexedDB database (all records of all stores) and Cache Storage
 * (each entry's address, and the body of data answers: JSON, HTML, text). Cached scripts and styles are code, not
 * data: this build carries the demo shop's seed in its JavaScript, which is no one's personal data.
 * The demo shop's own database (one localStorage key) stands in for the server here and is left out: a real
 * deployment has no such key.
 */
export async function sweepBrowserStorage(page: Page): Promise<Stored[]> {
  return page.evaluate(async (demoShopKey) => {
    const found: { place: string; text: string }[] = [];
    for (const [name, area] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let index = 0; index < area.length; index += 1) {
        const key = area.key(index);
        if (key === null || (name === 'localStorage' && key === demoShopKey)) continue;
        found.push({ place: `${name} ${key}`, text: `${key} ${area.getItem(key) ?? ''}` });
      }
    }

    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        found.push({ place: `IndexedDB ${info.name}/${storeName}`, text: JSON.stringify({ keys, values }) });
      }
      db.close();
    }

    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const cached of await cache.keys()) {
        const response = await cache.match(cached);
        const type = response?.headers.get('Content-Type') ?? '';
        const body = response && /json|html|text\/plain/.test(type) ? await response.text() : '';
        found.push({ place: `Cache Storage ${cacheName} ${cached.url}`, text: `${cached.url} ${body}` });
      }
    }
    return found;
  }, DEMO_SHOP_STATE_KEY);
}

/** Where any of `needles` is still stored, as "place: needle" lines (empty when nothing is). */
export const tracesOf = (stored: Stored[], needles: string[]): string[] =>
  stored.flatMap(({ place, text }) =>
    needles
      .filter((needle) => text.toLowerCase().includes(needle.toLowerCase()))
      .map((n) => `${place}: ${n}`),
  );
