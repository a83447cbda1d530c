// Flutterwave (backend-api §2.12): its inline checkout (v3) opens Flutterwave's own window for the total × the active
// rate in the active currency; the transaction it reports completes the order.
import { gatewayAmount } from '@/lib/money';
import { loadVendorScript, vendorScriptSource, type StartScriptPayment } from './vendor-script.ts';

export const FLUTTERWAVE_CHECKOUT = 'https://checkout.flutterwave.com/v3.js';

/** What the checkout's `callback` receives. */
export interface FlutterwavePayment {
  status: string;
  transaction_id: number | string;
  tx_ref: string;
}

/** The part of `FlutterwaveCheckout`'s options the page uses. */
export interface FlutterwaveOptions {
  public_key: string;
  tx_ref: string;
  amount: number;
  currency: string;
  customer: { email: string; name?: string; phone_number?: string };
  callback: (payment: FlutterwavePayment) => void;
  onclose: (incomplete?: boolean) => void;
}

export type FlutterwaveCheckout = (options: FlutterwaveOptions) => { close?: () => void } | void;

declare global {
  interface Window {
    FlutterwaveCheckout?: unknown;
  }
}

/** Flutterwave's inline checkout; on the demo shop, its local stand-in. */
export const flutterwaveSource = ({ demoShop }: { demoShop: boolean }): string =>
  vendorScriptSource(FLUTTERWAVE_CHECKOUT, { standIn: 'flutterwave-checkout.js', demoShop });

export const loadFlutterwave = (source: string): Promise<FlutterwaveCheckout> =>
  loadVendorScript(source, () =>
    typeof window.FlutterwaveCheckout === 'function'
      ? (window.FlutterwaveCheckout as FlutterwaveCheckout)
      : undefined,
  );

/** The amount Flutterwave charges: the default-currency total × the active rate, 2 decimals (§2.12, §5.1). */
export const flutterwaveAmount = (totalInDefaultCurrency: number, activeRate: number): string =>
  gatewayAmount(totalInDefaultCurrency, activeRate);

export interface FlutterwavePaymentSetup {
  publicKey: string;
  /** In the active currency (`flutterwaveAmount`). */
  amount: string;
  /** The active currency's code. */
  currency: string;
  /** This payment's own reference at Flutterwave. */
  reference: string;
  customer: { email: string; name: string; phone: string };
  demoShop: boolean;
}

/**
 * Flutterwave's window for one payment, opened as soon as its script is there: a successful transaction is the
 * result, any other status a declined payment; closing the window cancels.
 */
export const startFlutterwave =
  ({
    publicKey,
    amount,
    currency,
    reference,
    customer,
    demoShop,
  }: FlutterwavePaymentSetup): StartScriptPayment<FlutterwavePayment> =>
  async (_container, outcome) => {
    const checkout = await loadFlutterwave(flutterwaveSource({ demoShop }));
    let open = true;
    const settle = () => {
      const was = open;
      open = false;
      return was;
    };
    const modal = checkout({
      public_key: publicKey,
      tx_ref: reference,
      amount: Number(amount),
      currency,
      customer: { email: customer.email, name: customer.name, phone_number: customer.phone },
      callback: (payment) => {
        if (!settle()) return;
        (modal as { close?: () => void } | undefined)?.close?.();
        if (payment.status === 'successful' || payment.status === 'completed') outcome.paid(payment);
        else outcome.declined();
      },
      onclose: () => {
        if (settle()) outcome.cancelled();
      },
    });
    return () => {
      if (settle()) (modal as { close?: () => void } | undefined)?.close?.();
    };
  };
