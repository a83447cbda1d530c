/**
 * A local stand-in for Paystack's inline script (`window.PaystackPop.setup(options).openIframe()`), so Paystack can
 * be paid on the demo shop without Paystack: the storefront loads it instead of `https://js.paystack.co/v1/inline.js`
 * on the demo shop (same origin, so the demo's CSP stays `'self'`). `openIframe()` shows Paystack's window (the stand-in
 * window over the page): approve (the `callback` gets a reference), decline (the card is refused inside the
 * window, as Paystack shows it; the payer can only close it) or cancel (`onClose`).
 */
import { standInScript, type OpenStandInWindow } from './stand-in-dialog';

interface Options {
  email?: string;
  amount?: number;
  currency?: string;
  ref?: string;
  callback?: (payment: { reference: string; status: string; message: string }) => void;
  onClose?: () => void;
}

/** Self-contained but for `open` (the stand-in window): the demo shop serves its source as a script. */
export function createPaystackStandIn(open: OpenStandInWindow): {
  setup: (options: Options) => { openIframe: () => void };
} {
  return {
    setup(options) {
      return {
        openIframe() {
          const naira = ((options.amount ?? 0) / 100).toFixed(2);
          const window = open(
            'Paystack',
            `${options.currency ?? 'NGN'} ${naira} from ${options.email ?? ''}.`,
          );
          const close = () => {
            window.close();
            options.onClose?.();
          };
          window.button('Approve payment', () => {
            // Paystack's reference: the one the demo's simulated vendor gives the payment it took.
            window
              .issue({
                gateway: 'paystack',
                currency: options.currency ?? 'NGN',
                amount: (options.amount ?? 0) / 100,
              })
              .then(
                (reference) => {
                  window.close();
                  options.callback?.({ reference, status: 'success', message: 'Approved' });
                },
                () => window.say('Paystack could not be reached. Close the window or try again.'),
              );
          });
          const decline = window.button('Decline payment', () => {
            window.say('Declined: the bank refused the card. Close the window or try again.');
            decline.remove();
            window.button('Close', close);
          });
          window.button('Cancel payment', close);
        },
      };
    },
  };
}

/** The stand-in as a classic script, as the inline script's address answers it. */
export const paystackStandInScript = (): string =>
  standInScript(createPaystackStandIn, (standIn) => `window.PaystackPop = window.PaystackPop || ${standIn};`);
