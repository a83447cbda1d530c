// Midtrans (backend-api §2.12): Snap's script opens Midtrans's own window for the Snap token the payment-order answer
// carries (`mid_trans_token`, made by the backend for these orders, amount included); the transaction it reports
// completes the order. Snap reads the shop's client key (`mid_trans_client_id`) from its script element.
import { loadVendorScript, vendorScriptSource, type StartScriptPayment } from './vendor-script.ts';

export const MIDTRANS_SNAP = 'https://app.midtrans.com/snap/snap.js';
export const MIDTRANS_SNAP_SANDBOX = 'https://app.sandbox.midtrans.com/snap/snap.js';

/** What Snap's callbacks receive. */
export interface MidtransResult {
  transaction_id: string;
  order_id?: string;
  gross_amount?: string;
  transaction_status?: string;
  status_code?: string;
}

export interface MidtransCallbacks {
  onSuccess: (result: MidtransResult) => void;
  /** The payer chose a method paid later (a bank transfer): Midtrans waits for the money. */
  onPending: (result: MidtransResult) => void;
  onError: (result: unknown) => void;
  onClose: () => void;
}

export interface MidtransSnap {
  pay: (token: string, callbacks: MidtransCallbacks) => void;
  hide?: () => void;
}

declare global {
  interface Window {
    snap?: unknown;
  }
}

/**
 * Snap's script for this client key: Midtrans's sandbox for its sandbox keys (they start `SB-`, and the settings carry
 * no sandbox flag), else production; on the demo shop, its local stand-in.
 */
export const midtransSource = ({ clientKey, demoShop }: { clientKey: string; demoShop: boolean }): string =>
  vendorScriptSource(clientKey.startsWith('SB-') ? MIDTRANS_SNAP_SANDBOX : MIDTRANS_SNAP, {
    standIn: 'midtrans-snap.js',
    demoShop,
  });

export const loadMidtrans = (source: string, clientKey: string): Promise<MidtransSnap> =>
  loadVendorScript(
    source,
    () => {
      const snap = window.snap as Partial<MidtransSnap> | undefined;
      return typeof snap?.pay === 'function' ? (snap as MidtransSnap) : undefined;
    },
    { 'data-client-key': clientKey },
  );

export interface MidtransPaymentSetup {
  clientKey: string;
  /** The Snap token of these orders (`mid_trans_token`). */
  token: string;
  demoShop: boolean;
}

/**
 * Snap's window for one payment, opened as soon as its script is there. Paid: the result. An error: declined. Closed,
 * or left pending (a transfer not made yet): cancelled — the order is not paid until Midtrans has the money, and
 * stays payable from the order history.
 */
export const startMidtrans =
  ({ clientKey, token, demoShop }: MidtransPaymentSetup): StartScriptPayment<MidtransResult> =>
  async (_container, outcome) => {
    const snap = await loadMidtrans(midtransSource({ clientKey, demoShop }), clientKey);
    let open = true;
    const settle = () => {
      const was = open;
      open = false;
      return was;
    };
    snap.pay(token, {
      onSuccess: (result) => {
        if (settle()) outcome.paid(result);
      },
      onPending: () => {
        if (settle()) outcome.cancelled();
      },
      onError: () => {
        if (settle()) outcome.declined();
      },
      onClose: () => {
        if (settle()) outcome.cancelled();
      },
    });
    return () => {
      if (settle()) snap.hide?.();
    };
  };
