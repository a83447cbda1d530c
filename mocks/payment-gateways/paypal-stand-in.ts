/**
 * A local stand-in for PayPal's JS SDK (`window.paypal.Buttons`), so PayPal can be paid on the demo shop without
 * PayPal: the storefront loads it instead of `https://www.paypal.com/sdk/js` when it runs on the demo shop (same
 * origin: the demo's CSP stays `script-src 'self'`). Its buttons play the payer: approve (the order is created and
 * captured, as PayPal's popup would), decline (the capture fails with INSTRUMENT_DECLINED, PayPal's answer for a
 * declined card) and cancel (PayPal's `onCancel`, as when the payer closes the popup). Plain DOM: the demo shop does
 * not import the app's design system.
 */

interface OrderRequest {
  purchase_units?: { amount?: { currency_code?: string; value?: string } }[];
}

interface ButtonsOptions {
  createOrder?: (
    data: unknown,
    actions: { order: { create: (order: OrderRequest) => Promise<string> } },
  ) => Promise<string> | string;
  onApprove?: (
    data: { orderID: string; payerID: string },
    actions: { order: { capture: () => Promise<{ id: string; status: string }> } },
  ) => Promise<void> | void;
  onCancel?: (data: { orderID: string }) => void;
  onError?: (error: unknown) => void;
}

interface StandIn {
  Buttons: (options: ButtonsOptions) => {
    isEligible: () => boolean;
    render: (container: HTMLElement | string) => Promise<void>;
    close: () => Promise<void>;
  };
}

/** Self-contained (it refers to nothing outside itself): the demo shop serves its source as a script. */
export function createPayPalStandIn(): StandIn {
  let orders = 0;
  return {
    Buttons(options) {
      let mounted: HTMLElement | null = null;
      return {
        isEligible: () => true,
        render(target) {
          const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
          if (!container) return Promise.reject(new Error('PayPal stand-in: no container to render into'));
          const doc = container.ownerDocument;
          const group = doc.createElement('div');
          group.setAttribute('role', 'group');
          group.setAttribute('aria-label', 'PayPal (demo stand-in)');
          const note = doc.createElement('p');
          note.textContent = 'PayPal (demo stand-in): no money moves. Choose what the payer does.';
          const button = (label: string, act: () => Promise<void>) => {
            const element = doc.createElement('button');
            element.type = 'button';
            element.textContent = label;
            element.addEventListener('click', () => {
              for (const each of group.querySelectorAll('button')) each.disabled = true;
              act()
                .catch((error: unknown) => options.onError?.(error))
                .finally(() => {
                  for (const each of group.querySelectorAll('button')) each.disabled = false;
                });
            });
            return element;
          };
          // The payer approves: the demo's simulated PayPal records the order and answers its id (a top-up must carry
          // it: handlers/commerce/vendors.ts), beside this script (`<base>/__demo-shop/vendor/…`) or at the root.
          const issue = (amount: { currency_code?: string; value?: string }) => {
            const script = doc.querySelector<HTMLScriptElement>('script[src*="/__demo-shop/vendor/"]');
            const address = script
              ? new URL('payments', script.src)
              : new URL('/__demo-shop/vendor/payments', doc.location.href);
            return fetch(address, {
              method: 'POST',
              credentials: 'same-origin',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify({
                gateway: 'paypal',
                currency: amount.currency_code ?? 'USD',
                amount: Number(amount.value ?? 0),
              }),
            })
              .then((response) =>
                response.ok ? (response.json() as Promise<{ reference?: unknown }>) : null,
              )
              .then((answer) => {
                if (typeof answer?.reference !== 'string') throw new Error('PayPal stand-in: no order id');
                return answer.reference;
              });
          };
          const create = async (approved: boolean) => {
            let request: OrderRequest = {};
            const id = await options.createOrder?.(
              {},
              {
                order: {
                  create: (order) => {
                    request = order;
                    orders += 1;
                    return approved
                      ? issue(order.purchase_units?.[0]?.amount ?? {})
                      : Promise.resolve(`DEMO${Date.now().toString(36).toUpperCase()}${orders}`);
                  },
                },
              },
            );
            if (!id) throw new Error('PayPal stand-in: createOrder answered no order id');
            return { id, amount: request.purchase_units?.[0]?.amount ?? {} };
          };
          const approve = (declined: boolean) => async () => {
            const order = await create(!declined);
            const at = new Date().toISOString();
            const capture = () =>
              declined
                ? Promise.reject(
                    Object.assign(new Error('INSTRUMENT_DECLINED'), {
                      details: [
                        { issue: 'INSTRUMENT_DECLINED', description: 'The instrument was declined.' },
                      ],
                    }),
                  )
                : Promise.resolve({
                    id: order.id,
                    intent: 'CAPTURE',
                    status: 'COMPLETED',
                    payer: {
                      payer_id: 'DEMOPAYER',
                      email_address: 'buyer@paypal.demo',
                      name: { given_name: 'Demo', surname: 'Buyer' },
                    },
                    purchase_units: [
                      {
                        reference_id: 'default',
                        amount: order.amount,
                        payments: {
                          captures: [
                            {
                              id: `${order.id}C`,
                              status: 'COMPLETED',
                              amount: order.amount,
                              final_capture: true,
                              create_time: at,
                              update_time: at,
                            },
                          ],
                        },
                      },
                    ],
                    create_time: at,
                    update_time: at,
                  });
            await options.onApprove?.({ orderID: order.id, payerID: 'DEMOPAYER' }, { order: { capture } });
          };
          const cancel = async () => {
            const order = await create(false);
            options.onCancel?.({ orderID: order.id });
          };
          group.append(
            note,
            button('Approve payment', approve(false)),
            button('Decline payment', approve(true)),
            button('Cancel payment', cancel),
          );
          container.replaceChildren(group);
          mounted = container;
          return Promise.resolve();
        },
        close() {
          mounted?.replaceChildren();
          mounted = null;
          return Promise.resolve();
        },
      };
    },
  };
}

/** The stand-in as a classic script, as the SDK's address answers it. */
export const paypalStandInScript = (): string =>
  `window.paypal = window.paypal || (${createPayPalStandIn.toString()})();\n`;
