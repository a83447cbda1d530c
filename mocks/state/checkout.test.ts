import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD, WALK_IN_USER_ID } from '../data/users';
import { DEMO_EPOCH, fixClock, now, resetClock } from '../domain/clock';
import { unwrap } from '../domain/errors';
import { toMajor } from '../domain/money';
import type { Product } from '../domain/types';
import { convertRewardAction, rechargeWalletAction, recallIdempotent, rememberIdempotent } from './account';
import {
  addToCartAction,
  applyCouponAction,
  cartView,
  deleteCartLineAction,
  removeCouponAction,
  updateCartAction,
} from './cart';
import { cancelOrderAction, completeOrderAction, confirmOrderAction } from './checkout';
import { findUser, productStock, variantStock } from './lookups';
import { issueVendorPayment } from './vendor-payments';
import { cartLines, currentSession, login, startSession } from './sessions';
import { createDemoShop, type DemoShop } from './store';
import type { DemoShopState, Session } from './types';

let shop: DemoShop;
beforeEach(() => {
  fixClock(DEMO_EPOCH);
  shop = createDemoShop();
});
afterEach(() => resetClock());

const simple = (s: DemoShop) =>
  s.catalogue.products.filter(
    (p: Product) =>
      p.status === 'published' &&
      !p.has_variant &&
      !p.is_digital &&
      !p.is_catalog &&
      !p.is_classified &&
      p.current_stock >= 10 &&
      p.minimum_order_quantity === 1 &&
      p.cash_on_delivery,
  );
const withVariants = (s: DemoShop) =>
  s.catalogue.products.find(
    (p) =>
      p.status === 'published' &&
      p.has_variant &&
      p.stocks.some((v) => v.current_stock >= Math.max(3, p.minimum_order_quantity)),
  )!;

const run = <T>(fn: (state: DemoShopState, session: Session) => T): T =>
  shop.update((state) => fn(state, currentSession(state)));

function signIn() {
  return unwrap(
    run((state, session) =>
      login(state, session, { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }, now()),
    ),
  );
}

describe('cart on the store', () => {
  it('adds, updates by delta and deletes lines of the own cart only', () => {
    const [a] = simple(shop);
    const { line } = unwrap(
      run((state, session) => addToCartAction(state, session, { product_id: a!.id, quantity: 1 }, now())),
    );
    unwrap(run((state, session) => updateCartAction(state, session, { line_id: line.id, delta: +1 }, now())));
    expect(cartLines(shop.state, currentSession(shop.state))[0]!.quantity).toBe(2);

    const other = run((state) => startSession(state, now()));
    const foreign = run((state, session) => deleteCartLineAction(state, session, line.id));
    expect(!foreign.ok && foreign.error.code).toBe('cart_line_not_found');
    run((state) => {
      state.currentSessionId = Object.keys(state.sessions).find((id) => id !== other.id)!;
    });
    unwrap(run((state, session) => deleteCartLineAction(state, session, line.id)));
    expect(cartLines(shop.state, currentSession(shop.state))).toHaveLength(0);
  });

  it('uses the current stock for variants', () => {
    const product = withVariants(shop);
    const variant = product.stocks.find(
      (v) => v.current_stock >= Math.max(3, product.minimum_order_quantity),
    )!;
    const add = (quantity: number) =>
      run((state, session) =>
        addToCartAction(
          state,
          session,
          { product_id: product.id, quantity, variant_key: variant.variant_ids },
          now(),
        ),
      );
    const tooMany = add(variant.current_stock + 1);
    expect(!tooMany.ok && tooMany.error.message).toBe('Product is out of stock');
    const { line } = unwrap(add(product.minimum_order_quantity));
    expect(line).toMatchObject({
      variant: variant.variant_ids,
      sku: variant.sku,
      price: variant.price,
      variants_name: variant.name,
    });
  });

  it('applies and removes coupons for signed-in shoppers, with server-formatted minimums', () => {
    const [a] = simple(shop);
    unwrap(
      run((state, session) => addToCartAction(state, session, { product_id: a!.id, quantity: 1 }, now())),
    );
    const guest = run((state, session) => applyCouponAction(state, session, 'BIGSALE20', now()));
    expect(!guest.ok && guest.error.code).toBe('coupon_login');
    signIn();
    if (a!.price < 50) {
      const min = run((state, session) => applyCouponAction(state, session, 'WELCOME10', now()));
      expect(!min.ok && min.error.message).toBe("You've to Purchase Minimum of $50.00");
    }
    const applied = unwrap(run((state, session) => applyCouponAction(state, session, 'BIGSALE20', now())));
    expect(applied.view.totals.overall.coupon_discount).toBeGreaterThan(0);
    const expired = run((state, session) => applyCouponAction(state, session, 'EXPIRED50', now()));
    expect(!expired.ok && expired.error.message).toBe('Coupon is Expired');
    const removed = unwrap(
      run((state, session) => removeCouponAction(state, session, applied.coupon.coupon_id)),
    );
    expect(removed.totals.overall.coupon_discount).toBe(0);
  });
});

