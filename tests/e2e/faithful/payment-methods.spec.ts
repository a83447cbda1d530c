import type { Page, Request } from '@playwright/test';
import { getCatalogue } from '../../../mocks/data/catalogue';
import { paypalStandInScript } from '../../../mocks/payment-gateways/paypal-stand-in';
import { PAYPAL_SDK } from '../../../src/domain/payments/gateways/paypal';
import { expect, orderOneProduct, test } from '../fixtures';
import { signInFromPage } from './backend-session';

// Issue 29, "done when": on the demo server playing the real backend, the demo customer pays an order with one method
// of each kind the storefront offers there, and the backend receives exactly the request its reference describes
// (backend-api §2.12): cash on delivery, the wallet and an offline method by an ajax POST to
// `user/complete-order`; a redirect gateway by the browser leaving for the gateway's backend route with the query it
// reads, and coming back to the invoice; a vendor script (PayPal) loaded under the policy a shop with PayPal on
// sends, its capture posted to complete-order; a form to the gateway (JazzCash) by the browser submitting exactly
// the payment-order answer's `jazz_data` to its `jazz_url`, and coming back to the invoice (or, declined, to
// /payment).

/** Signs in as the demo customer, puts one plain product in the cart, checks out and lands on /payment. */
async function orderToPay(page: Page) {
  await page.goto('/');
  expect(await signInFromPage(page, 'demo-captcha-token')).toMatchObject({ success: 'Login Successfully' });
  await orderOneProduct(page);
}

/** The order's total as the payment page's summary shows it, in the active currency. */
async function shownTotal(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: 'Order summary' });
  const total = summary
    .getByRole('term')
    .filter({ hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd');
  return Number((await total.innerText()).replace(/[^\d.]/g, ''));
}

/** The active currency's rate: the demo customer keeps the seeded shop's default currency. */
function activeRate(): number {
  const { currencies, settings } = getCatalogue();
  return currencies.find((c) => c.id === Number(settings.default_currency))!.exchange_rate;
}

/** The ajax POST to complete-order the Pay button sends, with its query and form fields. */
async function completeOrderRequest(page: Page, pay: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/user/complete-order'),
    pay(),
  ]);
  return request;
}

/** The request's form fields (multipart or urlencoded), without the uploaded file's bytes. */
function formFields(request: Request): Record<string, string> {
  // As bytes: a body with a file in it is not text.
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const type = request.headers()['content-type'] ?? '';
  if (type.includes('multipart/form-data')) {
    const fields: Record<string, string> = {};
    for (const part of body.split(/--[-\w]+/)) {
      const name = /name="([^"]+)"/.exec(part)?.[1];
      if (!name) continue;
      const filename = /filename="([^"]*)"/.exec(part)?.[1];
      fields[name] = filename ?? part.split(/\r\n\r\n/)[1]?.replace(/\r\n$/, '') ?? '';
    }
    return fields;
  }
  if (type.includes('application/json')) return JSON.parse(body) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(body));
}

test('pays cash on delivery: one ajax POST to complete-order with payment_type and the transaction', async ({
  page,
}) => {
  await orderToPay(page);
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  const request = await completeOrderRequest(page, () =>
    page.getByRole('button', { name: 'Pay Now' }).click(),
  );
  expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
  const fields = formFields(request);
  expect(fields.payment_type).toBe('cash_on_delivery');
  expect(fields.trx_id).toMatch(/\S/);
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
});

test('pays with the wallet: payment_type wallet, and the order is paid', async ({ page }) => {
  await orderToPay(page);
  await page.getByRole('radio', { name: 'Pay with Wallet' }).check();
  const request = await completeOrderRequest(page, () =>
    page.getByRole('button', { name: 'Pay Now' }).click(),
  );
  expect(formFields(request).payment_type).toBe('wallet');
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
});

