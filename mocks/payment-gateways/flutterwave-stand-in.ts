/**
 * A local stand-in for Flutterwave's inline checkout (`window.FlutterwaveCheckout(options)`), so Flutterwave can be
 * paid on the demo shop without Flutterwave: the storefront loads it instead of `https://checkout.flutterwave.com/v3.js`
 * on the demo shop (same origin, so the demo's CSP stays `'self'`). It shows Flutterwave's window as a plain dialog
 * at the end of the page: approve (`callback` with a successful transaction), decline (`callback` with a failed
 * one, as Flutterwave reports a refused card) or cancel (`onclose`).
 */

interface Options {
  tx_ref?: string;
  amount?: number;
  currency?: string;
  customer?: { email?: string };
  callback?: (payment: { status: string; transaction_id: number; tx_ref: string }) => void;
  onclose?: (incomplete?: boolean) => void;
}

/** Self-contained (it refers to nothing outside itself): the demo shop serves its source as a script. */
export function createFlutterwaveStandIn(): (options: Options) => { close: () => void } {
  let transactions = 4_000_000;
  return (options) => {
    const doc = document;
    const dialog = doc.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Flutterwave (demo stand-in)');
    const note = doc.createElement('p');
    note.textContent = `Flutterwave (demo stand-in): ${options.currency ?? ''} ${(options.amount ?? 0).toFixed(2)} from ${options.customer?.email ?? ''}. No money moves.`;
    const button = (label: string, act: () => void) => {
      const element = doc.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.addEventListener('click', act);
      return element;
    };
    const finish = (status: string) => () => {
      transactions += 1;
      options.callback?.({ status, transaction_id: transactions, tx_ref: options.tx_ref ?? '' });
    };
    const approve = button('Approve payment', finish('successful'));
    dialog.append(
      note,
      approve,
      button('Decline payment', finish('failed')),
      button('Cancel payment', () => {
        dialog.remove();
        options.onclose?.(true);
      }),
    );
    doc.body.append(dialog);
    approve.focus();
    return { close: () => dialog.remove() };
  };
}

/** The stand-in as a classic script, as the checkout's address answers it. */
export const flutterwaveStandInScript = (): string =>
  `window.FlutterwaveCheckout = window.FlutterwaveCheckout || (${createFlutterwaveStandIn.toString()})();\n`;
