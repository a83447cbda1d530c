// Razorpay (backend-api §2.12): its Standard Checkout script opens Razorpay's own window for the amount in paise
// (total × 100 × the INR rate); the payment it reports is what complete-order is told.
import { gatewayMinorUnits } from '@/lib/money';
import { loadVendorScript, vendorScriptSource, type StartScriptPayment } from './vendor-script.ts';

export const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the checkout's `handler` receives once Razorpay took the payment. */
export interface RazorpayPayment {
  razorpay_payment_id: string;
}

/** The part of Razorpay's checkout options the page uses. */
export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  name?: string;
  description?: string;
  handler: (payment: RazorpayPayment) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open: () => void;
  close?: () => void;
  on: (event: 'payment.failed', listener: (failure: unknown) => void) => void;
}

export type Razorpay = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: unknown;
  }
}

/** Razorpay's checkout script; on the demo shop, its local stand-in. */
export const razorpaySource = ({ demoShop }: { demoShop: boolean }): string =>
  vendorScriptSource(RAZORPAY_CHECKOUT, { standIn: 'razorpay-checkout.js', demoShop });

/** `window.Razorpay`, loading the checkout once per page. Rejects with a VendorScriptError. */
export const loadRazorpay = (source: string): Promise<Razorpay> =>
  loadVendorScript(source, () =>
    typeof window.Razorpay === 'function' ? (window.Razorpay as Razorpay) : undefined,
  );

/** The amount in paise: the default-currency total × 100 × the INR row's rate (§2.12, §5.1). */
export const razorpayAmount = (totalInDefaultCurrency: number, inrRate: number): number =>
  gatewayMinorUnits(totalInDefaultCurrency, inrRate);

export interface RazorpayPaymentSetup {
  key: string;
  /** In paise (`razorpayAmount`). */
  amount: number;
  /** The shop's name, shown in Razorpay's window. */
  shopName: string;
  demoShop: boolean;
}

/**
 * Razorpay's Standard Checkout for one payment: Razorpay's own window opens as soon as its script is there; the
 * payment it reports is the result. A failed attempt is a declined payment (the window closes and the page says so);
 * closing the window cancels.
 */
export const startRazorpay =
  ({ key, amount, shopName, demoShop }: RazorpayPaymentSetup): StartScriptPayment<RazorpayPayment> =>
  async (_container, outcome) => {
    const Checkout = await loadRazorpay(razorpaySource({ demoShop }));
    let open = true;
    const settle = () => {
      const was = open;
      open = false;
      return was;
    };
    const checkout = new Checkout({
      key,
      amount,
      currency: 'INR',
      name: shopName,
      handler: (payment) => {
        if (settle()) outcome.paid(payment);
      },
      modal: {
        ondismiss: () => {
          if (settle()) outcome.cancelled();
        },
      },
    });
    checkout.on('payment.failed', () => {
      if (!settle()) return;
      checkout.close?.();
      outcome.declined();
    });
    checkout.open();
    return () => {
      if (settle()) checkout.close?.();
    };
  };
