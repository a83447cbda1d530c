// KkiaPay (backend-api §2.12): its widget script (`k.js`) opens KkiaPay's own window for the amount in XOF (the total ×
// the XOF row's rate, no minor unit); the transaction it reports completes the order, and the backend verifies it with
// KkiaPay. Offered with `is_kkiapay_activated`, `kkiapay_public_key` and an XOF currency row.
import { gatewayAmount } from '@/lib/money';
import { loadVendorScript, vendorScriptSource, type StartScriptPayment } from './vendor-script.ts';

export const KKIAPAY_WIDGET = 'https://cdn.kkiapay.me/k.js';

/** What a success listener receives once KkiaPay took the payment. */
export interface KkiapayPayment {
  transactionId: string;
}

/** The part of `openKkiapayWidget`'s options the page uses. */
export interface KkiapayOptions {
  /** In XOF, a whole number. */
  amount: number;
  key: string;
  sandbox: boolean;
  position: 'center';
  name?: string;
  email?: string;
  phone?: string;
}

/** The globals `k.js` defines. `addKkiapayCloseListener` and `removeKkiapayListener` come with its newer builds. */
export interface KkiapayWidget {
  openKkiapayWidget: (options: KkiapayOptions) => void;
  addSuccessListener: (listener: (payment: KkiapayPayment) => void) => void;
  addFailedListener: (listener: (failure: unknown) => void) => void;
  addKkiapayCloseListener?: (listener: () => void) => void;
  removeKkiapayListener?: (event: 'success' | 'failed' | 'close') => void;
  closeKkiapayWidget?: () => void;
}

declare global {
  interface Window {
    openKkiapayWidget?: unknown;
    addSuccessListener?: unknown;
    addFailedListener?: unknown;
    addKkiapayCloseListener?: unknown;
    removeKkiapayListener?: unknown;
    closeKkiapayWidget?: unknown;
  }
}

/** KkiaPay's widget script; on the demo shop, its local stand-in. */
export const kkiapaySource = ({ demoShop }: { demoShop: boolean }): string =>
  vendorScriptSource(KKIAPAY_WIDGET, { standIn: 'kkiapay-widget.js', demoShop });

export const loadKkiapay = (source: string): Promise<KkiapayWidget> =>
  loadVendorScript(source, () =>
    typeof window.openKkiapayWidget === 'function' &&
    typeof window.addSuccessListener === 'function' &&
    typeof window.addFailedListener === 'function'
      ? (window as unknown as KkiapayWidget)
      : undefined,
  );

/** The amount in XOF: the default-currency total × the XOF row's rate, rounded to a whole franc. */
export const kkiapayAmount = (totalInDefaultCurrency: number, xofRate: number): number =>
  Number(gatewayAmount(totalInDefaultCurrency, xofRate, 0));

export interface KkiapayPaymentSetup {
  /** The shop's settings: its public key (`kkiapay_public_key`) and `is_kkiapay_sandboxed` (KkiaPay's test site). */
  settings: Readonly<Record<string, unknown>>;
  /** In XOF (`kkiapayAmount`). */
  amount: number;
  payer: { name: string; email: string; phone: string } | null;
  demoShop: boolean;
}

/**
 * KkiaPay's window for one payment, opened as soon as its script is there: the transaction it reports is the
 * result; a failed payment is declined, closing the window cancels. KkiaPay's listeners are page-wide, so a payment
 * that is over (or a panel that went away) ignores them and removes them where the script allows.
 */
export const startKkiapay =
  ({ settings, amount, payer, demoShop }: KkiapayPaymentSetup): StartScriptPayment<KkiapayPayment> =>
  async (_container, outcome) => {
    const widget = await loadKkiapay(kkiapaySource({ demoShop }));
    let open = true;
    const settle = () => {
      const was = open;
      open = false;
      if (was)
        for (const event of ['success', 'failed', 'close'] as const) widget.removeKkiapayListener?.(event);
      return was;
    };
    widget.addSuccessListener((payment) => {
      if (settle()) outcome.paid(payment);
    });
    widget.addFailedListener(() => {
      if (settle()) outcome.declined();
    });
    widget.addKkiapayCloseListener?.(() => {
      if (settle()) outcome.cancelled();
    });
    const sandbox = settings.is_kkiapay_sandboxed;
    widget.openKkiapayWidget({
      amount,
      key: typeof settings.kkiapay_public_key === 'string' ? settings.kkiapay_public_key.trim() : '',
      sandbox: sandbox === 1 || sandbox === true || sandbox === '1',
      position: 'center',
      ...(payer ? { name: payer.name, email: payer.email, phone: payer.phone } : {}),
    });
    return () => {
      if (settle()) widget.closeKkiapayWidget?.();
    };
  };
