/**
 * One demo-shop store per session cookie (the Node server's equivalent of one browser's localStorage): each new
 * visitor gets the seeded shop to itself, kept in memory, so shoppers never see each other's carts. The least
 * recently used stores are dropped beyond `limit` (a dropped session starts again from the seeded shop).
 */
import { randomBytes } from 'node:crypto';
import { createDemoShop, type DemoShop } from '../state/store';
import { currentSession } from '../state/sessions';

export const SESSION_COOKIE = 'mf_demo_session';

export interface SessionStores {
  /** The store of a cookie value; `created` when the value was unknown (the reply must set the cookie). */
  get(cookie: string | undefined): { id: string; shop: DemoShop; created: boolean };
  /** The store of a known cookie, or null (never creates one). */
  find(cookie: string | undefined): DemoShop | null;
  /** Every live store (the real-time ticker walks them). */
  shops(): Iterable<DemoShop>;
  readonly size: number;
}

const newId = () => randomBytes(20).toString('hex');

/** A fresh, unguessable CSRF token (the seeded one is the same in every new store). */
export function rotateCsrfToken(shop: DemoShop): string {
  return shop.update((state) => {
    const session = currentSession(state);
    session.csrf_token = randomBytes(20).toString('hex');
    return session.csrf_token;
  });
}

export function createSessionStores(limit = 500): SessionStores {
  const stores = new Map<string, DemoShop>();
  return {
    get(cookie) {
      const known = cookie && /^[a-f0-9]{40}$/.test(cookie) ? stores.get(cookie) : undefined;
      if (known && cookie) {
        stores.delete(cookie);
        stores.set(cookie, known);
        return { id: cookie, shop: known, created: false };
      }
      const id = newId();
      const shop = createDemoShop();
      rotateCsrfToken(shop);
      stores.set(id, shop);
      while (stores.size > limit) stores.delete(stores.keys().next().value!);
      return { id, shop, created: true };
    },
    find(cookie) {
      return (cookie && stores.get(cookie)) || null;
    },
    shops() {
      return stores.values();
    },
    get size() {
      return stores.size;
    },
  };
}
