import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD } from '../data/users';
import { DEMO_EPOCH, fixClock, now, resetClock } from '../domain/clock';
import { unwrap } from '../domain/errors';
import type { Product } from '../domain/types';
import { addToCartAction, cartView } from './cart';
import { createInitialState } from './initial';
import { productStock } from './lookups';
import {
  STORAGE_KEY,
  localStoragePersistence,
  memoryPersistence,
  restoreState,
  serializeState,
} from './persistence';
import { currentSession, login } from './sessions';
import { configureDemoShop, createDemoShop, getDemoShop, resetDemoShop } from './store';

beforeEach(() => fixClock(DEMO_EPOCH));
afterEach(() => resetClock());

function simpleProduct(shop = getDemoShop()): Product {
  return shop.catalogue.products.find(
    (p) =>
      p.status === 'published' &&
      !p.has_variant &&
      !p.is_digital &&
      !p.is_catalog &&
      !p.is_classified &&
      p.current_stock >= 10 &&
      p.minimum_order_quantity === 1,
  )!;
}

describe('initial state', () => {
  it('is deterministic for the same catalogue', () => {
    const shop = createDemoShop();
    const a = serializeState(createInitialState(shop.catalogue));
    const b = serializeState(createInitialState(shop.catalogue));
    expect(a).toBe(b);
  });

  it('starts with a guest session and the demo customer history', () => {
    const shop = createDemoShop();
    const session = currentSession(shop.state);
    expect(session.user_id).toBeNull();
    expect(session.walk_in_id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(session.csrf_token).toHaveLength(40);
    const orders = shop.state.orders.filter((o) => o.user_id === DEMO_CUSTOMER_ID);
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(orders.every((o) => o.status === 1 && /^YR-\d{10}$/.test(o.code))).toBe(true);
    expect(orders.some((o) => o.delivery_status === 'pending')).toBe(true);
  });
});

describe('persistence', () => {
  it('persists after each change and restores on start', () => {
    const storage = memoryPersistence();
    const shop = createDemoShop({ persistence: storage });
    const product = simpleProduct(shop);
    shop.update((state) =>
      unwrap(addToCartAction(state, currentSession(state), { product_id: product.id, quantity: 2 }, now())),
    );
    expect(storage.data).toContain('"quantity":2');

    const reloaded = createDemoShop({ persistence: storage });
    const view = cartView(reloaded.state, currentSession(reloaded.state));
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ product_id: product.id, quantity: 2 });
  });

  it('never stores the session id, the CSRF token or a plain password', () => {
    const storage = memoryPersistence();
    const shop = createDemoShop({ persistence: storage });
    shop.update((state) =>
      unwrap(
        login(state, currentSession(state), { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }, now()),
      ),
    );
    const session = currentSession(shop.state);
    expect(storage.data).not.toContain(session.id);
    expect(storage.data).not.toContain(session.csrf_token);
    expect(storage.data).not.toContain(DEMO_PASSWORD);
    // The shopper survives a reload with a fresh session id and token.
    const reloaded = createDemoShop({ persistence: storage });
    const restored = currentSession(reloaded.state);
    expect(restored.user_id).toBe(DEMO_CUSTOMER_ID);
    expect(restored.id).not.toBe(session.id);
    expect(restored.csrf_token).not.toBe(session.csrf_token);
  });

  it('ignores corrupt, foreign or outdated data and falls back to the seeded state', () => {
    const shop = createDemoShop();
    for (const text of [
      'not json',
      '{}',
      JSON.stringify({ format: 1, seed: 1, epoch: 1, shopper: null, state: {} }),
      'null',
    ]) {
      expect(restoreState(text, shop.catalogue, now())).toBeNull();
      const fresh = createDemoShop({ persistence: memoryPersistence(text) });
      expect(fresh.state.orders.length).toBe(shop.state.orders.length);
    }
  });

  it('writes to localStorage under one key', () => {
    const storage = localStoragePersistence(window.localStorage);
    window.localStorage.removeItem(STORAGE_KEY);
    const shop = createDemoShop({ persistence: storage });
    const product = simpleProduct(shop);
    shop.update((state) =>
      unwrap(addToCartAction(state, currentSession(state), { product_id: product.id, quantity: 1 }, now())),
    );
    expect(window.localStorage.getItem(STORAGE_KEY)).toContain('"carts"');
    shop.reset();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('rolls back a change that throws', () => {
    const shop = createDemoShop();
    const before = serializeState(shop.state);
    expect(() =>
      shop.update((state) => {
        state.users[0]!.balance = 999_999;
        state.stock.products['1'] = 0;
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(serializeState(shop.state)).toBe(before);
  });
});

describe('reset', () => {
  it('restores the seeded initial state', () => {
    configureDemoShop({ persistence: memoryPersistence() });
    const shop = getDemoShop();
    const initial = serializeState(shop.state);
    const product = simpleProduct(shop);
    shop.update((state) => {
      const session = currentSession(state);
      unwrap(addToCartAction(state, session, { product_id: product.id, quantity: 1 }, now()));
      state.stock.products[String(product.id)] = 0;
    });
    expect(productStock(shop.state, product)).toBe(0);
    resetDemoShop();
    expect(serializeState(getDemoShop().state)).toBe(initial);
    expect(productStock(getDemoShop().state, product)).toBe(product.current_stock);
    configureDemoShop();
  });
});
