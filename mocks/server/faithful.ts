/**
 * The faithful flavour's answers (`DEMO_BACKEND=faithful`): the demo shop's handlers decide, then each answer is
 * reshaped the way the real backend would send it (backend-api §1–§6). Kept as one table so every quirk the
 * flavour reproduces is listed in one place:
 * - `loginCheck`: a guest's call to a signed-in route is a 302 to /login (HTML after the redirect), not a 401;
 *   `customerCheck` (order history) stays 401 `{error: "unathenticated"}`; `home/check-auth` is a 200 `{error}`.
 * - `GET /settings-data` is `{ static_asset }` only.
 * - `GET /language/keywords` holds only the backend's own keywords (data/backend-keywords.ts), not the storefront's:
 *   a real shop has those only once its owner imports them.
 * - Empty lists the backend sends as `""`: `reward_details`, the removed `wishlist` row, a missing
 *   `product_stock`.
 * - `POST /login` without a captcha answers `{ captcha }` (no `error` key): the flavour runs with reCAPTCHA on.
 * - `/start-data` and `/csrf-token` do not exist (the server's catch-all answers them with the shell page).
 * - Gateways send a declined or cancelled payer back to `/payment` (`/my-wallet`) by a bare POST
 *   (gateway-stand-ins.ts).
 * - JazzCash is on (`FAITHFUL_SETTINGS`): `GET /user/payment-order` answers its form, `jazz_url` and `jazz_data`,
 *   for the orders to pay (jazz-cash-stand-in.ts).
 * - Walk-in orders are one shop's, as in the backend's one database: `GET /user/invoice/{code}` of a guest's order
 *   answers any guest session, and no two sessions make the same order code (walk-in-orders.ts).
 */
import { backendKeywordMap } from '../data/backend-keywords';
import { now } from '../domain/clock';
import { requestContext } from '../handlers/commerce/shared';
import { getDemoShop, type DemoShop } from '../state/store';
import { jazzCashForm } from './jazz-cash-stand-in';
import { ownOrderCodeRange, sharedWalkInOrder } from './walk-in-orders';

/**
 * The settings the flavour's page prints over the shop's (shell.ts): reCAPTCHA on (login answers `{captcha}`
 * without one), and JazzCash on, one method the storefront pays by a form to the gateway.
 */
export const FAITHFUL_SETTINGS = {
  is_recaptcha_activated: '1',
  recaptcha_Site_key: 'demo-site-key',
  is_jazz_cash_activated: '1',
} as const;

const SHELL_ONLY = new Set(['/start-data', '/csrf-token']);

export const isFaithfulShellPath = (path: string) => SHELL_ONLY.has(path.replace(/\/+$/, ''));

export const FAITHFUL_CAPTCHA_MESSAGE = 'Please verify that you are not a robot.';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', 'x-demo-shop': '1', ...init.headers },
  });

const strip = (path: string) => path.replace(/\/+$/, '');

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { data?: unknown }).data) &&
    (value as { data: unknown[] }).data.length === 0);

/** Keys the backend sends as `""` when there is nothing, per path. */
const EMPTY_AS_STRING: [RegExp, string][] = [
  [/^\/user\/reward-history$/, 'reward_details'],
  [/^\/user\/remove-wishlist-product\/[^/]+$/, 'wishlist'],
  [/^\/find\/products-variants$/, 'product_stock'],
];

/** A captcha-less login is refused before the handler runs (reCAPTCHA is on in this flavour). */
export async function faithfulPreflight(request: Request): Promise<Response | null> {
  const path = strip(new URL(request.url).pathname);
  if (request.method === 'POST' && path === '/user/confirm-order') ownOrderCodeRange(getDemoShop());
  if (request.method !== 'POST' || path !== '/login') return null;
  let captcha: unknown;
  try {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('json')) captcha = ((await request.clone().json()) as { captcha?: unknown }).captcha;
    else if (type.includes('form')) captcha = (await request.clone().formData()).get('captcha');
  } catch {
    captcha = undefined;
  }
  return typeof captcha === 'string' && captcha.trim() !== ''
    ? null
    : json({ captcha: FAITHFUL_CAPTCHA_MESSAGE });
}

const WALK_IN_INVOICE = /^\/user\/invoice\/([^/]+)$/;

/** `shops`: every session's store, where a guest's `user/invoice/{code}` finds the walk-in orders of other guests. */
export async function adaptFaithfulResponse(
  request: Request,
  response: Response,
  shops: () => Iterable<DemoShop> = () => [],
): Promise<Response> {
  const path = strip(new URL(request.url).pathname);
  if (response.status === 401) {
    if (path === '/home/user/order-list') return json({ error: 'unathenticated' }, { status: 401 });
    if (path === '/home/check-auth') return json({ error: 'Unauthenticated.' });
    return new Response(null, { status: 302, headers: { location: '/login', 'x-demo-shop': '1' } });
  }
  if (response.status !== 200) return response;
  const body = await readJson(response);
  if (!body) return response;
  if (path === '/settings-data') return json({ static_asset: new URL(request.url).origin });
  if (path === '/language/keywords') return json({ ...body, lang: backendKeywordMap(localeOf(body)) });
  if (path === '/user/payment-order') return withJazzCashForm(request, body) ?? response;
  const invoice = WALK_IN_INVOICE.exec(path);
  if (invoice && typeof body.error === 'string' && requestContext().user === null) {
    const shared = sharedWalkInOrder(decodeURIComponent(invoice[1]!), shops());
    if (shared) return json(shared);
  }
  for (const [pattern, key] of EMPTY_AS_STRING) {
    if (pattern.test(path) && isEmpty(body[key])) return json({ ...body, [key]: '' });
  }
  return response;
}

const localeOf = (body: Record<string, unknown>) => {
  const locale = (body.language as { locale?: unknown } | undefined)?.locale;
  return typeof locale === 'string' ? locale : 'en';
};

interface OrderToPay {
  trx_id: string;
  code: string;
  total_payable: number;
}

/** The payment-order answer with JazzCash's form for its orders (none to pay: as it was). */
function withJazzCashForm(request: Request, body: Record<string, unknown>): Response | null {
  const orders = Array.isArray(body.orders) ? (body.orders as OrderToPay[]) : [];
  if (orders.length === 0) return null;
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const { state, user } = requestContext();
  // The seeded shop has no rupee currency: its amounts are then taken as rupees.
  const rupeeRate = state.catalogue.currencies.find((c) => c.code === 'PKR')?.exchange_rate ?? 1;
  const total = orders.reduce((sum, o) => sum + Math.round(o.total_payable * 100), 0) / 100;
  return json({
    ...body,
    ...jazzCashForm({
      origin: url.origin,
      trxId: orders[0]!.trx_id,
      code: code && code !== 'undefined' && code !== 'null' ? code : null,
      guest: user === null,
      rupees: total * rupeeRate,
      orderCodes: orders.map((o) => o.code),
      at: now(),
    }),
  });
}
