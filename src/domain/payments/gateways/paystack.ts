// Paystack (backend-api §2.12): its inline script opens Paystack's own window for the amount in kobo (the total × the
// shop's NGN rate `ngn_exchange_rate` × 100); the reference of the payment it reports is what complete-order is told,
// and the backend verifies it with Paystack.
import { gatewayMinorUnits } from '@/lib/money';
import { loadVendorScript, vendorScriptSource, type StartScriptPayment } from './vendor-script.ts';

export const PAYSTACK_INLINE = 'https://js.paystack.co/v1/inline.js';

/** What the inline's `callback` receives once Paystack took the payment. */
export interface PaystackPayment {
  reference: string;
}

/** The part of `PaystackPop.setup`'s options the page uses. */
export interface PaystackOptions {
  key: string;
  email: string;
  /** In kobo. */
  amount: number;
  currency: 'NGN';
  callback: (payment: PaystackPayment) => void;
  onClose: () => void;
}

export interface PaystackPop {
  setup: (options: PaystackOptions) => { openIframe: () => void };
}

declare global {
  interface Window {
    PaystackPop?: unknown;
  }
}

/** Paystack's inline script; on the demo shop, its local stand-in. */
export const paystackSource = ({ demoShop }: { demoShop: boolean }): string =>
  vendorScriptSource(PAYSTACK_INLINE, { standIn: 'paystack-inline.js', demoShop });

export const loadPaystack = (source: string): Promise<PaystackPop> =>
  loadVendorScript(source, () => {
    const pop = window.PaystackPop as Partial<PaystackPop> | undefined;
    return typeof pop?.setup === 'function' ? (pop as PaystackPop) : undefined;
  });

/** The amount in kobo: the default-currency total × the NGN rate × 100. */
export const paystackAmount = (totalInDefaultCurrency: number, ngnRate: number): number =>
  gatewayMinorUnits(totalInDefaultCurrency, ngnRate);

export interface PaystackPaymentSetup {
  key: string;
  /** The payer's e-mail (Paystack requires one). */
  email: string;
  /** In kobo (`paystackAmount`). */
  amount: number;
  demoShop: boolean;
}

/**
 * Paystack's inline window for one payment, opened as soon as its script is there: the reference it reports is the
 * result. Paystack keeps a refused card in its own window (the payer may try another), so closing the window, after
 * a refusal too, is what the page hears: cancelled.
 */
export const startPaystack =
  ({ key, email, amount, demoShop }: PaystackPaymentSetup): StartScriptPayment<PaystackPayment> =>
  async (_container, outcome) => {
    const pop = await loadPaystack(paystackSource({ demoShop }));
    let open = true;
    pop
      .setup({
        key,
        email,
        amount,
        currency: 'NGN',
        callback: (payment) => {
          if (!open) return;
          open = false;
          outcome.paid(payment);
        },
        onClose: () => {
          if (!open) return;
          open = false;
          outcome.cancelled();
        },
      })
      .openIframe();
    return () => {
      open = false;
    };
  };