describe('checkout on the store', () => {
  function fillCart(): [Product, Product] {
    const [a, b] = simple(shop).filter((p, i, all) => all.findIndex((q) => q.user_id === p.user_id) === i);
    unwrap(
      run((state, session) => addToCartAction(state, session, { product_id: a!.id, quantity: 2 }, now())),
    );
    unwrap(
      run((state, session) => addToCartAction(state, session, { product_id: b!.id, quantity: 1 }, now())),
    );
    return [a!, b!];
  }

  it('lets a guest confirm and pay cash on delivery; stock drops only on completion', () => {
    const [a, b] = fillCart();
    const trx = cartView(shop.state, currentSession(shop.state)).trx_id;
    const address = {
      id: 0,
      user_id: null,
      name: 'Guest',
      email: 'guest@example.test',
      phone_no: '1',
      address: 'Somewhere 1',
      address_ids: { country_id: 1, state_id: 1, city_id: 1 },
      country: 'Bangladesh',
      state: 'Dhaka',
      city: 'Dhaka',
      latitude: 0,
      longitude: 0,
      postal_code: '1000',
      default_shipping: 1 as const,
      default_billing: 1 as const,
    };
    const orders = unwrap(
      run((state, session) =>
        confirmOrderAction(state, session, { checkout_method: 2, shipping_address: address }, now()),
      ),
    );
    expect(orders).toHaveLength(2);
    expect(orders.every((o) => o.trx_id === trx && o.user_id === WALK_IN_USER_ID && o.status === 0)).toBe(
      true,
    );
    expect(productStock(shop.state, a)).toBe(a.current_stock);

    // Confirming again replaces the unconfirmed orders instead of adding more.
    unwrap(
      run((state, session) =>
        confirmOrderAction(state, session, { checkout_method: 2, shipping_address: address }, now()),
      ),
    );
    expect(shop.state.orders.filter((o) => o.trx_id === trx)).toHaveLength(2);

    const wallet = run((state, session) =>
      completeOrderAction(state, session, { payment_type: 'wallet' }, now()),
    );
    expect(!wallet.ok && wallet.error.code).toBe('payment_login_required');
    const placed = unwrap(
      run((state, session) =>
        completeOrderAction(state, session, { payment_type: 'cash_on_delivery' }, now()),
      ),
    );
    expect(placed.every((o) => o.status === 1 && o.payment_status === 'unpaid')).toBe(true);
    expect(productStock(shop.state, a)).toBe(a.current_stock - 2);
    expect(productStock(shop.state, b)).toBe(b.current_stock - 1);
    expect(cartLines(shop.state, currentSession(shop.state))).toHaveLength(0);
    expect(currentSession(shop.state).walk_in_id).not.toBe(trx);
  });

  it('pays with the wallet, credits rewards, then cancels: stock restored and refund to wallet', () => {
    signIn();
    const [a] = fillCart();
    unwrap(
      run((state, session) =>
        confirmOrderAction(state, session, { checkout_method: 2, shipping_address: 1 }, now()),
      ),
    );
    const user = () => findUser(shop.state, DEMO_CUSTOMER_ID)!;
    run((state) => {
      findUser(state, DEMO_CUSTOMER_ID)!.balance = 5000;
    });
    const balanceBefore = user().balance;
    const pointsBefore = shop.state.rewards.find((r) => r.user_id === DEMO_CUSTOMER_ID)!.rewards;
    const total = shop.state.orders
      .filter((o) => o.status === 0)
      .reduce((t, o) => t + Math.round(o.total_payable * 100), 0);

    run((state) => {
      findUser(state, DEMO_CUSTOMER_ID)!.balance = toMajor(total - 1);
    });
    const short = run((state, session) =>
      completeOrderAction(state, session, { payment_type: 'wallet' }, now()),
    );
    expect(!short.ok && short.error.code).toBe('wallet_insufficient');
    run((state) => {
      findUser(state, DEMO_CUSTOMER_ID)!.balance = balanceBefore;
    });
    const placed = unwrap(
      run((state, session) => completeOrderAction(state, session, { payment_type: 'wallet' }, now())),
    );
    expect(user().balance).toBe(toMajor(Math.round(balanceBefore * 100) - total));
    expect(placed.every((o) => o.payment_status === 'paid')).toBe(true);
    const earned = placed.reduce((t, o) => t + o.rewards_earned, 0);
    expect(shop.state.rewards.find((r) => r.user_id === DEMO_CUSTOMER_ID)!.rewards).toBe(
      pointsBefore + earned,
    );
    expect(shop.state.notifications.some((n) => n.url === `/get-invoice/${placed[0]!.code}`)).toBe(true);

    const orderWithA = placed.find((o) => o.order_details.some((d) => d.product_id === a.id))!;
    const stockAfterPurchase = productStock(shop.state, a);
    const cancelled = unwrap(
      run((state, session) => cancelOrderAction(state, session, orderWithA.id, now())),
    );
    expect(cancelled).toMatchObject({ delivery_status: 'canceled', payment_status: 'refunded_to_wallet' });
    expect(productStock(shop.state, a)).toBe(stockAfterPurchase + 2);
    expect(user().balance).toBe(
      toMajor(Math.round(balanceBefore * 100) - total + Math.round(orderWithA.total_payable * 100)),
    );
    const again = run((state, session) => cancelOrderAction(state, session, orderWithA.id, now()));
    expect(again.ok).toBe(false);
  });

  it('decrements variant stock on completion', () => {
    const product = withVariants(shop);
    const variant = product.stocks.find(
      (v) => v.current_stock >= Math.max(3, product.minimum_order_quantity),
    )!;
    unwrap(
      run((state, session) =>
        addToCartAction(
          state,
          session,
          {
            product_id: product.id,
            quantity: product.minimum_order_quantity,
            variant_key: variant.variant_ids,
          },
          now(),
        ),
      ),
    );
    unwrap(
      run((state, session) =>
        confirmOrderAction(state, session, { checkout_method: 1, pickup_hub_id: 1 }, now()),
      ),
    );
    unwrap(run((state, session) => completeOrderAction(state, session, { payment_type: 'stripe' }, now())));
    expect(variantStock(shop.state, product, variant.variant_ids)).toBe(
      variant.current_stock - product.minimum_order_quantity,
    );
    expect(productStock(shop.state, product)).toBe(product.current_stock - product.minimum_order_quantity);
  });

  it('pays a pay-later order later by its code', () => {
    signIn();
    fillCart();
    unwrap(
      run((state, session) =>
        confirmOrderAction(state, session, { checkout_method: 2, shipping_address: 1 }, now()),
      ),
    );
    const [first] = unwrap(
      run((state, session) => completeOrderAction(state, session, { payment_type: 'pay_later' }, now())),
    );
    expect(first!.payment_status).toBe('unpaid');
    const paid = unwrap(
      run((state, session) =>
        completeOrderAction(state, session, { payment_type: 'stripe', code: first!.code }, now()),
      ),
    );
    expect(paid[0]!.payment_status).toBe('paid');
    const missing = run((state, session) =>
      completeOrderAction(state, session, { payment_type: 'stripe', code: 'YR-0000000000' }, now()),
    );
    expect(missing.ok).toBe(false);
  });
});

