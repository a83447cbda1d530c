/**
 * The simulated vendors' own records (domain/vendor-payments.ts): each payment a stand-in took — a vendor script's
 * window, the browser demo's simulated gateway page, the demo server's gateway page — gets a reference here, and a
 * top-up is credited only against one of them, once. Call inside `shop.update(...)`.
 */
import {
  VENDOR_CURRENCY_ROWS,
  vendorPaymentProblem,
  type ShopRates,
  type VendorPayment,
} from '../domain/vendor-payments';
import { activeCurrency } from './format';
import { randomToken } from './lookups';
import type { DemoShopState, MutableShopState, Session } from './types';

/** The vendors keep the newest payments only (the demo's state stays small). */
const KEPT = 200;

/** How each vendor writes its references (as the real ones look), with a random part no one can guess. */
const referenceOf = (gateway: string, random: string, serial: number): string => {
  switch (gateway) {
    case 'paypal':
    case 'paystack':
      return `DEMO${random.toUpperCase()}`;
    case 'razor_pay':
      return `pay_DEMO${random}`;
    case 'flutter_wave':
      return String(4_000_000 + serial); // Flutterwave's transaction ids are numbers
    case 'kkiapay':
      return `KKIA-DEMO-${random}`;
    case 'google_pay':
      return `gpay-demo-${random}`;
    case 'mid_trans':
      return `mt-demo-${random}`;
    default:
      return `${gateway}-demo-${random}`;
  }
};

export interface VendorCharge {
  gateway: string;
  currency: string;
  /** In the vendor currency's major units. */
  amount: number;
}

const records = (state: MutableShopState) => (state.vendors ??= { serial: 0, payments: [] });

/** A vendor took `charge`: its reference. */
export function issueVendorPayment(state: MutableShopState, charge: VendorCharge, at: number): VendorPayment {
  const vendors = records(state);
  vendors.serial += 1;
  const list = vendors.payments;
  const payment: VendorPayment = {
    reference: referenceOf(charge.gateway, randomToken(state, 12), vendors.serial),
    gateway: charge.gateway,
    currency: charge.currency,
    amount: charge.amount,
    at,
    used: false,
  };
  list.push(payment);
  if (list.length > KEPT) list.splice(0, list.length - KEPT);
  return payment;
}

/** What the shop knows of the rates, to tell what a vendor should have charged (domain/vendor-payments.ts). */
export function shopRates(state: DemoShopState, session: Session): ShopRates {
  const active = activeCurrency(state, session);
  const rateOf = (code: string) =>
    state.catalogue.currencies.find((currency) => currency.code === code)?.exchange_rate ?? null;
  return {
    active: { code: active.code, rate: active.exchange_rate },
    inr: rateOf('INR') ?? VENDOR_CURRENCY_ROWS.inr.exchange_rate,
    xof: rateOf('XOF') ?? VENDOR_CURRENCY_ROWS.xof.exchange_rate,
    ngn: Number(state.catalogue.settings.ngn_exchange_rate) || 1,
  };
}

/**
 * The vendor payment `reference` when it can pay for a top-up of `typed` (active currency) through `gateway`: the
 * vendor issued it for that amount and no one used it before. The caller marks it `used` once it credited.
 */
export function creditableVendorPayment(
  state: DemoShopState,
  session: Session,
  reference: string,
  gateway: string,
  typed: number,
): VendorPayment | null {
  const payment = reference ? records(state).payments.find((p) => p.reference === reference) : undefined;
  return vendorPaymentProblem(payment, gateway, typed, shopRates(state, session)) === null ? payment! : null;
}
