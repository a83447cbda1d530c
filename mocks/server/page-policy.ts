/**
 * The Content-Security-Policy the demo server sends with the app's page: what a shop with the settings that page
 * carries sends (README, "Content-Security-Policy"): the base policy, plus the hosts of each payment method paid
 * through its vendor's script or form that the settings switch on. The server's build is a production one, which
 * loads the vendors' real scripts (the demo builds' same-origin stand-ins need no addition).
 */
import {
  CONTENT_SECURITY_POLICY,
  CSP_DIRECTIVES,
  cspWith,
  FLUTTERWAVE_CSP,
  GOOGLE_PAY_CSP,
  JAZZ_CASH_CSP,
  KKIAPAY_CSP,
  MIDTRANS_CSP,
  PAYPAL_CSP,
  PAYSTACK_CSP,
  RAZORPAY_CSP,
  serializeCsp,
} from '../../scripts/csp';
import { offeredGateways, type GatewaySetup, type GatewayType } from '@/domain/payments/gateways/gateways';

/** Each payment method's additions (scripts/csp.ts), by the gateway it belongs to. */
export const PAYMENT_METHOD_CSP: Partial<Record<GatewayType, Record<string, readonly string[]>>> = {
  paypal: PAYPAL_CSP,
  razor_pay: RAZORPAY_CSP,
  jazz_cash: JAZZ_CASH_CSP,
  paystack: PAYSTACK_CSP,
  flutter_wave: FLUTTERWAVE_CSP,
  mid_trans: MIDTRANS_CSP,
  google_pay: GOOGLE_PAY_CSP,
  kkiapay: KKIAPAY_CSP,
};

/**
 * The pages where a shopper pays (route-table `ownPolicy`): the only ones whose policy names the payment methods'
 * hosts. The app enters them by loading the document (src/app/shell/document-loads.ts), told so by the page.
 */
const PAYING_PAGE = /^\/(payment(\/[^/]*)?|my-wallet)\/?$/;

/** The page element that tells the app this server sends a policy per route (src/lib/start-data/page-elements.ts). */
export const PER_ROUTE_POLICY_ELEMENT = '<meta name="page_policy" content="per-route">';

/**
 * The policy of the page at `path` for the shop's settings (0/1 or the Blade view's "0"/"1") and currencies: the
 * base everywhere, widened by the payment methods' hosts only on the pages where a shopper pays, and by what the
 * page itself needs (`pageAdditions`: a server-rendered page's style attributes, server-render.ts).
 */
export function pagePolicy(
  settings: Readonly<Record<string, unknown>>,
  currencies: GatewaySetup['currencies'],
  path = '/payment',
  ...pageAdditions: Record<string, readonly string[]>[]
): string {
  const gateways = PAYING_PAGE.test(path)
    ? offeredGateways({ settings: settings as GatewaySetup['settings'], currencies }).flatMap((gateway) => {
        const addition = PAYMENT_METHOD_CSP[gateway.type];
        return addition ? [addition] : [];
      })
    : [];
  const additions = [...gateways, ...pageAdditions].filter((addition) => Object.keys(addition).length > 0);
  return additions.length > 0 ? serializeCsp(cspWith(CSP_DIRECTIVES, ...additions)) : CONTENT_SECURITY_POLICY;
}
