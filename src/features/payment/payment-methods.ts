// Which payment methods the payment page offers (backend-api §2.12): each gateway its settings flag (and currency)
// switch on (domain/payments), a vendor-script one when what its script needs is here; cash on delivery for a
// new order unless a product forbids it; pay later (signed in, no code, module `payLater`); one entry per offline
// method (no code, module `offlinePayment`); the wallet (signed in, module `wallet`, balance ≥ total). Pure.
import type { OfflineMethodOutput } from '@/api-generated/model';
import type { ShopModules } from '@/lib/modules';
import {
  type Gateway,
  type GatewayForm,
  offeredGateways,
  orderCheckout,
  type Payer,
} from '@/domain/payments';
import type { Storefront } from '@/lib/session';

type Settings = Storefront['settings'];

export type PaymentChoice =
  | { kind: 'cash_on_delivery' | 'pay_later' | 'wallet'; value: string }
  | { kind: 'offline_method'; value: string; method: OfflineMethodOutput }
  | { kind: 'gateway'; value: string; gateway: Gateway };

export interface PaymentContext {
  settings: Settings;
  /** The shop's currencies: some gateways need one (Mollie: EUR). */
  currencies: Storefront['start']['currencies'];
  /** What the owner switched on (src/lib/modules): the wallet, pay later, offline methods. */
  modules: Pick<ShopModules, 'wallet' | 'payLater' | 'offlinePayment'>;
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

/** The methods to offer, in the order the page lists them. */
export function availableMethods(context: PaymentContext): PaymentChoice[] {
  const { modules, user, total, code } = context;
  const methods: PaymentChoice[] = [];
  if (total > 0 && !code && !context.checkCod)
    methods.push({ kind: 'cash_on_delivery', value: 'cash_on_delivery' });
  if (total > 0 && user && modules.wallet && user.balance >= total)
    methods.push({ kind: 'wallet', value: 'wallet' });
  if (!code && user && modules.payLater) methods.push({ kind: 'pay_later', value: 'pay_later' });
  if (!code && modules.offlinePayment) {
    for (const method of context.offlineMethods)
      methods.push({ kind: 'offline_method', value: `offline:${method.id}`, method });
  }
  for (const gateway of offeredGateways(context)) {
    // Redirects; JazzCash's form when the backend sent one (the demo shop simulates it); a vendor's script when
    // what it needs is here (Razorpay's INR row, KkiaPay's XOF row, Midtrans's token, a payer's e-mail, …).
    const payable =
      gateway.orderLink !== null ||
      (gateway.formPost === true && (context.jazzCash !== null || context.demoShop)) ||
      (gateway.script && orderCheckout(gateway.type, context) !== undefined);
    if (!payable) continue;
    methods.push({ kind: 'gateway', value: gateway.type, gateway });
  }
  return methods;
}

/** Why the wallet is not offered to a signed-in shopper whose shop has it (shown as a hint). */
export const walletShortfall = (context: PaymentContext): number | null =>
  context.user && context.modules.wallet && context.total > 0 && context.user.balance < context.total
    ? context.user.balance
    : null;

/**
 * Why no method is left, in the terms of §2.12: an existing order (paid by its code) may be paid only by a gateway or
 * the wallet; a product that forbids cash on delivery (`check_cod`) leaves a new order only the other methods;
 * otherwise the shop simply offers none of them for these orders.
 */
export type NoMethodReason = 'existing-order' | 'no-cash-on-delivery' | 'none';

export const whyNoMethod = (context: Pick<PaymentContext, 'code' | 'checkCod' | 'total'>): NoMethodReason =>
  context.code ? 'existing-order' : context.checkCod && context.total > 0 ? 'no-cash-on-delivery' : 'none';
