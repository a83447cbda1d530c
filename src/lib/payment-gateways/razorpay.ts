// Razorpay (backend-api §2.12): its Standard Checkout script opens Razorpay's own window for the amount in paise
// (total × 100 × the INR rate); the payment it reports is what complete-order is told.
import { gatewayMinorUnits } from '@/lib/money';
import { loadVendorScript, vendorScriptSource } from './vendor-script.ts';

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
