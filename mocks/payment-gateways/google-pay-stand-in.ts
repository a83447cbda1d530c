/**
 * A local stand-in for Google's pay.js (`new google.payments.api.PaymentsClient(…)`: `isReadyToPay`, `createButton`,
 * `loadPaymentData`), so Google Pay can be paid on the demo shop without Google: the storefront loads it instead of
 * `https://pay.google.com/gp/p/js/pay.js` on the demo shop (same origin, so the demo's CSP stays `'self'`). Its sheet:
 * approve (a demo token for the shop's gateway), decline (Google refuses: `INTERNAL_ERROR`) or cancel (`CANCELED`, as
 * when the payer closes the sheet).
 */
import { standInScript, type OpenStandInWindow } from './stand-in-dialog';

interface PaymentDataRequest {
  transactionInfo?: { totalPrice?: string; currencyCode?: string };
  merchantInfo?: { merchantName?: string };
  allowedPaymentMethods?: { tokenizationSpecification?: { parameters?: { gateway?: string } } }[];
}

interface PaymentData {
  apiVersion: number;
  apiVersionMinor: number;
  paymentMethodData: {
    type: string;
    description: string;
    tokenizationData: { type: string; token: string };
  };
}

export interface PaymentsClientStandIn {
  isReadyToPay: () => Promise<{ result: boolean }>;
  createButton: (options: { onClick?: () => void }) => HTMLElement;
  loadPaymentData: (request: PaymentDataRequest) => Promise<PaymentData>;
}

/** Self-contained but for `open` (the stand-in window): the demo shop serves its source as a script. */
export function createGooglePayStandIn(open: OpenStandInWindow): {
  PaymentsClient: new (options: { environment?: string }) => PaymentsClientStandIn;
} {
  // A plain function, not a class: `new` returns the object it builds, and no compiler helper outside this source is
  // needed when it is served as text.
  function PaymentsClient(options: { environment?: string }): PaymentsClientStandIn {
    return {
      isReadyToPay: () => Promise.resolve({ result: true }),
      createButton({ onClick }) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with Google Pay';
        button.addEventListener('click', () => onClick?.());
        return button;
      },
      loadPaymentData(request) {
        const price = request.transactionInfo ?? {};
        const gateway =
          request.allowedPaymentMethods?.[0]?.tokenizationSpecification?.parameters?.gateway ?? '';
        return new Promise<PaymentData>((resolve, reject) => {
          const window = open(
            'Google Pay',
            `${price.currencyCode ?? ''} ${price.totalPrice ?? ''} to ${request.merchantInfo?.merchantName ?? 'the shop'} through ${gateway} (${options.environment ?? 'TEST'}).`,
          );
          window.button('Approve payment', () => {
            window.close();
            // The token's id: the reference the demo's simulated vendor gives the payment it took.
            window
              .issue({
                gateway: 'google_pay',
                currency: price.currencyCode ?? '',
                amount: Number(price.totalPrice ?? 0),
              })
              .then(
                (id) =>
                  resolve({
                    apiVersion: 2,
                    apiVersionMinor: 0,
                    paymentMethodData: {
                      type: 'CARD',
                      description: 'Visa •••• 1111',
                      tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify({ gateway, id }) },
                    },
                  }),
                () =>
                  reject({ statusCode: 'INTERNAL_ERROR', statusMessage: 'Google Pay could not be reached.' }),
              );
          });
          window.button('Decline payment', () => {
            window.close();
            reject({ statusCode: 'INTERNAL_ERROR', statusMessage: 'The card was refused.' });
          });
          window.button('Cancel payment', () => {
            window.close();
            reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
          });
        });
      },
    };
  }
  return {
    PaymentsClient: PaymentsClient as unknown as new (options: {
      environment?: string;
    }) => PaymentsClientStandIn,
  };
}

/** The stand-in as pay.js defines its API: `google.payments.api`, beside whatever else of Google's the page has. */
export const googlePayStandInScript = (): string =>
  standInScript(
    createGooglePayStandIn,
    (standIn) =>
      `window.google = window.google || {}; window.google.payments = window.google.payments || { api: ${standIn} };`,
  );
