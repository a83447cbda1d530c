// JazzCash is paid by a GET form to the address the backend gives (`jazz_url`) with the fields it signed
// (`jazz_data`, backend-api §2.12): the page builds that form from the payment-order answer and submits it.
import { getEnv } from '@/lib/env';
import { safeHref } from '@/lib/navigation';

/**
 * JazzCash's own hosts (its sandbox and live merchant forms): the only ones a build for a real backend posts the
 * shopper's signed fields to. The same list as `JAZZ_CASH_CSP`'s `form-action` (scripts/csp.ts; a test keeps them
 * equal).
 */
export const JAZZ_CASH_HOSTS: readonly string[] = [
  'https://sandbox.jazzcash.com.pk',
  'https://payments.jazzcash.com.pk',
];

/** The demo server's stand-in of JazzCash's form (mocks/server/jazz-cash-stand-in.ts), on the page's own origin. */
const STAND_IN_PATH = '/__gateway/jazzcash/merchantform';

/** Where the signed fields may go: JazzCash's own hosts over https, or, in a demo build, the demo's stand-in. */
export function isJazzCashAction(action: URL, standIns = getEnv().gatewayStandIns, origin = location.origin) {
  if (JAZZ_CASH_HOSTS.includes(action.origin)) return true;
  return standIns && action.origin === origin && action.pathname === STAND_IN_PATH;
}

export interface GatewayForm {
  /** An absolute http(s) address. */
  action: string;
  /** The hidden fields, in the backend's order. */
  fields: readonly (readonly [name: string, value: string])[];
}

/**
 * The JazzCash form, or null when the answer has none (JazzCash off: `jazz_data` is `[]`, `jazz_url` null) or names a
 * host that is not JazzCash's: the fields carry the shopper's order and a hash signed with the shop's secret.
 */
export function jazzCashForm(url: unknown, data: unknown, standIns?: boolean): GatewayForm | null {
  const action = safeHref(url);
  if (!action || !/^https?:\/\//i.test(action) || !isJazzCashAction(new URL(action), standIns)) return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = Object.entries(data as Record<string, unknown>).flatMap(([name, value]) =>
    typeof value === 'string' || typeof value === 'number'
      ? [[name, String(value)] as const]
      : value === null
        ? [[name, ''] as const]
        : [],
  );
  return fields.length > 0 ? { action, fields } : null;
}
