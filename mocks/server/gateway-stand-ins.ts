/**
 * The demo server's stand-ins for the payment gateways (the browser demo shop simulates them inside the app
 * instead). The storefront sends a redirect gateway's payer to the backend's own page (`/stripe/redirect?trx_id&code`,
 * … backend-api §2.12; a top-up: `/stripe/redirect?amount&type=wallet`, … §2.14); here that page is a plain form
 * playing the gateway:
 * - **Approve** does what the gateway's return does in the end: a non-ajax call to `user/complete-order`, which the
 *   backend answers with a redirect to `/get-invoice/{code}` or `/invoice/{trx_id}` (§2.12), or to
 *   `user/complete-recharge`, redirected to `/my-wallet` (§2.14) — `nonAjaxReturn`.
 * - **Decline** and **Cancel**, faithful flavour: a POST to `/payment` (a top-up: `/my-wallet`) carrying nothing.
 *   The reference records no failure URL, but `payment` and `my-wallet` are CSRF-exempt (§1.2), which only a gateway
 *   posting the shopper back needs; nothing tells the page which gateway, transaction or order code (the app
 *   remembers). Friendly flavour: `/payment[/code]?declined=<type>` / `?cancelled=<type>` (`/my-wallet?…`), like
 *   the browser demo shop's gateway.
 * JazzCash's hosted form, which the payment page submits to the backend's `jazz_url`, is jazz-cash-stand-in.ts.
 * A link without what the backend route reads (`trx_id`; `amount`; SSLCommerz's and Paytm's order `payment_type`,
 * aamarPay's and Skrill's top-up `payment_type`) fails.
 */
import { now } from '../domain/clock';
import type { Order } from '../domain/types';
import type { DemoBackendFlavour } from '../http/flavour';
import { findOwnOrder } from '../state/checkout';
import { activeCurrency } from '../state/format';
import { currentSession, orderOwnerId, sessionUser } from '../state/sessions';
import { issueVendorPayment } from '../state/vendor-payments';
import type { DemoShop } from '../state/store';
import { escapeHtml } from './html';
import { JAZZ_CASH_FORM_PATH, jazzCashStandIn } from './jazz-cash-stand-in';
import { backToPayment, standInForm, standInPage } from './stand-in-page';

interface GatewayPage {
  type: string;
  name: string;
  /** The `payment_type` the backend route reads to know what it is paid for (§2.12). */
  paymentType?: string;
}

/** The backend's redirect pages for an order's payment (§2.12), by path; with `type=wallet`, for a top-up. */
const ORDER_PAGES: ReadonlyMap<string, GatewayPage> = new Map([
  ['/stripe/redirect', { type: 'stripe', name: 'Stripe' }],
  ['/get/ssl-response', { type: 'ssl_commerze', name: 'SSLCommerz', paymentType: 'ssl_commerze' }],
  ['/user/payment/paytmRedirect', { type: 'paytm', name: 'Paytm', paymentType: 'paytm' }],
  ['/mollie/payment', { type: 'mollie', name: 'Mollie' }],
  ['/mercadopago/redirect', { type: 'mercadopago', name: 'Mercado Pago' }],
  ['/telr/redirect', { type: 'telr', name: 'Telr' }],
  ['/bkash/redirect', { type: 'bkash', name: 'bKash' }],
  ['/nagad/redirect', { type: 'nagad', name: 'Nagad' }],
  ['/amarpay/redirect', { type: 'amarpay', name: 'aamarPay' }],
  ['/skrill/redirect', { type: 'skrill', name: 'Skrill' }],
]);

/** Pages only a top-up goes to (§2.14), by path; and what the top-up pages with `type=wallet` read. */
const WALLET_PAGES: ReadonlyMap<string, GatewayPage> = new Map([
  ['/mollie/recharge-payment/', { type: 'mollie', name: 'Mollie' }],
  ['/mercadopago/redirect/wallet', { type: 'mercadopago', name: 'Mercado Pago' }],
  ['/nagad/redirect/wallet', { type: 'nagad', name: 'Nagad' }],
  ['/iyzico/redirect/wallet', { type: 'iyzico', name: 'iyzico' }],
  ['/telr/redirect/wallet', { type: 'telr', name: 'Telr' }],
]);
const WALLET_PAYMENT_TYPE: Readonly<Record<string, string>> = { amarpay: 'amarpay', skrill: 'skrill' };

/** Pages a gateway posts the shopper back to (CSRF-exempt, §1.2): the server answers them with the app's page. */
const RETURN_PAGES = new Set(['/payment', '/my-wallet']);

export const isGatewayStandInPath = (path: string) =>
  ORDER_PAGES.has(path) || WALLET_PAGES.has(path) || path === JAZZ_CASH_FORM_PATH;

export const isGatewayReturnPost = (method: string, path: string, ajax: boolean) =>
  method === 'POST' && !ajax && RETURN_PAGES.has(path);

const lacks = (title: string, pair: string) =>
  standInPage(
    400,
    title,
    `<h1>${escapeHtml(title)}</h1><p>This link lacks <code>${escapeHtml(pair)}</code>, which the backend route ` +
      `reads: it cannot tell what is paid, and the payment fails.</p>`,
  );

