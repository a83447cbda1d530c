/**
 * The demo's simulated payment vendors (PayPal, Razorpay, Stripe's page, …) and what a safe server asks them before
 * it credits a wallet (backend-api §2.14; the contract marks recharge-wallet's and complete-recharge's `amount`,
 * `transaction_id` and `token` `x-server-must-verify`). The vendor issues a reference for each payment it took, in
 * its own currency; the shop credits a top-up only for a reference the vendor issued, once, for the amount the
 * client says was typed.
 */
import { roundHalfAway } from './money';

/** One payment a simulated vendor took, as its own records show it. */
export interface VendorPayment {
  reference: string;
  /** The `payment_type` of the vendor (`paypal`, `stripe`, …). */
  gateway: string;
  /** What the vendor charged, in its currency's major units (`50.00` USD, `4162.5` INR, `30183` XOF). */
  currency: string;
  amount: number;
  /** When it was taken (ms since the epoch). */
  at: number;
  /** A shop already credited (or paid) with it. */
  used: boolean;
}

/**
 * The INR and XOF rows the `gateways` scenario adds to the payment and wallet setups (Razorpay, KkiaPay): the demo's
 * simulated vendors charge at these rates when the shop's own currencies have no such row.
 */
export const VENDOR_CURRENCY_ROWS = {
  inr: {
    id: 90,
    name: 'Indian Rupee',
    symbol: '₹',
    code: 'INR',
    exchange_rate: 83.25,
    status: 1,
    created_at: null,
    updated_at: null,
  },
  xof: {
    id: 91,
    name: 'West African CFA franc',
    symbol: 'CFA',
    code: 'XOF',
    exchange_rate: 603.5,
    status: 1,
    created_at: null,
    updated_at: null,
  },
} as const;

/** The rates the shop itself knows, to tell what a vendor should have charged for an amount typed in the active currency. */
export interface ShopRates {
  /** The active currency: its code and its rate to the default currency. */
  active: { code: string; rate: number };
  /** The INR and XOF rows' rates (Razorpay, KkiaPay), when the shop has them. */
  inr: number | null;
  xof: number | null;
  /** `settings.ngn_exchange_rate` (Paystack; the backend sends 1). */
  ngn: number;
}

/** The currency a gateway charges in, its rate to the default currency and its decimals (§2.12, §2.14, §5.1). */
function vendorCurrency(
  gateway: string,
  rates: ShopRates,
): { code: string; rate: number; decimals: number } | null {
  switch (gateway) {
    // The backend takes its default currency to be USD: PayPal is charged the default-currency amount.
    case 'paypal':
      return { code: 'USD', rate: 1, decimals: 2 };
    case 'razor_pay':
      return rates.inr ? { code: 'INR', rate: rates.inr, decimals: 2 } : null;
    case 'paystack':
      return { code: 'NGN', rate: rates.ngn > 0 ? rates.ngn : 1, decimals: 2 };
    case 'kkiapay':
      return rates.xof ? { code: 'XOF', rate: rates.xof, decimals: 0 } : null;
    // Flutterwave, Google Pay and the hosted pages (Stripe, Mollie, …) charge the active currency.
    default:
      return { code: rates.active.code, rate: rates.active.rate, decimals: 2 };
  }
}

/**
 * Why `payment` cannot pay for a top-up of `typed` (active currency) through `gateway`, or null when it can: the
 * vendor issued it (it exists), for this gateway, it was not used before, and it charged what the typed amount comes
 * to in the vendor's currency (to one of its smallest units: the storefront and the vendor round separately).
 */
export function vendorPaymentProblem(
  payment: VendorPayment | undefined,
  gateway: string,
  typed: number,
  rates: ShopRates,
): 'unknown' | 'used' | 'amount' | null {
  if (!payment || payment.gateway !== gateway) return 'unknown';
  if (payment.used) return 'used';
  const currency = vendorCurrency(gateway, rates);
  if (!currency || payment.currency !== currency.code) return 'amount';
  if (!Number.isFinite(typed) || typed <= 0 || !(rates.active.rate > 0)) return 'amount';
  const unit = 10 ** currency.decimals;
  const expected = roundHalfAway((typed / rates.active.rate) * currency.rate * unit);
  const charged = roundHalfAway(payment.amount * unit);
  return Math.abs(expected - charged) <= 1 ? null : 'amount';
}

/**
 * The vendor reference a top-up posts: `transaction_id` (PayPal's capture, Razorpay's payment id, Paystack's
 * reference, …), else Google Pay's `token` (the demo's token is JSON carrying the payment's `id`).
 */
export function postedVendorReference(transactionId: unknown, token: unknown): string {
  if (typeof transactionId === 'string' && transactionId.trim()) return transactionId.trim();
  if (typeof transactionId === 'number') return String(transactionId);
  if (typeof token !== 'string' || !token.trim()) return '';
  try {
    const parsed: unknown = JSON.parse(token);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { id?: unknown }).id === 'string')
      return (parsed as { id: string }).id;
  } catch {
    // not JSON: the token is the reference
  }
  return token.trim();
}
