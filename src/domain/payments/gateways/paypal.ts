// PayPal (backend-api §2.12): its JS SDK's Smart Payment Buttons. The page creates the PayPal order for the amount
// in USD, captures it when the payer approves, and posts the capture to complete-order.
import { gatewayAmount } from '@/lib/money';
import { loadVendorScript, vendorScriptSource, type StartScriptPayment } from './vendor-script.ts';

export const PAYPAL_SDK = 'https://www.paypal.com/sdk/js';

/** What `actions.order.capture()` answers (PayPal's Orders v2 order): posted whole as `order`. */
export interface PayPalCapture {
  id: string;
  status: string;
  [field: string]: unknown;
}

export interface PayPalOrderRequest {
  intent: 'CAPTURE';
  purchase_units: { amount: { currency_code: string; value: string } }[];
}

/** The part of the SDK's `paypal.Buttons` options the payment page uses. */
export interface PayPalButtonsOptions {
  createOrder: (
    data: unknown,
    actions: { order: { create: (order: PayPalOrderRequest) => Promise<string> } },
  ) => Promise<string>;
  onApprove: (
    data: { orderID: string },
    actions: { order: { capture: () => Promise<PayPalCapture> } },
  ) => Promise<void>;
  onCancel: (data: { orderID?: string }) => void;
  onError: (error: unknown) => void;
}

export interface PayPalButtons {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
}

export interface PayPalSdk {
  Buttons: (options: PayPalButtonsOptions) => PayPalButtons;
}

declare global {
  interface Window {
    paypal?: Partial<PayPalSdk>;
  }
}

/**
 * The SDK's address for the shop's client id, in USD; on the demo shop, its local stand-in with the same query
 * (served from the app's own origin).
 */
export const paypalSdkSource = (clientId: string, { demoShop }: { demoShop: boolean }): string =>
  vendorScriptSource(PAYPAL_SDK, {
    standIn: 'paypal-sdk.js',
    query: { 'client-id': clientId, currency: 'USD' },
    demoShop,
  });

const ready = (): PayPalSdk | undefined => {
  const sdk = window.paypal;
  return typeof sdk?.Buttons === 'function' ? (sdk as PayPalSdk) : undefined;
};

/** `window.paypal`, loading the SDK from `source` once per page. Rejects with a VendorScriptError. */
export const loadPayPal = (source: string): Promise<PayPalSdk> => loadVendorScript(source, ready);

/**
 * The amount PayPal charges, in USD with 2 decimals: the total the shopper sees in the active currency, converted
 * back by the active rate (§2.12, §5.1) — the backend keeps amounts in its default currency and takes that to be USD.
 */
export const paypalAmount = (totalInDefaultCurrency: number, activeRate: number): string =>
  gatewayAmount(totalInDefaultCurrency * activeRate, 1 / activeRate);

export interface PayPalPayment {
  clientId: string;
  /** In USD, 2 decimals (`paypalAmount`). */
  amount: string;
  demoShop: boolean;
}

/**
 * PayPal's Smart Payment Buttons for one payment: the PayPal order is created for the amount in USD and captured
 * when the payer approves; the capture is the result. A capture PayPal refuses (a declined card:
 * INSTRUMENT_DECLINED) or an error of the SDK is a declined payment; closing PayPal's window cancels.
 */
export const startPayPal =
  ({ clientId, amount, demoShop }: PayPalPayment): StartScriptPayment<PayPalCapture> =>
  async (container, outcome) => {
    const sdk = await loadPayPal(paypalSdkSource(clientId, { demoShop }));
    const buttons = sdk.Buttons({
      createOrder: (_data, actions) =>
        actions.order.create({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: 'USD', value: amount } }],
        }),
      onApprove: async (_data, actions) => {
        let capture: PayPalCapture;
        try {
          capture = await actions.order.capture();
        } catch {
          outcome.declined();
          return;
        }
        outcome.paid(capture);
      },
      onCancel: () => outcome.cancelled(),
      onError: () => outcome.declined(),
    });
    await buttons.render(container);
    return () => {
      void buttons.close?.().catch(() => undefined);
      container.replaceChildren();
    };
  };
