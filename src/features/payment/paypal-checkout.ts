// PayPal's Smart Payment Buttons on the payment page (backend-api §2.12): the PayPal order is created for the amount
// in USD and captured when the payer approves; the capture is what complete-order is told. A capture PayPal refuses
// (a declined card: INSTRUMENT_DECLINED) or an error of the SDK is a declined payment; closing PayPal's window
// cancels.
import { loadPayPal, paypalSdkSource, type PayPalCapture, type PayPalSdk } from '@/lib/payment-gateways';
import type { ScriptGatewayOutcome } from '@/ui';

export interface PayPalCheckout {
  clientId: string;
  /** In USD, 2 decimals (`paypalAmount`). */
  amount: string;
  demoShop: boolean;
}

export const startPayPal =
  ({ clientId, amount, demoShop }: PayPalCheckout) =>
  async (container: HTMLElement, outcome: ScriptGatewayOutcome<PayPalCapture>): Promise<() => void> => {
    const sdk: PayPalSdk = await loadPayPal(paypalSdkSource(clientId, { demoShop }));
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
