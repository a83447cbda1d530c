/**
 * The demo server's gateway stand-ins over real HTTP (contract-http project): the backend's redirect pages answer
 * with a stand-in whose Approve returns through a non-ajax `user/complete-order` to the invoice, and whose Decline
 * and Cancel come back the way each flavour does — faithful: a POST to the CSRF-exempt `/payment` carrying nothing
 * (backend-api §1.2, §2.12); friendly: `/payment?declined=<type>` like the browser demo shop. Wallet top-ups
 * (§2.14) likewise, through `user/complete-recharge` and back to `/my-wallet`. JazzCash (faithful flavour): the
 * payment-order answer's signed form, and the stand-in at its `jazz_url` returning through `pp_ReturnURL`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { now } from '../domain/clock';
import { unwrap } from '../domain/errors';
import type { Product } from '../domain/types';
import { addToCartAction } from '../state/cart';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD } from '../data/users';
import { completeOrderAction, confirmOrderAction } from '../state/checkout';
import { currentSession, login } from '../state/sessions';
import { findUser } from '../state/lookups';
import { createDemoShop } from '../state/store';
import type { DemoShopState, Session } from '../state/types';
import { createDemoServer, listen } from './demo-server';

const dist = mkdtempSync(join(tmpdir(), 'mf-dist-gw-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);

const shop = createDemoShop();
const servers: Server[] = [];
const at: Record<'friendly' | 'faithful', string> = { friendly: '', faithful: '' };

beforeAll(async () => {
  for (const flavour of ['friendly', 'faithful'] as const) {
    const server = createDemoServer({
      flavour,
      staticDir: dist,
      realtime: false,
      storeFor: () => ({ id: 'b'.repeat(40), shop, created: false }),
    });
    servers.push(server);
    at[flavour] = await listen(server, 0);
  }
});
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));
beforeEach(() => shop.reset());

const run = <T>(fn: (state: DemoShopState, session: Session) => T): T =>
  shop.update((state) => fn(state, currentSession(state)));

/** A guest's order, confirmed for pickup: it awaits payment. Returns its transaction id. */
function awaitingPayment(): string {
  const product = shop.catalogue.products.find(
    (p: Product) =>
      p.status === 'published' &&
      !p.has_variant &&
      !p.is_digital &&
      !p.is_catalog &&
      !p.is_classified &&
      p.current_stock >= 10 &&
      p.minimum_order_quantity === 1,
  )!;
  unwrap(
    run((state, session) => addToCartAction(state, session, { product_id: product.id, quantity: 1 }, now())),
  );
  const [order] = unwrap(
    run((state, session) =>
      confirmOrderAction(state, session, { checkout_method: 1, pickup_hub_id: 1 }, now()),
    ),
  );
  return order!.trx_id;
}

const ordersOf = (trxId: string) => shop.state.orders.filter((o) => o.trx_id === trxId);

/** The stand-in's forms, as a browser would submit them: [method, action, fields, button label]. */
function formsOf(html: string) {
  return [
    ...html.matchAll(
      /<form method="(\w+)" action="([^"]*)">(.*?)<button type="submit">([^<]*)<\/button><\/form>/g,
    ),
  ].map(([, method, action, inputs, label]) => ({
    method: method!.toUpperCase(),
    action: action!.replace(/&amp;/g, '&'),
    fields: Object.fromEntries(
      [...inputs!.matchAll(/name="([^"]*)" value="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
    ),
    label: label!,
  }));
}

async function submit(base: string, form: ReturnType<typeof formsOf>[number]) {
  const body = new URLSearchParams(form.fields);
  const action = new URL(form.action, base).href;
  if (form.method === 'GET') return fetch(`${action}?${body.toString()}`, { redirect: 'manual' });
  return fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body,
  });
}

async function standIn(base: string, path: string) {
  const page = await fetch(`${base}${path}`, { headers: { Accept: 'text/html' } });
  const html = await page.text();
  return { page, html, button: (label: string) => formsOf(html).find((form) => form.label === label)! };
}

