/**
 * A local stand-in for KkiaPay's widget script (`k.js`: `openKkiapayWidget(options)` and its page-wide listeners), so
 * KkiaPay can be paid on the demo shop without KkiaPay: the storefront loads it instead of `https://cdn.kkiapay.me/k.js`
 * on the demo shop (same origin, so the demo's CSP stays `'self'`). Its window: approve (success listeners get a
 * transaction id), decline (failed listeners, as KkiaPay reports a refused payment) or cancel (close listeners).
 */
import { standInScript, type OpenStandInWindow } from './stand-in-dialog';

type Listener = (event?: unknown) => void;

export interface KkiapayStandIn {
  openKkiapayWidget: (options: { amount?: number; email?: string; sandbox?: boolean }) => void;
  closeKkiapayWidget: () => void;
  addSuccessListener: (listener: Listener) => void;
  addFailedListener: (listener: Listener) => void;
  addKkiapayCloseListener: (listener: Listener) => void;
  removeKkiapayListener: (event: string) => void;
}

/** Self-contained but for `open` (the stand-in window): the demo shop serves its source as a script. */
export function createKkiapayStandIn(open: OpenStandInWindow): KkiapayStandIn {
  const listeners: Record<string, Listener[]> = { success: [], failed: [], close: [] };
  const emit = (event: string, detail?: unknown) => {
    for (const listener of [...(listeners[event] ?? [])]) listener(detail);
  };
  let current: { close: () => void } | null = null;
  return {
    openKkiapayWidget(options) {
      current?.close();
      const window = open(
        'KkiaPay',
        `${options.amount ?? 0} XOF from ${options.email ?? 'the payer'}${options.sandbox ? ' (sandbox)' : ''}.`,
      );
      current = window;
      window.button('Approve payment', () => {
        window.close();
        // KkiaPay's transaction id: the one the demo's simulated vendor gives the payment it took.
        window.issue({ gateway: 'kkiapay', currency: 'XOF', amount: options.amount ?? 0 }).then(
          (transactionId) => emit('success', { transactionId }),
          () => emit('failed', { reason: 'KkiaPay could not be reached.' }),
        );
      });
      window.button('Decline payment', () => {
        window.close();
        emit('failed', { reason: 'The payment was refused.' });
      });
      window.button('Cancel payment', () => {
        window.close();
        emit('close');
      });
    },
    closeKkiapayWidget() {
      current?.close();
    },
    addSuccessListener: (listener) => void listeners.success!.push(listener),
    addFailedListener: (listener) => void listeners.failed!.push(listener),
    addKkiapayCloseListener: (listener) => void listeners.close!.push(listener),
    removeKkiapayListener(event) {
      listeners[event] = [];
    },
  };
}

/** The stand-in as `k.js` defines its API: page-wide functions. */
export const kkiapayStandInScript = (): string =>
  standInScript(
    createKkiapayStandIn,
    (standIn) => `if (typeof window.openKkiapayWidget !== 'function') Object.assign(window, ${standIn});`,
  );
