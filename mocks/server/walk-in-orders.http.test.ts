/**
 * Walk-in orders over real HTTP (contract-http project): the faithful flavour plays the backend's one database,
 * where every guest's order belongs to the one walk-in user (backend-api §1.2, §2.13) — a second guest's
 * `GET user/invoice/{code}` answers the first guest's order, which is the hole the storefront's Track Order closes
 * on its side (README, "A server should fix"). The friendly flavour keeps each session's orders to itself.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue } from '../data/catalogue';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../data/users';
import { buyableProducts } from '../../tests/helpers/demo-products';
import { createDemoServer, listen } from './demo-server';

const servers: Server[] = [];
const at: Record<'friendly' | 'faithful', string> = { friendly: '', faithful: '' };

beforeAll(async () => {
  for (const flavour of ['friendly', 'faithful'] as const) {
    const server = createDemoServer({ flavour, realtime: false });
    servers.push(server);
    at[flavour] = await listen(server, 0);
  }
});
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

/** A browser of its own: a cookie jar, and the XSRF cookie sent back as the header, like the storefront's client. */
function browser(base: string) {
  const jar = new Map<string, string>();
  return async <T = Record<string, unknown>>(path: string, json?: unknown): Promise<T> => {
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const response = await fetch(`${base}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = (cookie.split(';')[0] ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
    return (await response.json()) as T;
  };
}

/** A guest buys one product, shipped to their address, cash on delivery; returns the order's code. */
async function guestOrder(call: ReturnType<typeof browser>, email: string): Promise<string> {
  await call('/cart/list');
  const [product] = buyableProducts(1);
  await call('/user/addToCart', { id: product!.id, quantity: 1 });
  const city = getCatalogue().cities[0]!;
  const { address } = await call<{ address: { id: number } }>('/store/user-address', {
    name: 'Guest Shopper',
    email,
    phone_no: '+8801712345678',
    address: '12 Lake Road',
    postal_code: '1207',
    country_id: city.country_id,
    state_id: city.state_id,
    city_id: city.id,
  });
  await call('/user/confirm-order', {
    checkout_method: 2,
    shipping_address: address,
    billing_address: address,
  });
  const trx = await trxOf(call);
  expect(
    await call('/user/complete-order?guest=1', { payment_type: 'cash_on_delivery', trx_id: trx }),
  ).not.toHaveProperty('error');
  const { orders } = await call<{ orders: { code: string }[] }>(`/user/get-invoices/${trx}`);
  return orders[0]!.code;
}

/** The cart's transaction: the orders awaiting payment carry it. */
async function trxOf(call: ReturnType<typeof browser>): Promise<string> {
  const { orders } = await call<{ orders: { trx_id: string }[] }>('/user/payment-order');
  return orders[0]!.trx_id;
}

describe('walk-in orders', () => {
  it('faithful: another guest reads a guest’s order by its code, as the backend answers it', async () => {
    const first = browser(at.faithful);
    const code = await guestOrder(first, 'first.guest@example.com');

    const second = browser(at.faithful);
    const answer = await second<{ order?: Record<string, unknown>; error?: string }>(`/user/invoice/${code}`);
    expect(answer.error).toBeUndefined();
    expect(answer.order).toMatchObject({
      code,
      shipping_address: { name: 'Guest Shopper', email: 'first.guest@example.com' },
    });
  });

  it('faithful: a signed-in customer is not answered another’s order, and guests’ codes never repeat', async () => {
    const first = browser(at.faithful);
    const code = await guestOrder(first, 'first.guest@example.com');
    const second = browser(at.faithful);
    expect(await guestOrder(second, 'second.guest@example.com')).not.toBe(code);

    const customer = browser(at.faithful);
    await customer('/cart/list');
    await customer('/login', {
      email: DEMO_CUSTOMER_EMAIL,
      password: DEMO_PASSWORD,
      remember: 0,
      captcha: 'demo-captcha-token',
    });
    expect(await customer(`/user/invoice/${code}`)).toEqual({ error: expect.any(String) });
  });

  it('friendly: each session keeps its orders to itself', async () => {
    const first = browser(at.friendly);
    const code = await guestOrder(first, 'first.guest@example.com');
    expect(await first(`/user/invoice/${code}`)).toHaveProperty('order.code', code);
    expect(await browser(at.friendly)(`/user/invoice/${code}`)).toEqual({ error: expect.any(String) });
  });
});
