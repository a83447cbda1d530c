/**
 * A local stand-in for Paystack's inline script (`window.PaystackPop.setup(options).openIframe()`), so Paystack can
 * be paid on the demo shop without Paystack: the storefront loads it instead of `https://js.paystack.co/v1/inline.js`
 * on the demo shop (same origin, so the demo's CSP stays `'self'`). `openIframe()` shows Paystack's window as a plain
 * dialog at the end of the page: approve (the `callback` gets a reference), decline (the card is refused inside the
 * window, as Paystack shows it; the payer can only close it) or cancel (`onClose`).
 */

interface Options {
  email?: string;
  amount?: number;
  currency?: string;
  ref?: string;
  callback?: (payment: { reference: string; status: string; message: string }) => void;
  onClose?: () => void;
}

/** Self-contained (it refers to nothing outside itself): the demo shop serves its source as a script. */
export function createPaystackStandIn(): { setup: (options: Options) => { openIframe: () => void } } {
  let payments = 0;
  return {
    setup(options) {
      return {
        openIframe() {
          const doc = document;
          const dialog = doc.createElement('div');
          dialog.setAttribute('role', 'dialog');
          dialog.setAttribute('aria-label', 'Paystack (demo stand-in)');
          const note = doc.createElement('p');
          const naira = ((options.amount ?? 0) / 100).toFixed(2);
          note.textContent = `Paystack (demo stand-in): ${options.currency ?? 'NGN'} ${naira} from ${options.email ?? ''}. No money moves.`;
          const status = doc.createElement('p');
          status.setAttribute('role', 'status');
          const button = (label: string, act: () => void) => {
            const element = doc.createElement('button');
            element.type = 'button';
            element.textContent = label;
            element.addEventListener('click', act);
            return element;
          };
          const close = () => {
            dialog.remove();
            options.onClose?.();
          };
          const approve = button('Approve payment', () => {
            dialog.remove();
            payments += 1;
            const reference = options.ref || `DEMO${Date.now().toString(36).toUpperCase()}${payments}`;
            options.callback?.({ reference, status: 'success', message: 'Approved' });
          });
          const decline = button('Decline payment', () => {
            status.textContent = 'Declined: the bank refused the card. Close the window or try again.';
            decline.replaceWith(button('Close', close));
          });
          dialog.append(note, status, approve, decline, button('Cancel payment', close));
          doc.body.append(dialog);
          approve.focus();
        },
      };
    },
  };
}

/** The stand-in as a classic script, as the inline script's address answers it. */
export const paystackStandInScript = (): string =>
  `window.PaystackPop = window.PaystackPop || (${createPaystackStandIn.toString()})();\n`;
