// Which payment methods the payment page offers (backend-api §2.12): each gateway when its settings flag is on;
// cash on delivery for a new order unless a product forbids it; pay later (signed in, no code); one entry per
// offline method (no code); the wallet (signed in, wallet on, balance ≥ total). Pure, tested.
import type { OfflineMethodOutput, PaymentType } from '@/api-generated/model';
import type { Storefront } from '@/lib/session';

type Settings = Storefront['settings'];

/** A gateway: the settings flag that turns it on, its name, and the backend's browser-redirect path (if any). */
const GATEWAYS = [
  ['stripe', 'is_stripe_activated', 'Stripe', 'stripe/redirect'],
  ['paypal', 'is_paypal_activated', 'PayPal', null],
  ['ssl_commerze', 'is_sslcommerz_activated', 'SSLCommerz', 'get/ssl-response'],
  ['paytm', 'is_paytm_activated', 'Paytm', 'user/payment/paytmRedirect'],
  ['razor_pay', 'is_razorpay_activated', 'Razorpay', null],
  ['mollie', 'is_mollie_activated', 'Mollie', 'mollie/payment'],
  ['paystack', 'is_paystack_activated', 'Paystack', null],
  ['flutter_wave', 'is_flutterwave_activated', 'Flutterwave', null],
  ['mercadopago', 'is_mercado_pago_activated', 'Mercado Pago', 'mercadopago/redirect'],
  ['telr', 'is_telr_activated', 'Telr', 'telr/redirect'],
  ['bkash', 'is_bkash_activated', 'bKash', 'bkash/redirect'],
  ['nagad', 'is_nagad_activated', 'Nagad', 'nagad/redirect'],
  ['amarpay', 'is_amarpay_activated', 'aamarPay', 'amarpay/redirect'],
  ['skrill', 'is_skrill_activated', 'Skrill', 'skrill/redirect'],
] as const satisfies readonly (readonly [PaymentType, keyof Settings, string, string | null])[];

export type GatewayType = (typeof GATEWAYS)[number][0];

export type PaymentChoice =
  | { kind: 'cash_on_delivery' | 'pay_later' | 'wallet'; value: string }
  | { kind: 'offline_method'; value: string; method: OfflineMethodOutput }
  | { kind: 'gateway'; value: string; gateway: GatewayType; name: string; redirectPath: string | null };

export interface PaymentContext {
  settings: Settings;
  addOns: ReadonlySet<string>;
  user: Storefront['user'];
  /** What the orders cost, in the default currency. */
  total: number;
  /** Some product forbids cash on delivery. */
  checkCod: boolean;
  /** Paying one existing order (pay later) rather than the orders just confirmed. */
  code: string | null;
  offlineMethods: readonly OfflineMethodOutput[];
  /** The built-in demo shop runs: every gateway can be tried through its simulated screen. */
  demoShop: boolean;
}

const isOn = (value: unknown) => value === 1 || value === true || value === '1';

/** The methods to offer, in the order the page lists them. */
export function availableMethods(context: PaymentContext): PaymentChoice[] {
  const { settings, user, total, code } = context;
  const methods: PaymentChoice[] = [];
  if (total > 0 && !code && !context.checkCod)
    methods.push({ kind: 'cash_on_delivery', value: 'cash_on_delivery' });
  if (total > 0 && user && isOn(settings.wallet_system) && user.balance >= total)
    methods.push({ kind: 'wallet', value: 'wallet' });
  if (!code && user && isOn(settings.pay_later_system))
    methods.push({ kind: 'pay_later', value: 'pay_later' });
  if (!code && context.addOns.has('offline_payment')) {
    for (const method of context.offlineMethods)
      methods.push({ kind: 'offline_method', value: `offline:${method.id}`, method });
  }
  for (const [gateway, flag, name, redirectPath] of GATEWAYS) {
    if (!isOn(settings[flag])) continue;
    // Gateways that need their own browser SDK are only simulated; without the demo shop only redirects are offered.
    if (!context.demoShop && redirectPath === null) continue;
    methods.push({ kind: 'gateway', value: gateway, gateway, name, redirectPath });
  }
  return methods;
}

/** Why the wallet is not offered to a signed-in shopper whose shop has it (shown as a hint). */
export const walletShortfall = (context: PaymentContext): number | null =>
  context.user &&
  isOn(context.settings.wallet_system) &&
  context.total > 0 &&
  context.user.balance < context.total
    ? context.user.balance
    : null;

export const gatewayByType = (type: string | null): (typeof GATEWAYS)[number] | undefined =>
  GATEWAYS.find(([gateway]) => gateway === type);
