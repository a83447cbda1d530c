/**
 * One demo-shop store per session cookie (the Node server's equivalent of one browser's localStorage): each new
 * visitor gets the seeded shop to itself, kept in memory, so shoppers never see each other's carts.
 *
 * Two pools, each keeping its `limit` most recently used stores: sessions whose cookie has come back at least once
 * (a shopper), and new ones whose cookie has not (yet). A flood of cookie-less requests — a crawler, a load test,
 * someone trying to sign everyone out — only displaces other new sessions; a shopper's session is dropped only to
 * make room for other shoppers' (a dropped session starts again from the seeded shop).
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
  const returning = new Map<string, DemoShop>();
  const fresh = new Map<string, DemoShop>();
  /** Adds as the most recently used, dropping the pool's least recently used beyond `limit`. */
  const keep = (pool: Map<string, DemoShop>, id: string, shop: DemoShop) => {
    pool.delete(id);
    pool.set(id, shop);
    while (pool.size > limit) pool.delete(pool.keys().next().value!);
  };
  const lookup = (cookie: string | undefined) =>
    cookie && /^[a-f0-9]{40}$/.test(cookie) ? (returning.get(cookie) ?? fresh.get(cookie)) : undefined;
  return {
    get(cookie) {
      const known = lookup(cookie);
      if (known && cookie) {
        fresh.delete(cookie);
        keep(returning, cookie, known);
        return { id: cookie, shop: known, created: false };
      }
      const id = newId();
      const shop = createDemoShop();
      rotateCsrfToken(shop);
      keep(fresh, id, shop);
      return { id, shop, created: true };
    },
    find(cookie) {
      return lookup(cookie) ?? null;
    },
    *shops() {
      yield* returning.values();
      yield* fresh.values();
    },
    get size() {
      return returning.size + fresh.size;
    },
  };
}
