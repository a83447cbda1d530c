// Which payment methods the payment page offers (backend-api §2.12): each gateway its settings flag (and currency)
// switch on (lib/payment-gateways), a vendor-script one when what its script needs is here; cash on delivery for a
// new order unless a product forbids it; pay later (signed in, no code); one entry per offline method (no code); the
// wallet (signed in, wallet on, balance ≥ total). Pure.
import type { OfflineMethodOutput } from '@/api-generated/model';
import { offeredGateways, type Gateway, type GatewayForm } from '@/lib/payment-gateways';
import type { Storefront } from '@/lib/session';
import { scriptCheckout, type Payer } from './script-checkouts';

type Settings = Storefront['settings'];

export type PaymentChoice =
  | { kind: 'cash_on_delivery' | 'pay_later' | 'wallet'; value: string }
  | { kind: 'offline_method'; value: string; method: OfflineMethodOutput }
  | { kind: 'gateway'; value: string; gateway: Gateway };

export interface PaymentContext {
  settings: Settings;
  /** The shop's currencies: some gateways need one (Mollie: EUR). */
  currencies: Storefront['start']['currencies'];
  addOns: ReadonlySet<string>;
  user: Storefront['user'];
  /** What the orders cost, in the default currency. */
  total: number;
  /** Some product forbids cash on delivery. */
  checkCod: boolean;
  /** Paying one existing order (pay later) rather than the orders just confirmed. */
  code: string | null;
  offlineMethods: readonly OfflineMethodOutput[];
  /** The JazzCash form the payment-order answer describes, or null. */
  jazzCash: GatewayForm | null;
  /** The active currency's rate and code (PayPal's and Flutterwave's amounts). */
  activeRate: number;
  currencyCode: string;
  /** The transaction paid for. */
  trxId: string;
  /** The payment-order answer's INR row (`indian_currency`): Razorpay needs it. */
  indianCurrency: { exchange_rate: number } | null;
  /** The payment-order answer's XOF row (`xof`): KkiaPay needs it. */
  xof: { exchange_rate: number } | null;
  /** The payment-order answer's Snap token (`mid_trans_token`): Midtrans needs it. */
  midTransToken: string | null;
  /** Who pays: Paystack needs an e-mail. */
  payer: Payer | null;
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
  for (const gateway of offeredGateways(context)) {
    // Redirects; JazzCash's form when the backend sent one (the demo shop simulates it); a vendor's script when
    // what it needs is here (Razorpay's INR row, KkiaPay's XOF row, Midtrans's token, a payer's e-mail, …).
    const payable =
      gateway.orderLink !== null ||
      (gateway.formPost === true && (context.jazzCash !== null || context.demoShop)) ||
      (gateway.script && scriptCheckout(gateway.type, context) !== undefined);
    if (!payable) continue;
    methods.push({ kind: 'gateway', value: gateway.type, gateway });
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
