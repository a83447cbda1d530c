import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD, SECOND_CUSTOMER_ID } from '../data/users';
import { DEMO_EPOCH, fixClock, now, resetClock } from '../domain/clock';
import { unwrap } from '../domain/errors';
import type { Product } from '../domain/types';
import { addToCompare, compareList } from './account';
import { addToCartAction, cartView } from './cart';
import {
  cartLines,
  currentSession,
  login,
  logout,
  resolveSession,
  startSession,
  useSession,
} from './sessions';
import { createDemoShop, type DemoShop } from './store';

let shop: DemoShop;
beforeEach(() => {
  fixClock(DEMO_EPOCH);
  shop = createDemoShop();
});
afterEach(() => resetClock());

const sellable = (s: DemoShop) =>
  s.catalogue.products.filter(
    (p: Product) =>
      p.status === 'published' &&
      !p.has_variant &&
      !p.is_digital &&
      !p.is_catalog &&
      !p.is_classified &&
      p.current_stock >= 10 &&
      p.minimum_order_quantity === 1,
  );

const signIn = (email = DEMO_CUSTOMER_EMAIL, password = DEMO_PASSWORD) =>
  shop.update((state) => login(state, currentSession(state), { email, password }, now()));

describe('login', () => {
  it('checks the credentials', () => {
    expect(signIn('nobody@marketfront.test').ok).toBe(false);
    const wrong = signIn(DEMO_CUSTOMER_EMAIL, 'wrong');
    expect(!wrong.ok && wrong.error.message).toBe('Invalid credentials');
    expect(signIn('walk-in@marketfront.test', '').ok).toBe(false);
    const user = unwrap(signIn(' Customer@Marketfront.test ', DEMO_PASSWORD));
    expect(user.id).toBe(DEMO_CUSTOMER_ID);
    expect(currentSession(shop.state).user_id).toBe(DEMO_CUSTOMER_ID);
  });

  it('refuses banned users', () => {
    shop.update((state) => {
      state.users.find((u) => u.id === SECOND_CUSTOMER_ID)!.is_user_banned = 1;
    });
    const result = signIn('jane@marketfront.test');
    expect(!result.ok && result.error.code).toBe('login_banned');
  });

  it('carries the guest cart over to the user', () => {
    const [a, b] = sellable(shop);
    shop.update((state) => {
      const session = currentSession(state);
      unwrap(addToCartAction(state, session, { product_id: a!.id, quantity: 1 }, now()));
      unwrap(addToCartAction(state, session, { product_id: b!.id, quantity: 2 }, now()));
    });
    const guestTrx = currentSession(shop.state).walk_in_id;
    expect(cartLines(shop.state, currentSession(shop.state))).toHaveLength(2);

    unwrap(signIn());
    const session = currentSession(shop.state);
    const lines = cartLines(shop.state, session);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.user_id === DEMO_CUSTOMER_ID && l.trx_id === guestTrx)).toBe(true);
    expect(session.walk_in_id).not.toBe(guestTrx);
  });

  it("merges the guest cart into the user's existing cart", () => {
    const [a, b] = sellable(shop);
    unwrap(signIn());
    shop.update((state) =>
      unwrap(addToCartAction(state, currentSession(state), { product_id: a!.id, quantity: 1 }, now())),
    );
    const userTrx = cartView(shop.state, currentSession(shop.state)).trx_id;
    shop.update((state) => logout(state, currentSession(state)));
    expect(cartLines(shop.state, currentSession(shop.state))).toHaveLength(0);

    shop.update((state) => {
      const session = currentSession(state);
      unwrap(addToCartAction(state, session, { product_id: a!.id, quantity: 2 }, now()));
      unwrap(addToCartAction(state, session, { product_id: b!.id, quantity: 1 }, now()));
    });
    unwrap(signIn());
    const view = cartView(shop.state, currentSession(shop.state));
    expect(view.trx_id).toBe(userTrx);
    expect(view.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [a!.id, 3],
      [b!.id, 1],
    ]);
    expect(Object.values(shop.state.carts).flat()).toHaveLength(2);
  });

  it('moves the guest compare list to the user', () => {
    const [a] = sellable(shop);
    shop.update((state) => unwrap(addToCompare(state, currentSession(state), a!.id)));
    unwrap(signIn());
    expect(compareList(shop.state, currentSession(shop.state))).toEqual([a!.id]);
    expect(currentSession(shop.state).compare).toEqual([]);
  });
});

describe('logout', () => {
  it('returns a fresh CSRF token and a fresh guest cart', () => {
    unwrap(signIn());
    const before = currentSession(shop.state);
    const oldToken = before.csrf_token;
    const oldGuest = before.walk_in_id;
    const { token } = shop.update((state) => logout(state, currentSession(state)));
    expect(token).not.toBe(oldToken);
    expect(currentSession(shop.state)).toMatchObject({ user_id: null, csrf_token: token });
    expect(currentSession(shop.state).walk_in_id).not.toBe(oldGuest);
  });
});

describe('several shoppers', () => {
  it('keeps separate sessions and resolves by id or falls back to the current one', () => {
    const first = currentSession(shop.state);
    const second = shop.update((state) => startSession(state, now()));
    expect(second.id).not.toBe(first.id);
    expect(second.walk_in_id).not.toBe(first.walk_in_id);
    expect(resolveSession(shop.state, first.id)).toBe(first);
    expect(resolveSession(shop.state, 'unknown')).toBe(second);
    expect(resolveSession(shop.state)).toBe(second);
    shop.update((state) => useSession(state, first.id));
    expect(currentSession(shop.state)).toBe(first);
  });
});
