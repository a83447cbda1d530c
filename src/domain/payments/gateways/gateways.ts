// The payment gateways of backend-api §2.12 and §2.14: each gateway's settings flag (and currency condition), its
// name, and for the gateways the backend pays by sending the browser to one of its own pages, that page and the
// query its route reads — for an order and for a wallet top-up. The payment and wallet screens offer what
// `offeredGateways` returns.
import type { PaymentType, StartDataOutput } from '@/api-generated/model';

type Settings = StartDataOutput['settings_data'];
type Currency = StartDataOutput['currencies'][number];

/**
 * One part of a redirect link's query: the transaction, the order code (omitted when none), the top-up amount, or
 * a fixed pair.
 */
export type LinkQueryPart = 'trx_id' | 'code' | 'amount' | readonly [name: string, value: string];

export interface RedirectLink {
  /** The backend's page, relative to its base address. */
  path: string;
  query: readonly LinkQueryPart[];
}

export interface GatewayDefinition {
  type: PaymentType;
  flag: keyof Settings;
  name: string;
  /** A currency the shop must have for the backend to offer the gateway (Mollie: it forces the flag off without EUR). */
  needsCurrency?: string;
  /** A setting that must be filled for the backend to offer the gateway (PayPal: its client id, `paypal_key`). */
  needsSetting?: keyof Settings;
  /** Paid through the vendor's own browser script (the demo shop simulates these). */
  script: boolean;
  /** Paid by a form to the gateway that the payment-order answer describes (JazzCash: `jazz_url`, `jazz_data`). */
  formPost?: true;
  /** How an order is paid by browser redirect; null when the order page has no redirect for it. */
  orderLink: RedirectLink | null;
  /** How the wallet is topped up by browser redirect (§2.14); null when not by redirect. */
  walletLink: RedirectLink | null;
}

const redirect = (path: string, ...query: LinkQueryPart[]): RedirectLink => ({ path, query });
const WALLET: LinkQueryPart = ['type', 'wallet'];

const byScript = { script: true, orderLink: null, walletLink: null } as const;

