/**
 * A local stand-in for Midtrans's Snap (`window.snap.pay(token, callbacks)`), so Midtrans can be paid on the demo shop
 * without Midtrans: the storefront loads it instead of `https://app.midtrans.com/snap/snap.js` on the demo shop (same
 * origin, so the demo's CSP stays `'self'`). Its window: approve (`onSuccess` with a settled transaction), leave it
 * pending (`onPending`, as when the payer chose a bank transfer), decline (`onError`) or cancel (`onClose`).
 */
import { standInScript, type OpenStandInWindow } from './stand-in-dialog';

interface SnapResult {
  transaction_id: string;
  order_id: string;
  status_code: string;
  transaction_status: string;
}

interface Callbacks {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: { status_code: string; status_message: string[] }) => void;
  onClose?: () => void;
}

export interface SnapStandIn {
  pay: (token: string, callbacks: Callbacks) => void;
  hide: () => void;
}

/** Self-contained but for `open` (the stand-in window): the demo shop serves its source as a script. */
export function createMidtransStandIn(open: OpenStandInWindow): SnapStandIn {
  let current: { close: () => void } | null = null;
  let transactions = 0;
  const result = (token: string, status: string, code: string): SnapResult => {
    transactions += 1;
    return {
      transaction_id: `mt-demo-${Date.now().toString(36)}-${transactions}`,
      order_id: token,
      status_code: code,
      transaction_status: status,
    };
  };
  return {
    pay(token, callbacks) {
      current?.close();
      const window = open('Midtrans', `the orders of Snap token ${token}.`);
      current = window;
      window.button('Approve payment', () => {
        window.close();
        callbacks.onSuccess?.(result(token, 'settlement', '200'));
      });
      window.button('Pay by bank transfer later', () => {
        window.close();
        callbacks.onPending?.(result(token, 'pending', '201'));
      });
      window.button('Decline payment', () => {
        window.close();
        callbacks.onError?.({ status_code: '202', status_message: ['Deny by Bank'] });
      });
      window.button('Cancel payment', () => {
        window.close();
        callbacks.onClose?.();
      });
    },
    hide() {
      current?.close();
    },
  };
}

/** The stand-in as Snap's script defines its API: `window.snap`. */
export const midtransStandInScript = (): string =>
  standInScript(createMidtransStandIn, (standIn) => `window.snap = window.snap || ${standIn};`);
