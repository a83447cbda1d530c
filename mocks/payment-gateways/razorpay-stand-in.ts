/**
 * A local stand-in for Razorpay's Standard Checkout (`new window.Razorpay(options).open()`), so Razorpay can be paid
 * on the demo shop without Razorpay: the storefront loads it instead of `https://checkout.razorpay.com/v1/checkout.js`
 * on the demo shop (same origin, so the demo's CSP stays `'self'`). `open()` shows Razorpay's window as a plain
 * dialog at the end of the page: approve (the `handler` gets a payment id), decline (`payment.failed`, as Razorpay
 * reports a refused card) or cancel (`modal.ondismiss`, as when the payer closes the window).
 */

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

/** Self-contained (it refers to nothing outside itself): the demo shop serves its source as a script. */
export function createRazorpayStandIn(): new (options: Options) => Checkout {
  let payments = 0;
  return function Razorpay(this: unknown, options: Options): Checkout {
    const failed: ((failure: unknown) => void)[] = [];
    let dialog: HTMLElement | null = null;
    const close = () => {
      dialog?.remove();
      dialog = null;
    };
    const open = () => {
      if (dialog) return;
      const doc = document;
      dialog = doc.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Razorpay (demo stand-in)');
      const note = doc.createElement('p');
      const rupees = ((options.amount ?? 0) / 100).toFixed(2);
      note.textContent = `Razorpay (demo stand-in): ${options.currency ?? 'INR'} ${rupees} to ${options.name ?? 'the shop'}. No money moves.`;
      const button = (label: string, act: () => void) => {
        const element = doc.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.addEventListener('click', act);
        return element;
      };
      const approve = button('Approve payment', () => {
        close();
        payments += 1;
        options.handler?.({ razorpay_payment_id: `pay_DEMO${Date.now().toString(36)}${payments}` });
      });
      dialog.append(
        note,
        approve,
        button('Decline payment', () => {
          const failure = {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Your payment has been declined by your bank.',
              reason: 'payment_failed',
            },
          };
          for (const listener of failed) listener(failure);
        }),
        button('Cancel payment', () => {
          close();
          options.modal?.ondismiss?.();
        }),
      );
      doc.body.append(dialog);
      approve.focus();
    };
    return {
      open,
      close,
      on: (event, listener) => {
        if (event === 'payment.failed') failed.push(listener);
      },
    };
  } as unknown as new (options: Options) => Checkout;
}

/** The stand-in as a classic script, as the checkout's address answers it. */
export const razorpayStandInScript = (): string =>
  `window.Razorpay = window.Razorpay || (${createRazorpayStandIn.toString()})();\n`;