describe('wallet and rewards on the store', () => {
  it('recharges: offline pending, gateway approved (amount in the active currency)', () => {
    signIn();
    const user = () => findUser(shop.state, DEMO_CUSTOMER_ID)!;
    const before = user().balance;
    const pending = unwrap(
      run((state, session) =>
        rechargeWalletAction(
          state,
          session,
          { amount: 20, payment_type: 'offline_method', offline_method_id: 1 },
          now(),
        ),
      ),
    );
    expect(pending.status).toBe('pending');
    expect(user().balance).toBe(before);
    run((state, session) => {
      session.currency_code = 'BDT';
    });
    // Stripe's page took ৳1175 (the active currency): its reference pays for the top-up.
    const paid = run((state) =>
      issueVendorPayment(state, { gateway: 'stripe', currency: 'BDT', amount: 1175 }, now()),
    );
    const approved = unwrap(
      run((state, session) =>
        rechargeWalletAction(
          state,
          session,
          { amount: 1175, payment_type: 'stripe', vendor_reference: paid.reference },
          now(),
        ),
      ),
    );
    expect(approved).toMatchObject({ status: 'approved', amount: 10 });
    expect(user().balance).toBe(toMajor(Math.round(before * 100) + 1000));
  });

  it('credits a gateway top-up only against a payment the vendor took, for its amount, once (issue 35 §3)', () => {
    signIn();
    const user = () => findUser(shop.state, DEMO_CUSTOMER_ID)!;
    const before = user().balance;
    const recharge = (amount: number, vendor_reference?: string) =>
      run((state, session) =>
        rechargeWalletAction(
          state,
          session,
          { amount, payment_type: 'stripe', ...(vendor_reference === undefined ? {} : { vendor_reference }) },
          now(),
        ),
      );
    const refusedWith = (result: ReturnType<typeof recharge>) => !result.ok && result.error.message;
    const UNVERIFIED = 'The gateway has no record of this payment';
    // The attack: the client's word alone.
    expect(refusedWith(recharge(100_000))).toBe(UNVERIFIED);
    expect(refusedWith(recharge(100_000, 'stripe-demo-made-up'))).toBe(UNVERIFIED);
    const paid = run((state) =>
      issueVendorPayment(state, { gateway: 'stripe', currency: 'USD', amount: 10 }, now()),
    );
    // A real payment of $10 does not pay for $100,000, nor for another gateway.
    expect(refusedWith(recharge(100_000, paid.reference))).toBe(UNVERIFIED);
    expect(
      refusedWith(
        run((state, session) =>
          rechargeWalletAction(
            state,
            session,
            { amount: 10, payment_type: 'paypal', vendor_reference: paid.reference },
            now(),
          ),
        ),
      ),
    ).toBe(UNVERIFIED);
    expect(user().balance).toBe(before);
    expect(unwrap(recharge(10, paid.reference))).toMatchObject({ status: 'approved', amount: 10 });
    // Once: the same reference again credits nothing.
    expect(refusedWith(recharge(10, paid.reference))).toBe(UNVERIFIED);
    expect(user().balance).toBe(toMajor(Math.round(before * 100) + 1000));
  });

  it('converts reward points at the configured rate, refusing more than available', () => {
    signIn();
    const user = () => findUser(shop.state, DEMO_CUSTOMER_ID)!;
    const before = user().balance;
    const converted = unwrap(run((state, session) => convertRewardAction(state, session, 200, now())));
    expect(converted.amount).toBe(20);
    expect(user().balance).toBe(toMajor(Math.round(before * 100) + 2000));
    const tooMany = run((state, session) => convertRewardAction(state, session, 1_000_000, now()));
    expect(!tooMany.ok && tooMany.error.message).toBe('not enough reward point');
  });
});

describe('idempotency keys', () => {
  it('remembers a response per key', () => {
    run((state) => rememberIdempotent(state, 'key-1', { success: 'Order done' }, now()));
    expect(recallIdempotent(shop.state, 'key-1')).toEqual({ success: 'Order done' });
    expect(recallIdempotent(shop.state, 'key-2')).toBeUndefined();
    run((state) => {
      for (let i = 0; i < 250; i += 1) rememberIdempotent(state, `k${i}`, i, now() + i);
    });
    expect(Object.keys(shop.state.idempotency)).toHaveLength(200);
    expect(recallIdempotent(shop.state, 'k249')).toBe(249);
  });
});
