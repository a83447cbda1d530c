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
import { offeredGateways, type GatewaySetup, type GatewayType } from '@/lib/payment-gateways/gateways';

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

/** The page's policy for the shop's settings (0/1 or the Blade view's "0"/"1") and currencies. */
export function pagePolicy(
  settings: Readonly<Record<string, unknown>>,
  currencies: GatewaySetup['currencies'],
): string {
  const additions = offeredGateways({ settings: settings as GatewaySetup['settings'], currencies }).flatMap(
    (gateway) => {
      const addition = PAYMENT_METHOD_CSP[gateway.type];
      return addition ? [addition] : [];
    },
  );
  return additions.length > 0 ? serializeCsp(cspWith(CSP_DIRECTIVES, ...additions)) : CONTENT_SECURITY_POLICY;
}
