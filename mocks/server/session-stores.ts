/**
 * One demo-shop store per session cookie (the Node server's equivalent of one browser's localStorage): each new
 * visitor gets the seeded shop to itself, kept in memory, so shoppers never see each other's carts.
 *
 * Two pools, each keeping its `limit` most recently used stores: new sessions, and shoppers' sessions — promoted by
 * the server only after a CSRF-checked state change (a sign-in, an add to cart…), never merely because a cookie
 * came back, which costs an attacker nothing. Each client address may also hold only so many sessions in each pool:
 * beyond its share it displaces its own oldest, never someone else's. So a flood from one address — a crawler, a
 * load test, someone creating sessions and sending their cookies back to sign everyone out — cannot evict other
 * shoppers (a dropped session starts again from the seeded shop).
 */
import { randomBytes } from 'node:crypto';
import { createDemoShop, type DemoShop } from '../state/store';
import { currentSession } from '../state/sessions';

export const SESSION_COOKIE = 'mf_demo_session';

export interface SessionStores {
  /**
   * The store of a cookie value; `created` when the value was unknown (the reply must set the cookie), opened for
   * the client at `address`.
   */
  get(cookie: string | undefined, address?: string): { id: string; shop: DemoShop; created: boolean };
  /** The store of a known cookie, or null (never creates one). */
  find(cookie: string | undefined): DemoShop | null;
  /** A shopper's session from now on: it changed state past the CSRF check. */
  promote(cookie: string): void;
  /** Every live store (the real-time ticker walks them). */
  shops(): Iterable<DemoShop>;
  readonly size: number;
}

export interface SessionLimits {
  /** Sessions kept in each pool. */
  limit?: number;
  /** New sessions one client address may hold. */
  newPerAddress?: number;
  /** Shoppers' sessions one client address may hold (a household or an office behind one address). */
  shoppersPerAddress?: number;
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

interface Entry {
  shop: DemoShop;
  address: string;
}

/** A least-recently-used pool with a share per client address. */
function pool(limit: number, perAddress: number) {
  const entries = new Map<string, Entry>();
  return {
    entries,
    /** Adds (or touches) as the most recently used; drops the address's oldest beyond its share, then the pool's. */
    keep(id: string, entry: Entry) {
      entries.delete(id);
      entries.set(id, entry);
      const same = [...entries].filter(([, e]) => e.address === entry.address);
      for (const [oldest] of same.slice(0, Math.max(0, same.length - perAddress))) entries.delete(oldest);
      while (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
  };
}

export function createSessionStores({
  limit = 500,
  newPerAddress = 100,
  shoppersPerAddress = 50,
}: SessionLimits = {}): SessionStores {
  const shoppers = pool(limit, shoppersPerAddress);
  const fresh = pool(limit, newPerAddress);
  const lookup = (cookie: string | undefined) =>
    cookie && /^[a-f0-9]{40}$/.test(cookie)
      ? (shoppers.entries.get(cookie) ?? fresh.entries.get(cookie))
      : undefined;
  return {
    get(cookie, address = 'unknown') {
      const known = lookup(cookie);
      if (known && cookie) {
        (shoppers.entries.has(cookie) ? shoppers : fresh).keep(cookie, known);
        return { id: cookie, shop: known.shop, created: false };
      }
      const id = newId();
      const shop = createDemoShop();
      rotateCsrfToken(shop);
      fresh.keep(id, { shop, address });
      return { id, shop, created: true };
    },
    find(cookie) {
      return lookup(cookie)?.shop ?? null;
    },
    promote(cookie) {
      const entry = fresh.entries.get(cookie);
      if (!entry) return;
      fresh.entries.delete(cookie);
      shoppers.keep(cookie, entry);
    },
    *shops() {
      for (const entry of shoppers.entries.values()) yield entry.shop;
      for (const entry of fresh.entries.values()) yield entry.shop;
    },
    get size() {
      return shoppers.entries.size + fresh.entries.size;
    },
  };
}
