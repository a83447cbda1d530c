/**
 * Shopper journeys over HTTP against the demo shop (msw/node, tests/setup/unit.ts): what the contract test cannot
 * show — state carried across calls, Idempotency-Key replay (R8/R9), and the 403/500 answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { getCatalogue } from '../data/catalogue';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD, WALK_IN_USER_ID } from '../data/users';
import type { Product } from '../domain/types';
import { productStock } from '../state/lookups';
import { currentSession } from '../state/sessions';
import { getDemoShop, resetDemoShop } from '../state/store';

// Same origin as the happy-dom page: a cross-origin base would trigger CORS preflights.
const BASE = globalThis.location?.origin ?? 'http://localhost';

interface Answer {
  status: number;
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are checked field by field
  body: any;
  bytes?: Uint8Array;
}

async function api(
  method: 'GET' | 'POST',
  path: string,
  options: { json?: Record<string, unknown>; form?: Record<string, string | Blob>; key?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (options.key) headers['Idempotency-Key'] = options.key;
  let body: BodyInit | undefined;
  if (options.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(options.form)) form.append(k, v);
    body = form;
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json ?? {});
  }
  const res = await fetch(`${BASE}${path}`, { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/pdf')) {
    return { status: res.status, type, body: null, bytes: new Uint8Array(await res.arrayBuffer()) };
  }
  return { status: res.status, type, body: await res.json() };
}

const catalogue = getCatalogue();
const product = catalogue.products.find(
  (p: Product) =>
    p.status === 'published' &&
    p.is_approved &&
    !p.is_catalog &&
    !p.is_classified &&
    !p.has_variant &&
    !p.is_digital &&
    p.cash_on_delivery &&
    p.minimum_order_quantity === 1 &&
    p.user_id > 1 &&
    p.current_stock >= 20 &&
    p.price < 60,
)!;

const ADDRESS = {
  name: 'Guest Shopper',
  email: 'guest.shopper@example.com',
  phone_no: '+8801712345678',
  address: '12 Lake Road',
  country_id: catalogue.cities[0]!.country_id,
  state_id: catalogue.cities[0]!.state_id,
  city_id: catalogue.cities[0]!.id,
  postal_code: '1207',
};

const stockNow = () => productStock(getDemoShop().state, product);
const balanceOf = (id: number) => getDemoShop().state.users.find((u) => u.id === id)!.balance;
const login = async (email = DEMO_CUSTOMER_EMAIL) => {
  const answer = await api('POST', '/login', { json: { email, password: DEMO_PASSWORD, remember: 0 } });
  expect(answer.body.error).toBeUndefined();
};

async function confirmWithDefaultAddress(): Promise<void> {
  const { body } = await api('GET', '/user/address');
  const address = body.addresses.find((a: { default_shipping: number }) => a.default_shipping === 1);
  const confirmed = await api('POST', '/user/confirm-order', {
    json: { checkout_method: 2, shipping_address: address, billing_address: address },
  });
  expect(confirmed.body).toEqual({ success: 'Order done' });
}

beforeEach(() => {
  resetDemoShop();
});

describe('guest checkout', () => {
  it('adds to cart, saves an address, confirms, pays cash on delivery and sees the invoice by trx id', async () => {
    const added = await api('POST', '/user/addToCart', { json: { id: product.id, quantity: 2 } });
    expect(added.body.success).toBe('Product added to cart');
    expect(added.body.carts).toHaveLength(1);
    const trx: string = added.body.carts[0].trx_id;
    expect(Object.keys(added.body.checkouts)).toEqual([String(product.user_id)]);

    const saved = await api('POST', '/store/user-address', { json: ADDRESS });
    expect(saved.body.success).toBe('Address Added');
    expect(saved.body.address).toMatchObject({
      default_shipping: 1,
      default_billing: 1,
      city: catalogue.cities[0]!.name,
    });
    expect(String(saved.body.address.id)).toMatch(/^[1-9][0-9]{5}$/);

    const confirmed = await api('POST', '/user/confirm-order', {
      json: { checkout_method: 2, shipping_address: saved.body.address, billing_address: saved.body.address },
    });
    expect(confirmed.body).toEqual({ success: 'Order done' });

    const toPay = await api('GET', '/user/payment-order');
    expect(toPay.body.orders).toHaveLength(1);
    const order = toPay.body.orders[0];
    expect(order).toMatchObject({
      status: 0,
      trx_id: trx,
      user_id: WALK_IN_USER_ID,
      payment_status: 'unpaid',
    });
    expect(toPay.body.check_cod).toBe(false);

    const stockBefore = stockNow();
    const paid = await api('POST', '/user/complete-order?code=undefined&guest=1', {
      form: { payment_type: 'cash_on_delivery', trx_id: trx },
    });
    expect(paid.body).toEqual({ success: 'Order done' });
    expect(stockNow()).toBe(stockBefore - 2);

    const invoice = await api('GET', `/user/get-invoices/${trx}`);
    expect(invoice.body.orders).toHaveLength(1);
    expect(invoice.body.orders[0]).toMatchObject({
      code: order.code,
      status: 1,
      payment_type: 'cash_on_delivery',
      payment_status: 'unpaid',
      delivery_status: 'pending',
    });
    expect(invoice.body.guest).toBe(trx);
    expect(invoice.body.user).toBeNull();

    // The cart is empty and the next cart gets a new trx id.
    const cart = await api('GET', '/cart/list');
    expect(cart.body).toMatchObject({ carts: [], checkouts: [], coupons: [] });
    const next = await api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 } });
    expect(next.body.carts[0].trx_id).not.toBe(trx);

    const pdf = await api('GET', `/user/invoice/download/${order.id}`);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(pdf.bytes!.slice(0, 8))).toBe('%PDF-1.4');
    expect(new TextDecoder().decode(pdf.bytes!)).toContain(order.code);
    expect(new TextDecoder().decode(pdf.bytes!).trimEnd().endsWith('%%EOF')).toBe(true);

    // The mail-order flag, and the order page by code.
    expect((await api('GET', `/user/mail-order/${trx}`)).body.orders[0].is_mailed).toBe(1);
    expect((await api('GET', `/user/invoice/${order.code}`)).body.order.code).toBe(order.code);

    // A signed-in customer can neither see nor download the guest's order.
    await login();
    expect((await api('GET', `/user/get-invoices/${trx}`)).body.error).toBeDefined();
    const denied = await api('GET', `/user/invoice/download/${order.id}`);
    expect(denied.status).toBe(500);
    expect(denied.body).toEqual({ error: 'Access Denied' });
  });

  it('drops unconfirmed orders when the cart is visited again', async () => {
    await api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 } });
    const saved = await api('POST', '/store/user-address', { json: ADDRESS });
    await api('POST', '/user/confirm-order', {
      json: { checkout_method: 2, shipping_address: saved.body.address },
    });
    expect((await api('GET', '/user/payment-order')).body.orders).toHaveLength(1);
    await api('GET', '/cart/list');
    expect((await api('GET', '/user/payment-order')).body.orders).toHaveLength(0);
  });

  it('answers in the session language', async () => {
    getDemoShop().update((state) => {
      currentSession(state).locale = 'fr';
    });
    const minimum = catalogue.products.find(
      (p) =>
        p.minimum_order_quantity >= 2 &&
        !p.has_variant &&
        !p.is_catalog &&
        !p.is_classified &&
        p.status === 'published' &&
        p.is_approved,
    )!;
    const refused = await api('POST', '/user/addToCart', { json: { id: minimum.id, quantity: 1 } });
    expect(refused.body.error).toBe(`Veuillez commander au moins ${minimum.minimum_order_quantity} produits`);
  });
});

describe('signed-in customer', () => {
  it('pays with the wallet, then cancels: the amount goes back to the wallet and the stock is restored', async () => {
    await login();
    const balance = balanceOf(DEMO_CUSTOMER_ID);
    const stock = stockNow();
    await api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 } });
    await confirmWithDefaultAddress();
    const order = (await api('GET', '/user/payment-order')).body.orders[0];

    const paid = await api('POST', '/user/complete-order', {
      form: { payment_type: 'wallet', trx_id: order.trx_id },
    });
    expect(paid.body).toEqual({ success: 'Order done' });
    expect(balanceOf(DEMO_CUSTOMER_ID)).toBeCloseTo(balance - order.total_payable, 2);
    expect(stockNow()).toBe(stock - 1);
    const placed = (await api('GET', `/user/invoice/${order.code}`)).body.order;
    expect(placed).toMatchObject({ payment_type: 'wallet', payment_status: 'paid', status: 1 });

    const cancelled = await api('GET', `/user/cancel-order/${order.id}?remarks=Changed%20my%20mind`);
    expect(cancelled.body.success).toBe('Order cancelled successfully');
    expect(cancelled.body.orders).toMatchObject({
      delivery_status: 'canceled',
      payment_status: 'refunded_to_wallet',
      is_cancelled: 1,
    });
    expect(cancelled.body.user.balance).toBeCloseTo(balance, 2);
    expect(balanceOf(DEMO_CUSTOMER_ID)).toBeCloseTo(balance, 2);
    expect(stockNow()).toBe(stock);

    const history = (await api('GET', '/user/wallet-history')).body.recharges.data;
    expect(history[0]).toMatchObject({
      source: 'order_refund',
      type: 'income',
      status: 'approved',
      amount: order.total_payable,
    });
    expect(history[1]).toMatchObject({
      source: 'order_payment',
      type: 'expense',
      amount: order.total_payable,
    });

    // Cancelling twice is refused.
    expect((await api('GET', `/user/cancel-order/${order.id}`)).body.error).toBe(
      'You can not cancel the order anymore',
    );
  });

  it('refuses the wallet when the balance is too low', async () => {
    await login();
    const expensive = catalogue.products.find(
      (p) =>
        p.price > 300 &&
        p.current_stock > 0 &&
        !p.has_variant &&
        !p.is_catalog &&
        !p.is_classified &&
        p.status === 'published' &&
        p.is_approved &&
        p.minimum_order_quantity === 1,
    )!;
    await api('POST', '/user/addToCart', { json: { id: expensive.id, quantity: 1 } });
    await confirmWithDefaultAddress();
    const refused = await api('POST', '/user/complete-order', {
      form: { payment_type: 'wallet', trx_id: 'x' },
    });
    expect(refused.body.error).toBe("You don't have enough balance in your wallet");
    expect(balanceOf(DEMO_CUSTOMER_ID)).toBe(250);
  });

  it('asks for a refund of a delivered line once, within the window', async () => {
    await login();
    const refundable = catalogue.products.find(
      (p) =>
        p.is_refundable &&
        p.cash_on_delivery &&
        !p.has_variant &&
        !p.is_digital &&
        !p.is_catalog &&
        !p.is_classified &&
        p.status === 'published' &&
        p.is_approved &&
        p.minimum_order_quantity === 1 &&
        p.current_stock > 5,
    )!;
    await api('POST', '/user/addToCart', { json: { id: refundable.id, quantity: 1 } });
    await confirmWithDefaultAddress();
    const order = (await api('GET', '/user/payment-order')).body.orders[0];
    await api('POST', '/user/complete-order', { form: { payment_type: 'stripe', trx_id: order.trx_id } });

    // What the refund dialog shows and posts (display strings, default currency USD as `$12.00`).
    const line = order.order_details[0];
    const total =
      Math.round(
        (line.price * line.quantity + line.tax + line.shipping_cost.total_cost - line.discount) * 100,
      ) / 100;
    const shipping = line.shipping_cost.total_cost;
    const shown = (amount: number) => `$${amount.toFixed(2)}`;
    const request = (amounts: Record<string, string> = {}) => ({
      order: order.id,
      order_detail_id: line.id,
      product_name: line.product_name,
      total_amount: shown(total),
      shipping_cost: shown(shipping),
      refundable_amount: shown(total - shipping),
      refund_reason: 'Broken',
      ...amounts,
    });
    const early = await api('POST', '/refund-request', { json: request() });
    expect(early.body.error).toBe('You can request a refund only after delivery');

    await api('POST', `/__demo-shop/deliver-order/${order.id}`);
    // The backend would store whatever is posted; the demo shop recomputes and refuses a tampered amount.
    const tamperings: Record<string, string>[] = [
      { refundable_amount: '$9,999.00' },
      { refundable_amount: shown(total - shipping + 0.01) },
      { total_amount: shown(total + 1) },
      { product_name: 'Something else' },
    ];
    for (const tampered of tamperings) {
      const refused = await api('POST', '/refund-request', { json: request(tampered) });
      expect(refused.status).toBe(200);
      expect(refused.body).toEqual({ error: 'The refund amounts do not match the order' });
    }
    const missing = await api('POST', '/refund-request', { json: request({ total_amount: '' }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.total_amount).toEqual(['The total amount field is required.']);

    const asked = await api('POST', '/refund-request', { json: request() });
    expect(asked.body.order_detail.refund).toMatchObject({
      status: 'pending',
      refund_reason: 'Broken',
      total_amount: total,
      refund_amount: total - shipping,
    });
    const again = await api('POST', '/refund-request', { json: request() });
    expect(again.body.error).toBe('Refund request already sent');
    // A delivered order can no longer be cancelled.
    expect((await api('GET', `/user/cancel-order/${order.id}`)).body.error).toBe(
      'You can not cancel the order anymore',
    );
  });

  it('converts reward points only when the posted amount follows the rule (points ÷ rate), like a safe server', async () => {
    await login();
    const balance = balanceOf(DEMO_CUSTOMER_ID);
    const rate = catalogue.settings.reward_convert_rate;
    const minted = await api('POST', '/user/convert-reward', { json: { reward: 100, amount: 5000 } });
    expect(minted.body.error).toBe('The amount does not match the reward conversion rate');
    expect(balanceOf(DEMO_CUSTOMER_ID)).toBe(balance);
    const missing = await api('POST', '/user/convert-reward', { json: { reward: 100 } });
    expect(missing.body.error).toBe('The amount does not match the reward conversion rate');
    const converted = await api('POST', '/user/convert-reward', {
      json: { reward: 100, amount: 100 / rate },
    });
    expect(converted.body.user.balance).toBeCloseTo(balance + 100 / rate, 2);
    expect(converted.body.reward.rewards).toBe(1100);
    expect(
      (await api('POST', '/user/convert-reward', { json: { reward: 5000, amount: 5000 / rate } })).body.error,
    ).toBe('not enough reward point');
  });

  it("refuses another user's id in update-profile and coupon-delete, and a false is_password_set", async () => {
    await login();
    const profile = {
      first_name: 'Dana',
      last_name: 'Customer',
      gender: 'female',
      date_of_birth: '1992-04-18',
      email: DEMO_CUSTOMER_EMAIL,
    };
    const other = await api('POST', '/user/update-profile', { form: { ...profile, id: '23' } });
    expect(other.body.error).toBe('Permission Declined');
    expect(getDemoShop().state.users.find((u) => u.id === 23)!.first_name).toBe('Jane');
    const own = await api('POST', '/user/update-profile', {
      form: { ...profile, id: String(DEMO_CUSTOMER_ID) },
    });
    expect(own.body.user).toMatchObject({ id: DEMO_CUSTOMER_ID, first_name: 'Dana' });
    const coupon = await api('POST', '/user/coupon-delete', {
      json: { trx_id: 'x', coupon_id: 1, user_id: 23 },
    });
    expect(coupon.body.error).toBe('Permission Declined');
    const password = await api('POST', '/user/change-password', {
      json: { new_password: 'secret456', confirm_password: 'secret456', is_password_set: 0 },
    });
    expect(password.body.error).toBe('Invalid password state');
  });

  it("answers 403 for another shopper's order or real-time channel", async () => {
    // A guest places an order (owned by the walk-in user)…
    await api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 } });
    const saved = await api('POST', '/store/user-address', { json: ADDRESS });
    await api('POST', '/user/confirm-order', {
      json: { checkout_method: 2, shipping_address: saved.body.address },
    });
    await api('POST', '/user/complete-order', {
      form: { payment_type: 'cash_on_delivery', trx_id: 'guest' },
    });
    const guestOrder = getDemoShop().state.orders.at(-1)!;
    expect(guestOrder.user_id).toBe(WALK_IN_USER_ID);

    // …which the signed-in customer may not hide, cancel or download.
    await login();
    const removed = await api('GET', `/user/remove-order/${guestOrder.id}`);
    expect(removed.status).toBe(403);
    expect(removed.body).toEqual({ error: 'Permission Declined' });
    expect(getDemoShop().state.orders.find((o) => o.id === guestOrder.id)!.is_deleted).toBe(0);
    expect((await api('GET', `/user/cancel-order/${guestOrder.id}`)).body.error).toBeDefined();
    expect((await api('GET', `/user/invoice/download/${guestOrder.id}`)).status).toBe(500);

    const mine = await api('POST', '/broadcasting/auth', {
      json: { socket_id: '1234.5678', channel_name: `private-notification-send-${DEMO_CUSTOMER_ID}` },
    });
    expect(mine.body.auth).toMatch(/^marketfront-demo:[0-9a-f]{64}$/);
    const theirs = await api('POST', '/broadcasting/auth', {
      json: { socket_id: '1234.5678', channel_name: 'private-notification-send-23' },
    });
    expect(theirs.status).toBe(403);
    expect(typeof theirs.body.error).toBe('string');
  });
});

describe('wallet credits need proof (issue 35 §3, x-server-must-verify)', () => {
  it("refuses a top-up on the client's word and credits a vendor's payment once, for what it charged", async () => {
    await login();
    const balance = balanceOf(DEMO_CUSTOMER_ID);
    // The attack: a signed-in shopper posts an amount with no payment behind it.
    const minted = await api('POST', '/user/complete-recharge', {
      json: { payment_type: 'stripe', amount: 100000 },
    });
    expect(minted.body.error).toBe('The gateway has no record of this payment');
    const madeUp = await api('POST', '/user/recharge-wallet', {
      form: { payment_type: 'paypal', amount: '100000', transaction_id: 'DEMO-MADE-UP' },
    });
    expect(madeUp.body.error).toBe('The gateway has no record of this payment');
    expect(balanceOf(DEMO_CUSTOMER_ID)).toBe(balance);

    // PayPal took $25: its reference pays for $25, not $100,000, and only once.
    const taken = await api('POST', '/__demo-shop/vendor/payments', {
      json: { gateway: 'paypal', currency: 'USD', amount: 25 },
    });
    const reference: string = taken.body.reference;
    const inflated = await api('POST', '/user/recharge-wallet', {
      form: { payment_type: 'paypal', amount: '100000', transaction_id: reference },
    });
    expect(inflated.body.error).toBe('The gateway has no record of this payment');
    const paid = await api('POST', '/user/recharge-wallet', {
      form: { payment_type: 'paypal', amount: '25', transaction_id: reference },
    });
    expect(paid.body.success).toBe('Wallet recharged successfully');
    const again = await api('POST', '/user/recharge-wallet', {
      form: { payment_type: 'paypal', amount: '25', transaction_id: reference },
    });
    expect(again.body.error).toBe('The gateway has no record of this payment');
    expect(balanceOf(DEMO_CUSTOMER_ID)).toBeCloseTo(balance + 25, 2);
  });
});

describe('idempotency keys', () => {
  it('adds to the cart once per key (R8), even for concurrent double submits', async () => {
    const key = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    const [first, second] = await Promise.all([
      api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 }, key }),
      api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 }, key }),
    ]);
    expect(first.body).toEqual(second.body);
    const replay = await api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 }, key });
    expect(replay.body).toEqual(first.body);
    expect((await api('GET', '/cart/list')).body.carts[0].quantity).toBe(1);

    await api('POST', '/user/addToCart', {
      json: { id: product.id, quantity: 1 },
      key: '1b4e28ba-2fa1-11d2-883f-0016d3cca428',
    });
    expect((await api('GET', '/cart/list')).body.carts[0].quantity).toBe(2);
  });

  it('places the order once when the payment is retried with the same key (R9)', async () => {
    await login();
    await api('POST', '/user/addToCart', { json: { id: product.id, quantity: 1 } });
    const confirmKey = '6f1c1e52-8b1d-4f0e-9a57-000000000001';
    await api('GET', '/user/address');
    const address = {
      id: getDemoShop().state.addresses.find(
        (a) => a.user_id === DEMO_CUSTOMER_ID && a.default_shipping === 1,
      )!.id,
    };
    const confirmed = await api('POST', '/user/confirm-order', {
      json: { checkout_method: 2, shipping_address: address },
      key: confirmKey,
    });
    const retriedConfirm = await api('POST', '/user/confirm-order', {
      json: { checkout_method: 2, shipping_address: address },
      key: confirmKey,
    });
    expect(retriedConfirm.body).toEqual(confirmed.body);
    const ordersBefore = getDemoShop().state.orders.length;

    const stock = stockNow();
    const balance = balanceOf(DEMO_CUSTOMER_ID);
    const payKey = '6f1c1e52-8b1d-4f0e-9a57-000000000002';
    const paid = await api('POST', '/user/complete-order', {
      form: { payment_type: 'wallet', trx_id: 'x' },
      key: payKey,
    });
    const retried = await api('POST', '/user/complete-order', {
      form: { payment_type: 'wallet', trx_id: 'x' },
      key: payKey,
    });
    expect(paid.body).toEqual({ success: 'Order done' });
    expect(retried.body).toEqual(paid.body);
    expect(getDemoShop().state.orders.length).toBe(ordersBefore);
    expect(stockNow()).toBe(stock - 1);
    const order = getDemoShop().state.orders.at(-1)!;
    expect(balanceOf(DEMO_CUSTOMER_ID)).toBeCloseTo(balance - order.total_payable, 2);

    // Without the key, a second attempt finds nothing left to pay.
    expect(
      (await api('POST', '/user/complete-order', { form: { payment_type: 'wallet', trx_id: 'x' } })).body
        .error,
    ).toBe('Order not found');
  });
});