test('pays by an offline method with a proof: multipart with the method id and the file', async ({
  page,
}) => {
  await orderToPay(page);
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  // The design system's file input: a button the shopper sees, over the form's own file field.
  await page.locator('input[type="file"][name="file"]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
  const request = await completeOrderRequest(page, () =>
    page.getByRole('button', { name: 'Pay Now' }).click(),
  );
  expect(request.headers()['content-type']).toContain('multipart/form-data');
  await expect(page).toHaveURL(/\/order-confirmation\?trx=/);
  // Chromium does not hand a body holding a file to the test, so the backend's record of the order says what it got:
  // the offline method's id, the proof stored, the order left unpaid until the shop approves it.
  const trxId = new URL(page.url()).searchParams.get('trx')!;
  const invoice = await page.evaluate(async (trx) => {
    const response = await fetch(`/user/get-invoices/${trx}`, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    return (await response.json()) as {
      orders: Array<{
        payment_type: string;
        payment_status: string;
        offline_method_id: number | null;
        offline_method_file: string | null;
      }>;
    };
  }, trxId);
  expect(invoice.orders[0]).toMatchObject({
    payment_type: 'offline_method',
    payment_status: 'unpaid',
    offline_method_id: 1,
  });
  expect(invoice.orders[0]!.offline_method_file).toMatch(/\S/);
});

test('pays through a redirect gateway: the browser leaves for its backend route with the query it reads, and comes back to the invoice', async ({
  page,
}) => {
  await orderToPay(page);
  await page.getByRole('radio', { name: 'SSLCommerz' }).check();
  const [leaving] = await Promise.all([
    page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/get/ssl-response'),
    page.getByRole('button', { name: 'Continue to SSLCommerz' }).click(),
  ]);
  const query = new URL(leaving.url()).searchParams;
  expect(query.get('payment_type')).toBe('ssl_commerze');
  expect(query.get('trx_id')).toMatch(/\S/);
  const trxId = query.get('trx_id')!;

  // The gateway's page (the demo server's stand-in) approves; the backend answers complete-order with a redirect.
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${trxId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
});

test('pays through a vendor script (PayPal): its SDK loads under the shop’s policy, and the capture goes to complete-order', async ({
  page,
}) => {
  // The test plays PayPal's servers: the SDK's address answers with the demo's stand-in. On the context, so the
  // service worker's requests are answered too.
  await page.context().route(
    (url) => `${url.origin}${url.pathname}` === PAYPAL_SDK,
    (route) => route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: paypalStandInScript() }),
  );
  await orderToPay(page);
  // PayPal charges in USD: the total the page shows, converted back by the active rate.
  const usd = ((await shownTotal(page)) / activeRate()).toFixed(2);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Continue to PayPal' }).click();
  await expect(page.getByText(`Amount: ${usd} USD`)).toBeVisible();
  const paypal = page.getByRole('group', { name: 'PayPal (demo stand-in)' });
  const request = await completeOrderRequest(page, () =>
    paypal.getByRole('button', { name: 'Approve payment' }).click(),
  );

  const query = new URL(request.url()).searchParams;
  const fields = formFields(request);
  // A signed-in shopper's new orders: the transaction in the query, no `guest`, no order `code`.
  expect([...query]).toEqual([['trx_id', fields.trx_id]]);
  expect(request.headers()['content-type']).toContain('multipart/form-data');
  expect(Object.keys(fields).sort()).toEqual(['amount', 'order', 'payment_type', 'trx_id']);
  expect(fields.payment_type).toBe('paypal');
  expect(fields.trx_id).toMatch(/\S/);
  // A number in the body: `52.5`, not `52.50`.
  expect(fields.amount).toBe(String(Number(usd)));
  expect(JSON.parse(fields.order!)).toMatchObject({
    status: 'COMPLETED',
    purchase_units: [{ amount: { currency_code: 'USD', value: usd } }],
  });
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?trx=${fields.trx_id}$`));
});

/** Every `GET /user/payment-order` answer the page receives, in order. */
function paymentOrderAnswers(page: Page) {
  const answers: Promise<{ jazz_url: string; jazz_data: Record<string, string> }>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/user/payment-order') answers.push(response.json());
  });
  return async () => (await Promise.all(answers)).at(-1)!;
}

/** Chooses JazzCash and waits for the browser to leave for its form; resolves to that navigation. */
async function leaveForJazzCash(page: Page) {
  await page.getByRole('radio', { name: 'JazzCash' }).check();
  const [leaving] = await Promise.all([
    page.waitForRequest(
      (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/__gateway/jazzcash/merchantform',
    ),
    page.getByRole('button', { name: 'Continue to JazzCash' }).click(),
  ]);
  return leaving;
}

test('pays by a form to the gateway (JazzCash): a GET to jazz_url with exactly the jazz_data fields, back on the invoice', async ({
  page,
}) => {
  const latestAnswer = paymentOrderAnswers(page);
  await orderToPay(page);
  const total = await shownTotal(page);
  const leaving = await leaveForJazzCash(page);
  const { jazz_url, jazz_data } = await latestAnswer();

  const url = new URL(leaving.url());
  expect(leaving.method()).toBe('GET');
  expect(`${url.origin}${url.pathname}`).toBe(jazz_url);
  // Every field of the answer, in its order, and nothing else.
  expect([...url.searchParams]).toEqual(Object.entries(jazz_data));
  const trxId = jazz_data.pp_BillReference!;
  // In paisa; the seeded shop has no rupee currency, so the backend takes its amounts as rupees.
  expect(jazz_data.pp_Amount).toBe(String(Math.round((total / activeRate()) * 100)));
  // JazzCash returns to complete-order with what it reads: a signed-in shopper's, no `guest`.
  expect(jazz_data.pp_ReturnURL).toBe(
    `${url.origin}/user/complete-order?payment_type=jazz_cash&trx_id=${trxId}`,
  );

  // JazzCash's page (the demo server's stand-in) approves; the backend answers its return with a redirect.
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${trxId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
});

test('a payment JazzCash declines comes back to /payment, which says it did not go through', async ({
  page,
}) => {
  await orderToPay(page);
  await leaveForJazzCash(page);
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('alert')).toContainText(
    'The payment with JazzCash did not go through: your order is still waiting for payment.',
  );
  await expect(page.getByRole('radio', { name: 'JazzCash' })).toBeVisible();
});
