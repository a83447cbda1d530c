/**
 * CSRF like Laravel's VerifyCsrfToken, for the Node demo server: every state-changing request outside the
 * backend's exempt list must carry the session token as `_token` (body), `X-CSRF-TOKEN`, or `X-XSRF-TOKEN`
 * (the cookie's value) — checked in that order, so a stale `X-CSRF-TOKEN` fails even when the cookie is fresh.
 * A mismatch is HTTP 419 (backend-api §1.2).
 */
import { timingSafeEqual } from 'node:crypto';

/** backend-api §1.2: `user/complete-order*`, `get/ssl-response`, `invoice/*`, `user/recharge-wallet*`, … */
const EXEMPT = [
  /^\/user\/complete-order/,
  /^\/get\/ssl-response$/,
  /^\/invoice\//,
  /^\/user\/recharge-wallet/,
  /^\/paystack\/initialize$/,
  /^\/paytm\/success/,
  /^\/user\/complete-recharge/,
  /^\/my-wallet$/,
  /^\/payment$/,
];

/**
 * Not the shop's API: the demo's simulated payment vendors record a payment their stand-in took here
 * (handlers/commerce/vendors.ts). A real vendor's service lives on its own origin, outside the shop's CSRF.
 */
const SIMULATED_VENDOR = /\/__demo-shop\/vendor\/payments$/;

/** A state change the token is not asked for (gateways post back to these; the simulated vendors' service). */
export const isCsrfExempt = (path: string): boolean =>
  EXEMPT.some((pattern) => pattern.test(path)) || SIMULATED_VENDOR.test(path);

export const XSRF_COOKIE = 'XSRF-TOKEN';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function bodyToken(contentType: string, body: Buffer): string | undefined {
  try {
    if (contentType.includes('application/json')) {
      const parsed = JSON.parse(body.toString('utf8')) as { _token?: unknown };
      return typeof parsed._token === 'string' ? parsed._token : undefined;
    }
    if (contentType.includes('application/x-www-form-urlencoded')) {
      return new URLSearchParams(body.toString('utf8')).get('_token') ?? undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export interface CsrfInput {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const header = (headers: CsrfInput['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * True when the request may proceed: a safe method, an exempt path, or the right token. The session's token is
 * asked for only when needed, so a safe request does not make the server open a session.
 */
export function csrfAccepts(input: CsrfInput, sessionToken: () => string): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(input.method)) return true;
  if (isCsrfExempt(input.path)) return true;
  const sent =
    bodyToken(header(input.headers, 'content-type') ?? '', input.body) ||
    header(input.headers, 'x-csrf-token') ||
    header(input.headers, 'x-xsrf-token');
  return typeof sent === 'string' && sent !== '' && same(sent, sessionToken());
}