/** GET of a gateway's redirect page: the stand-in, or the failure the backend route would give. */
export function gatewayStandIn(url: URL, shop: DemoShop, flavour: DemoBackendFlavour): Response | null {
  if (url.pathname === JAZZ_CASH_FORM_PATH) return jazzCashStandIn(url, flavour);
  const query = url.searchParams;
  const walletOnly = WALLET_PAGES.get(url.pathname);
  if (walletOnly || query.get('type') === 'wallet') {
    const gateway = walletOnly ?? ORDER_PAGES.get(url.pathname);
    return gateway ? walletStandIn(gateway, url, shop, flavour) : null;
  }
  const gateway = ORDER_PAGES.get(url.pathname);
  if (!gateway) return null;
  const trxId = query.get('trx_id') ?? '';
  const code = query.get('code') || null;
  const title = `${gateway.name} (demo stand-in)`;
  if (gateway.paymentType && query.get('payment_type') !== gateway.paymentType) {
    return lacks(title, `payment_type=${gateway.paymentType}`);
  }
  const { state } = shop;
  const session = currentSession(state);
  const owner = orderOwnerId(session);
  let orders: Order[];
  if (code) {
    const order = findOwnOrder(state, session, { code });
    orders = order && order.payment_status === 'unpaid' ? [order] : [];
  } else orders = state.orders.filter((o) => o.trx_id === trxId && o.status === 0 && o.user_id === owner);
  if (trxId === '' || orders.length === 0) {
    return standInPage(404, title, `<h1>${escapeHtml(title)}</h1><p>Nothing to pay for this link.</p>`);
  }
  const total = orders.reduce((sum, o) => sum + Math.round(o.total_payable * 100), 0) / 100;
  const currency = state.catalogue.currencies.find(
    (c) => c.id === Number(state.catalogue.settings.default_currency),
  );
  const guest = sessionUser(state, session) === null;
  const complete = new URLSearchParams({
    ...(code ? { code } : {}),
    ...(guest ? { guest: '1' } : {}),
  }).toString();
  const approve = standInForm(
    'post',
    `/user/complete-order${complete ? `?${complete}` : ''}`,
    { payment_type: gateway.type, trx_id: trxId },
    'Approve payment',
  );
  return standInPage(
    200,
    title,
    `<h1>${escapeHtml(title)}</h1>` +
      `<p>The demo shop plays ${escapeHtml(gateway.name)}'s payment page: no money moves.</p>` +
      `<p>Amount: ${escapeHtml(`${currency?.code ?? ''} ${total.toFixed(2)}`.trim())}</p>` +
      approve +
      backToPayment(flavour, { type: gateway.type, code }),
  );
}

/** A top-up's page: the signed-in shopper's amount in the active currency, approved through complete-recharge. */
function walletStandIn(
  gateway: GatewayPage,
  url: URL,
  shop: DemoShop,
  flavour: DemoBackendFlavour,
): Response {
  const title = `${gateway.name} (demo stand-in)`;
  const amount = url.searchParams.get('amount') ?? '';
  const paymentType = WALLET_PAYMENT_TYPE[gateway.type];
  if (paymentType && url.searchParams.get('payment_type') !== paymentType) {
    return lacks(title, `payment_type=${paymentType}`);
  }
  if (!(Number(amount) > 0)) return lacks(title, 'amount');
  const { state } = shop;
  const session = currentSession(state);
  if (sessionUser(state, session) === null) {
    return new Response(null, { status: 302, headers: { location: '/login', 'x-demo-shop': '1' } });
  }
  const back = (outcome: 'declined' | 'cancelled', label: string) =>
    flavour === 'faithful'
      ? standInForm('post', '/my-wallet', {}, label)
      : standInForm('get', '/my-wallet', { [outcome]: gateway.type }, label);
  // The page plays the payer approving at the gateway: the gateway's record of the payment, whose reference the
  // return carries, so complete-recharge credits this amount once (state/vendor-payments.ts). Decline and Cancel
  // leave it unused.
  const currency = activeCurrency(state, session).code;
  const payment = shop.update((current) =>
    issueVendorPayment(current, { gateway: gateway.type, currency, amount: Number(amount) }, now()),
  );
  return standInPage(
    200,
    title,
    `<h1>${escapeHtml(title)}</h1>` +
      `<p>The demo shop plays ${escapeHtml(gateway.name)}'s payment page for a wallet top-up: no money moves.</p>` +
      `<p>Amount: ${escapeHtml(`${currency} ${amount}`)}</p>` +
      standInForm(
        'post',
        '/user/complete-recharge',
        { payment_type: gateway.type, amount, transaction_id: payment.reference },
        'Approve payment',
      ) +
      back('declined', 'Decline payment') +
      back('cancelled', 'Cancel payment'),
  );
}

const RECHARGE_PATHS = new Set(['/user/complete-recharge', '/user/recharge-wallet']);

/**
 * A non-ajax call that completed a payment (a gateway's return): the backend redirects an order's to its page by
 * code, else to the transaction's invoice (§2.12), and a top-up to `/my-wallet` (§2.14). Ajax calls keep their JSON.
 */
export async function nonAjaxReturn(request: Request, body: Buffer, response: Response): Promise<Response> {
  const url = new URL(request.url);
  const recharge = RECHARGE_PATHS.has(url.pathname);
  if (!recharge && url.pathname !== '/user/complete-order') return response;
  if (request.headers.get('x-requested-with') === 'XMLHttpRequest' || response.status !== 200)
    return response;
  let answer: unknown;
  try {
    answer = await response.clone().json();
  } catch {
    return response;
  }
  if (typeof answer !== 'object' || answer === null || !('success' in answer)) return response;
  const form = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')
    ? new URLSearchParams(body.toString('utf8'))
    : new URLSearchParams();
  const code = url.searchParams.get('code') || form.get('code');
  const trxId = form.get('trx_id') ?? url.searchParams.get('trx_id');
  const location = recharge
    ? '/my-wallet'
    : code
      ? `/get-invoice/${encodeURIComponent(code)}`
      : trxId
        ? `/invoice/${encodeURIComponent(trxId)}`
        : '/';
  return new Response(null, { status: 302, headers: { location, 'x-demo-shop': '1' } });
}