describe('gateway stand-ins of the demo server', () => {
  it('approves through a non-ajax complete-order that redirects to the invoice, as the backend does', async () => {
    const trxId = awaitingPayment();
    const { page, html, button } = await standIn(
      at.faithful,
      `/get/ssl-response?payment_type=ssl_commerze&trx_id=${trxId}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(html).toContain('<h1>SSLCommerz (demo stand-in)</h1>');
    const approve = button('Approve payment');
    expect(approve).toEqual({
      method: 'POST',
      action: '/user/complete-order?guest=1',
      fields: { payment_type: 'ssl_commerze', trx_id: trxId },
      label: 'Approve payment',
    });
    const done = await submit(at.faithful, approve);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`/invoice/${trxId}`);
    expect(ordersOf(trxId)).toMatchObject([
      { status: 1, payment_type: 'ssl_commerze', payment_status: 'paid' },
    ]);
  });

  it('refuses the SSLCommerz and Paytm links without the payment_type their routes read', async () => {
    const trxId = awaitingPayment();
    for (const path of [`/get/ssl-response?trx_id=${trxId}`, `/user/payment/paytmRedirect?trx_id=${trxId}`]) {
      const { page, html } = await standIn(at.faithful, path);
      expect(page.status, path).toBe(400);
      expect(html).toContain('lacks <code>payment_type=');
    }
    expect(
      (await standIn(at.faithful, `/user/payment/paytmRedirect?trx_id=${trxId}&payment_type=paytm`)).page
        .status,
    ).toBe(200);
  });

  it('faithful: declining or cancelling posts back to a bare /payment, which answers with the shop page', async () => {
    const trxId = awaitingPayment();
    const { button } = await standIn(at.faithful, `/stripe/redirect?trx_id=${trxId}`);
    for (const label of ['Decline payment', 'Cancel payment']) {
      const back = button(label);
      expect(back).toEqual({ method: 'POST', action: '/payment', fields: {}, label });
      const shell = await submit(at.faithful, back);
      expect(shell.status).toBe(200);
      expect(await shell.text()).toMatch(/<frontend_master\s/);
    }
    expect(ordersOf(trxId)).toMatchObject([{ status: 0, payment_status: 'unpaid' }]);
  });

  it('friendly: declining or cancelling comes back to /payment saying so, like the browser demo shop', async () => {
    const trxId = awaitingPayment();
    const { button } = await standIn(at.friendly, `/bkash/redirect?trx_id=${trxId}`);
    expect(button('Decline payment')).toMatchObject({
      method: 'GET',
      action: '/payment',
      fields: { declined: 'bkash' },
    });
    expect(button('Cancel payment')).toMatchObject({
      method: 'GET',
      action: '/payment',
      fields: { cancelled: 'bkash' },
    });
    expect(ordersOf(trxId)).toMatchObject([{ status: 0 }]);
  });

  it('pays an existing order by its code and returns to that order, or to its payment page', async () => {
    unwrap(
      run((state, session) =>
        login(state, session, { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }, now()),
      ),
    );
    const trxId = awaitingPayment();
    const [order] = unwrap(
      run((state, session) => completeOrderAction(state, session, { payment_type: 'pay_later' }, now())),
    );
    const link = `/skrill/redirect?code=${order!.code}&trx_id=${trxId}`;
    expect((await standIn(at.friendly, link)).button('Decline payment')).toMatchObject({
      method: 'GET',
      action: `/payment/${order!.code}`,
      fields: { declined: 'skrill' },
    });
    const approve = (await standIn(at.faithful, link)).button('Approve payment');
    expect(approve.action).toBe(`/user/complete-order?code=${order!.code}`);
    const done = await submit(at.faithful, approve);
    expect(done.headers.get('location')).toBe(`/get-invoice/${order!.code}`);
    expect(ordersOf(trxId)).toMatchObject([{ payment_type: 'skrill', payment_status: 'paid' }]);
  });

  it('has nothing to pay for a link without the transaction', async () => {
    awaitingPayment();
    expect((await standIn(at.faithful, '/stripe/redirect')).page.status).toBe(404);
  });
});

describe('wallet top-up stand-ins of the demo server', () => {
  const signIn = () =>
    unwrap(
      run((state, session) =>
        login(state, session, { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }, now()),
      ),
    );
  const balance = () => findUser(shop.state, DEMO_CUSTOMER_ID)!.balance;

  it('approves through a non-ajax complete-recharge, back on /my-wallet with the amount in the active currency', async () => {
    signIn();
    run((_, session) => {
      session.currency_code = 'EUR';
    });
    const before = balance();
    const { page, html, button } = await standIn(at.faithful, '/bkash/redirect?amount=46&type=wallet');
    expect(page.status).toBe(200);
    expect(html).toContain('Amount: EUR 46');
    const approve = button('Approve payment');
    expect(approve).toMatchObject({
      method: 'POST',
      action: '/user/complete-recharge',
      fields: { payment_type: 'bkash', amount: '46' },
    });
    const done = await submit(at.faithful, approve);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/my-wallet');
    expect(balance()).toBeCloseTo(before + 50, 2); // €46 at 0.92 per dollar
  });

  it('returns a declined or cancelled top-up to /my-wallet: posting nothing (faithful), saying so (friendly)', async () => {
    signIn();
    const before = balance();
    const faithful = await standIn(at.faithful, '/nagad/redirect/wallet?amount=10');
    expect(faithful.button('Decline payment')).toEqual({
      method: 'POST',
      action: '/my-wallet',
      fields: {},
      label: 'Decline payment',
    });
    const shell = await submit(at.faithful, faithful.button('Cancel payment'));
    expect(shell.status).toBe(200);
    expect(await shell.text()).toMatch(/<frontend_master\s/);
    const friendly = await standIn(at.friendly, '/nagad/redirect/wallet?amount=10');
    expect(friendly.button('Decline payment')).toMatchObject({
      method: 'GET',
      action: '/my-wallet',
      fields: { declined: 'nagad' },
    });
    expect(balance()).toBe(before);
  });

  it('refuses what the wallet routes cannot read, and sends a guest to sign in', async () => {
    expect(
      (await fetch(`${at.faithful}/mollie/recharge-payment/?amount=5`, { redirect: 'manual' })).headers.get(
        'location',
      ),
    ).toBe('/login');
    signIn();
    for (const path of [
      '/skrill/redirect?amount=5&type=wallet',
      '/stripe/redirect?type=wallet',
      '/iyzico/redirect/wallet',
    ])
      expect((await standIn(at.faithful, path)).page.status, path).toBe(400);
    expect(
      (await standIn(at.faithful, '/skrill/redirect?amount=5&type=wallet&payment_type=skrill')).page.status,
    ).toBe(200);
  });
});

describe('JazzCash on the demo server', () => {
  const paymentOrder = async (base: string) =>
    (await (
      await fetch(`${base}/user/payment-order`, {
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      })
    ).json()) as { jazz_url: string | null; jazz_data: Record<string, string> | [] };
  const query = (data: Record<string, string>) => new URLSearchParams(data).toString();

  it('faithful: payment-order answers JazzCash’s signed form, whose page approves through pp_ReturnURL to the invoice', async () => {
    const trxId = awaitingPayment();
    const [order] = ordersOf(trxId);
    const { jazz_url, jazz_data } = await paymentOrder(at.faithful);
    expect(jazz_url).toBe(`${at.faithful}/__gateway/jazzcash/merchantform`);
    const fields = jazz_data as Record<string, string>;
    expect(Object.keys(fields)).toEqual([
      'pp_Version',
      'pp_TxnType',
      'pp_Language',
      'pp_MerchantID',
      'pp_Password',
      'pp_TxnRefNo',
      'pp_Amount',
      'pp_TxnCurrency',
      'pp_TxnDateTime',
      'pp_BillReference',
      'pp_Description',
      'pp_TxnExpiryDateTime',
      'pp_ReturnURL',
      'pp_SecureHash',
    ]);
    expect(fields).toMatchObject({
      pp_Version: '1.1',
      pp_TxnCurrency: 'PKR',
      // In paisa; the seeded shop has no rupee currency, so its amounts are rupees.
      pp_Amount: String(Math.round(order!.total_payable * 100)),
      pp_BillReference: trxId,
      pp_ReturnURL: `${at.faithful}/user/complete-order?payment_type=jazz_cash&trx_id=${trxId}&guest=1`,
    });
    expect(fields.pp_TxnDateTime).toMatch(/^\d{14}$/);
    expect(fields.pp_SecureHash).toMatch(/^[0-9A-F]{64}$/);

    const { page, html, button } = await standIn(
      at.faithful,
      `${new URL(jazz_url!).pathname}?${query(fields)}`,
    );
    expect(page.status).toBe(200);
    expect(html).toContain(`Amount: PKR ${order!.total_payable.toFixed(2)}`);
    const approve = button('Approve payment');
    expect(approve).toMatchObject({
      method: 'POST',
      action: fields.pp_ReturnURL,
      fields: { pp_ResponseCode: '000', pp_TxnRefNo: fields.pp_TxnRefNo, pp_Amount: fields.pp_Amount },
    });
    const done = await submit(at.faithful, approve);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`/invoice/${trxId}`);
    expect(ordersOf(trxId)).toMatchObject([{ status: 1, payment_type: 'jazz_cash', payment_status: 'paid' }]);
  });

  it('faithful: the page refuses fields that do not match their hash, and declining posts back to a bare /payment', async () => {
    const trxId = awaitingPayment();
    const fields = (await paymentOrder(at.faithful)).jazz_data as Record<string, string>;
    const path = '/__gateway/jazzcash/merchantform';
    const cheaper = await standIn(at.faithful, `${path}?${query({ ...fields, pp_Amount: '100' })}`);
    expect(cheaper.page.status).toBe(400);
    expect(cheaper.html).toContain('do not match <code>pp_SecureHash</code>');
    const { pp_ReturnURL: _, ...withoutReturn } = fields;
    expect((await standIn(at.faithful, `${path}?${query(withoutReturn)}`)).page.status).toBe(400);

    const decline = (await standIn(at.faithful, `${path}?${query(fields)}`)).button('Decline payment');
    expect(decline).toEqual({ method: 'POST', action: '/payment', fields: {}, label: 'Decline payment' });
    expect(await (await submit(at.faithful, decline)).text()).toMatch(/<frontend_master\s/);
    expect(ordersOf(trxId)).toMatchObject([{ status: 0, payment_status: 'unpaid' }]);
  });

  it('friendly: JazzCash stays off, so payment-order answers no form', async () => {
    awaitingPayment();
    expect(await paymentOrder(at.friendly)).toMatchObject({ jazz_url: null, jazz_data: [] });
  });
});
