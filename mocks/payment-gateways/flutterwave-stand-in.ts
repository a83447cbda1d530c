/**
 * A local stand-in for Flutterwave's inline checkout (`window.FlutterwaveCheckout(options)`), so Flutterwave can be
 * paid on the demo shop without Flutterwave: the storefront loads it instead of `https://checkout.flutterwave.com/v3.js`
 * on the demo shop (same origin, so the demo's CSP stays `'self'`). It shows Flutterwave's window (the stand-in window
 * over the page): approve (`callback` with a successful transaction), decline (`callback` with a failed
 * one, as Flutterwave reports a refused card) or cancel (`onclose`).
 */
import { standInScript, type OpenStandInWindow } from './stand-in-dialog';

interface Options {
  tx_ref?: string;
  amount?: number;
  currency?: string;
  customer?: { email?: string };
  callback?: (payment: { status: string; transaction_id: number; tx_ref: string }) => void;
  onclose?: (incomplete?: boolean) => void;
}

/** Self-contained but for `open` (the stand-in window): the demo shop serves its source as a script. */
export function createFlutterwaveStandIn(
  open: OpenStandInWindow,
): (options: Options) => { close: () => void } {
  return (options) => {
    const window = open(
      'Flutterwave',
      `${options.currency ?? ''} ${(options.amount ?? 0).toFixed(2)} from ${options.customer?.email ?? ''}.`,
    );
    const finish = (status: string, transaction: number) =>
      options.callback?.({ status, transaction_id: transaction, tx_ref: options.tx_ref ?? '' });
    // A successful transaction's id: the one the demo's simulated vendor gives the payment it took.
    window.button('Approve payment', () => {
      window
        .issue({ gateway: 'flutter_wave', currency: options.currency ?? '', amount: options.amount ?? 0 })
        .then(
          (reference) => finish('successful', Number(reference)),
          () => finish('failed', 0),
        );
    });
    window.button('Decline payment', () => finish('failed', 0));
    window.button('Cancel payment', () => {
      window.close();
      options.onclose?.(true);
    });
    return { close: () => window.close() };
  };
}

/** The stand-in as a classic script, as the checkout's address answers it. */
export const flutterwaveStandInScript = (): string =>
  standInScript(
    createFlutterwaveStandIn,
    (standIn) => `window.FlutterwaveCheckout = window.FlutterwaveCheckout || ${standIn};`,
  );
