/**
 * A local stand-in for Razorpay's Standard Checkout (`new window.Razorpay(options).open()`), so Razorpay can be paid
 * on the demo shop without Razorpay: the storefront loads it instead of `https://checkout.razorpay.com/v1/checkout.js`
 * on the demo shop (same origin, so the demo's CSP stays `'self'`). `open()` shows Razorpay's window (the stand-in
 * window over the page): approve (the `handler` gets a payment id), decline (`payment.failed`, as Razorpay
 * reports a refused card) or cancel (`modal.ondismiss`, as when the payer closes the window).
 */
import { standInScript, type OpenStandInWindow, type StandInWindow } from './stand-in-dialog';

interface Options {
  key?: string;
  amount?: number;
  currency?: string;
  name?: string;
  handler?: (payment: { razorpay_payment_id: string }) => void;
  modal?: { ondismiss?: () => void };
}

interface Checkout {
  open: () => void;
  close: () => void;
  on: (event: string, listener: (failure: unknown) => void) => void;
}

/** Self-contained but for `open` (the stand-in window): the demo shop serves its source as a script. */
export function createRazorpayStandIn(open: OpenStandInWindow): new (options: Options) => Checkout {
  return function Razorpay(this: unknown, options: Options): Checkout {
    const failed: ((failure: unknown) => void)[] = [];
    let window: StandInWindow | null = null;
    const close = () => {
      window?.close();
      window = null;
    };
    const show = () => {
      if (window) return;
      const rupees = ((options.amount ?? 0) / 100).toFixed(2);
      const shown = open(
        'Razorpay',
        `${options.currency ?? 'INR'} ${rupees} to ${options.name ?? 'the shop'}.`,
      );
      window = shown;
      const decline = () => {
        const failure = {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment has been declined by your bank.',
            reason: 'payment_failed',
          },
        };
        for (const listener of failed) listener(failure);
      };
      shown.button('Approve payment', () => {
        close();
        // Razorpay's payment id: the reference the demo's simulated vendor gives the payment it took.
        shown
          .issue({
            gateway: 'razor_pay',
            currency: options.currency ?? 'INR',
            amount: (options.amount ?? 0) / 100,
          })
          .then((reference) => options.handler?.({ razorpay_payment_id: reference }), decline);
      });
      shown.button('Decline payment', decline);
      shown.button('Cancel payment', () => {
        close();
        options.modal?.ondismiss?.();
      });
    };
    return {
      open: show,
      close,
      on: (event, listener) => {
        if (event === 'payment.failed') failed.push(listener);
      },
    };
  } as unknown as new (options: Options) => Checkout;
}

/** The stand-in as a classic script, as the checkout's address answers it. */
export const razorpayStandInScript = (): string =>
  standInScript(createRazorpayStandIn, (standIn) => `window.Razorpay = window.Razorpay || ${standIn};`);