/** In the order the payment page lists them (the demo shop's stories keep this order). */
export const GATEWAYS = [
  {
    type: 'stripe',
    flag: 'is_stripe_activated',
    name: 'Stripe',
    script: false,
    orderLink: redirect('stripe/redirect', 'trx_id', 'code'),
    walletLink: redirect('stripe/redirect', 'amount', WALLET),
  },
  { type: 'paypal', flag: 'is_paypal_activated', name: 'PayPal', needsSetting: 'paypal_key', ...byScript },
  {
    type: 'ssl_commerze',
    flag: 'is_sslcommerz_activated',
    name: 'SSLCommerz',
    script: false,
    orderLink: redirect('get/ssl-response', ['payment_type', 'ssl_commerze'], 'code', 'trx_id'),
    walletLink: redirect('get/ssl-response', 'amount', WALLET),
  },
  {
    type: 'paytm',
    flag: 'is_paytm_activated',
    name: 'Paytm',
    script: false,
    orderLink: redirect('user/payment/paytmRedirect', 'trx_id', 'code', ['payment_type', 'paytm']),
    walletLink: redirect('user/payment/paytmRedirect', 'amount', WALLET),
  },
  // Razorpay also needs the INR row the payment-order answer carries (`indian_currency`).
  {
    type: 'razor_pay',
    flag: 'is_razorpay_activated',
    name: 'Razorpay',
    needsSetting: 'razor_key',
    ...byScript,
  },
  {
    type: 'jazz_cash',
    flag: 'is_jazz_cash_activated',
    name: 'JazzCash',
    script: false,
    formPost: true,
    orderLink: null,
    walletLink: null,
  },
  {
    type: 'mollie',
    flag: 'is_mollie_activated',
    name: 'Mollie',
    needsCurrency: 'EUR',
    script: false,
    orderLink: redirect('mollie/payment', 'code', 'trx_id'),
    walletLink: redirect('mollie/recharge-payment/', 'amount'),
  },
  {
    type: 'paystack',
    flag: 'is_paystack_activated',
    name: 'Paystack',
    needsSetting: 'paystack_pk',
    ...byScript,
  },
  {
    type: 'flutter_wave',
    flag: 'is_flutterwave_activated',
    name: 'Flutterwave',
    needsSetting: 'flw_public_key',
    ...byScript,
  },
  {
    type: 'mercadopago',
    flag: 'is_mercado_pago_activated',
    name: 'Mercado Pago',
    script: false,
    orderLink: redirect('mercadopago/redirect', 'code', 'trx_id'),
    walletLink: redirect('mercadopago/redirect/wallet', 'amount'),
  },
  // Snap also needs the token of these orders the payment-order answer carries (`mid_trans_token`).
  {
    type: 'mid_trans',
    flag: 'is_mid_trans_activated',
    name: 'Midtrans',
    needsSetting: 'mid_trans_client_id',
    ...byScript,
  },
  {
    type: 'telr',
    flag: 'is_telr_activated',
    name: 'Telr',
    script: false,
    orderLink: redirect('telr/redirect', 'code', 'trx_id'),
    walletLink: redirect('telr/redirect/wallet', 'amount'),
  },
  {
    type: 'google_pay',
    flag: 'is_google_pay_activated',
    name: 'Google Pay',
    needsSetting: 'google_pay_gateway',
    ...byScript,
  },
  {
    type: 'bkash',
    flag: 'is_bkash_activated',
    name: 'bKash',
    script: false,
    orderLink: redirect('bkash/redirect', 'code', 'trx_id'),
    walletLink: redirect('bkash/redirect', 'amount', WALLET),
  },
  {
    type: 'nagad',
    flag: 'is_nagad_activated',
    name: 'Nagad',
    script: false,
    orderLink: redirect('nagad/redirect', 'code', 'trx_id'),
    walletLink: redirect('nagad/redirect/wallet', 'amount'),
  },
  {
    type: 'amarpay',
    flag: 'is_amarpay_activated',
    name: 'aamarPay',
    script: false,
    orderLink: redirect('amarpay/redirect', 'code', 'trx_id'),
    walletLink: redirect('amarpay/redirect', 'amount', WALLET, ['payment_type', 'amarpay']),
  },
  {
    type: 'skrill',
    flag: 'is_skrill_activated',
    name: 'Skrill',
    script: false,
    orderLink: redirect('skrill/redirect', 'code', 'trx_id'),
    walletLink: redirect('skrill/redirect', 'amount', WALLET, ['payment_type', 'skrill']),
  },
  // The order page shows iyzico's radio without a pay button; only the wallet pays with it (§2.12).
  {
    type: 'iyzico',
    flag: 'is_iyzico_activated',
    name: 'iyzico',
    script: false,
    orderLink: null,
    walletLink: redirect('iyzico/redirect/wallet', 'amount'),
  },
  // KkiaPay also needs the XOF row the payment-order and wallet-data answers carry (`xof`).
  {
    type: 'kkiapay',
    flag: 'is_kkiapay_activated',
    name: 'KkiaPay',
    needsSetting: 'kkiapay_public_key',
    ...byScript,
  },
] as const satisfies readonly GatewayDefinition[];

export type GatewayType = (typeof GATEWAYS)[number]['type'];
export type Gateway = GatewayDefinition & { readonly type: GatewayType };
const ALL: readonly Gateway[] = GATEWAYS;

// Settings arrive as 0/1 (the Blade view's "1" and true are read as 1 by the start data's tolerant reading).
const isOn = (value: unknown) => value === 1 || value === true || value === '1';
const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export interface GatewaySetup {
  settings: Settings;
  /** The shop's currencies (start data). */
  currencies: readonly Pick<Currency, 'code'>[];
}

/** The gateways the shop has switched on, whose currency condition holds. */
export function offeredGateways({ settings, currencies }: GatewaySetup): Gateway[] {
  const codes = new Set(currencies.map((currency) => currency.code.toUpperCase()));
  return ALL.filter(
    (gateway) =>
      isOn(settings[gateway.flag]) &&
      (gateway.needsCurrency === undefined || codes.has(gateway.needsCurrency)) &&
      (gateway.needsSetting === undefined || isFilled(settings[gateway.needsSetting])),
  );
}

export const gatewayByType = (type: string | null): Gateway | undefined =>
  ALL.find((gateway) => gateway.type === type);
