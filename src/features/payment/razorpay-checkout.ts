// Razorpay's Standard Checkout on the payment page (backend-api §2.12): Razorpay's own window opens as soon as its
// script is there, for the amount in paise; the payment id it reports completes the order. A failed attempt is a
// declined payment (the window closes; the page says so), closing the window cancels.
import { loadRazorpay, razorpaySource, type RazorpayPayment } from '@/lib/payment-gateways';
import type { ScriptGatewayOutcome } from '@/ui';

export interface RazorpayCheckoutSetup {
  key: string;
  /** In paise (`razorpayAmount`). */
  amount: number;
  /** The shop's name, shown in Razorpay's window. */
  shopName: string;
  demoShop: boolean;
}

export const startRazorpay =
  ({ key, amount, shopName, demoShop }: RazorpayCheckoutSetup) =>
  async (_container: HTMLElement, outcome: ScriptGatewayOutcome<RazorpayPayment>): Promise<() => void> => {
    const Razorpay = await loadRazorpay(razorpaySource({ demoShop }));
    let open = true;
    const checkout = new Razorpay({
      key,
      amount,
      currency: 'INR',
      name: shopName,
      handler: (payment) => {
        open = false;
        outcome.paid(payment);
      },
      modal: {
        ondismiss: () => {
          if (!open) return;
          open = false;
          outcome.cancelled();
        },
      },
    });
    checkout.on('payment.failed', () => {
      if (!open) return;
      open = false;
      checkout.close?.();
      outcome.declined();
    });
    checkout.open();
    return () => {
      if (!open) return;
      open = false;
      checkout.close?.();
    };
  };
