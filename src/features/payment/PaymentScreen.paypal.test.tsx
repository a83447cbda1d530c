// PayPal through its JS SDK (backend-api §2.12): offered with `is_paypal_activated` and `paypal_key`, its script
// added only when the shopper pays with it, the amount in USD by the active rate, the capture posted to
// complete-order with the query the backend's own page uses; on the demo shop, its local stand-in plays PayPal.
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDemoShop } from '@mocks/state/store';
import { createPayPalStandIn } from '@mocks/payment-gateways/paypal-stand-in';
import { getInvoicesByTrx } from '@/api-generated/endpoints/orders/orders';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart } from '../../../tests/helpers/demo-orders';
import { completeOrderPosts, PaymentRoute, type Posted } from '../../../tests/helpers/vendor-script-payment';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});
afterEach(() => {
  delete window.paypal;
});

const euro = {
  id: 2,
  name: 'Euro',
  symbol: '€',
  code: 'EUR',
  exchange_rate: 0.9,
  status: 1 as const,
  created_at: null,
  updated_at: null,
};

// The page loads PayPal's script once per address (client id): each test pays with its own client.
let clients = 0;

function renderPayment({
  demoShop,
  settings = { is_paypal_activated: 1, paypal_key: `live-client-${++clients}` },
  inEuro = false,
}: {
  demoShop: boolean;
  settings?: Record<string, unknown>;
  inEuro?: boolean;
}) {
  const dollar = startDataFixture().active_currency;
  return renderRoute(<PaymentRoute demoShop={demoShop} />, {
    route: '/payment',
    path: '/payment/:code?',
    name: 'payment',
    startData: startDataFixture({
      settings_data: { is_stripe_activated: 1, ...settings },
      ...(inEuro ? { currencies: [dollar, euro], active_currency: euro } : {}),
    }),
  });
}

/** The scripts the page adds, kept out of the document: the test plays the browser loading them. */
function addedScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    scripts.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
  });
  return scripts;
}

/** The browser ran the demo shop's stand-in for PayPal's SDK. */
function runStandIn(script: HTMLScriptElement) {
  window.paypal = createPayPalStandIn();
  script.dispatchEvent(new Event('load'));
}

async function continueToPayPal(user: ReturnType<typeof renderPayment>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
  await user.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
}

describe('PayPal on the real backend', () => {
  it('is offered only with its client id, and its SDK is added only once the shopper pays with it', async () => {
    await confirmCart(1);
    const scripts = addedScripts();
    const without = renderPayment({ demoShop: false, settings: { is_paypal_activated: 1, paypal_key: '' } });
    const methods = within(await screen.findByRole('radiogroup'));
    expect(methods.getByRole('radio', { name: 'Stripe' })).toBeInTheDocument();
    expect(methods.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
    without.unmount();

    const { user } = renderPayment({
      demoShop: false,
      settings: { is_paypal_activated: 1, paypal_key: 'live 1' },
    });
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(scripts).toEqual([]); // chosen, not yet paying
    await user.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe('https://www.paypal.com/sdk/js?client-id=live+1&currency=USD');
    expect(within(screen.getByRole('region', { name: 'PayPal' })).getByRole('status')).toHaveTextContent(
      'Loading PayPal',
    );
  });

  it('says so when PayPal’s script cannot load, and Try again loads it afresh', async () => {
    await confirmCart(1);
    const scripts = addedScripts();
    const { user } = renderPayment({ demoShop: false });
    await continueToPayPal(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    scripts[0]!.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal could not be loaded. Check your connection and try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(scripts).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    runStandIn(scripts[1]!);
    expect(await screen.findByRole('button', { name: 'Approve payment' })).toBeInTheDocument();
  });

  it('charges the total in USD by the active rate and posts the capture to complete-order?trx_id&guest=1', async () => {
    const trxId = await confirmCart(1);
    const posts = completeOrderPosts();
    const scripts = addedScripts();
    const { user, router } = renderPayment({ demoShop: false, inEuro: true });
    await continueToPayPal(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    runStandIn(scripts[0]!);
    const paypal = within(await screen.findByRole('group', { name: 'PayPal (demo stand-in)' }));
    await user.click(paypal.getByRole('button', { name: 'Approve payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(posts).toHaveLength(1);
    const [{ query, fields }] = posts as [Posted];
    expect(query).toBe(`?trx_id=${trxId}&guest=1`);
    const { order: capture, amount, ...rest } = fields;
    expect(rest).toEqual({ payment_type: 'paypal', trx_id: trxId });
    const { orders } = await getInvoicesByTrx(trxId);
    const total = orders.reduce((sum, o) => sum + o.total_payable, 0);
    // Shown in euros at 0.9, charged in USD: the default-currency total.
    expect(amount).toBe(String(Number(total.toFixed(2))));
    expect(JSON.parse(capture!)).toMatchObject({
      status: 'COMPLETED',
      purchase_units: [{ amount: { currency_code: 'USD', value: total.toFixed(2) } }],
    });
    expect(screen.queryByRole('region', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(orders.map((o) => [o.status, o.payment_type, o.payment_status])).toEqual([[1, 'paypal', 'paid']]);
  });

  it('confirms a capture the shop did not acknowledge again, with the same capture, once', async () => {
    const trxId = await confirmCart(1);
    let refuse = true;
    server.use(
      http.post('*/user/complete-order', () => {
        if (!refuse) return undefined;
        refuse = false;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const posts = completeOrderPosts(); // sees both posts, the refused one too
    const scripts = addedScripts();
    const { user, router } = renderPayment({ demoShop: false });
    await continueToPayPal(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    runStandIn(scripts[0]!);
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    const paypal = within(screen.getByRole('region', { name: 'PayPal' }));
    expect(await paypal.findByRole('alert')).toHaveTextContent(
      'PayPal took the payment, but the shop has not confirmed it yet. Confirm it again.',
    );
    expect(paypal.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument(); // not paid twice

    await user.click(paypal.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ payment_type: 'paypal', status: 1 });
  });

  it('after a reload, offers "Confirm payment" for the capture PayPal took, not PayPal again (issue 35 §5)', async () => {
    const trxId = await confirmCart(1);
    let refuse = true;
    server.use(
      http.post('*/user/complete-order', () => {
        if (!refuse) return undefined;
        refuse = false;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const posts = completeOrderPosts();
    const scripts = addedScripts();
    const first = renderPayment({
      demoShop: false,
      settings: { is_paypal_activated: 1, paypal_key: 'reload-client' },
    });
    await continueToPayPal(first.user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    runStandIn(scripts[0]!);
    await first.user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByRole('button', { name: 'Confirm payment' })).toBeInTheDocument();
    const { search } = first.router.state.location;
    first.unmount();
    delete window.paypal;

    // The reload: the same address, the same sessionStorage, PayPal's script not run yet.
    const again = renderRoute(<PaymentRoute demoShop={false} />, {
      route: `/payment${search}`,
      path: '/payment/:code?',
      name: 'payment',
      startData: startDataFixture({
        settings_data: { is_stripe_activated: 1, is_paypal_activated: 1, paypal_key: 'reload-client' },
      }),
    });
    const paypal = within(await screen.findByRole('region', { name: 'PayPal' }));
    expect(paypal.getByRole('alert')).toHaveTextContent(
      'PayPal took the payment, but the shop has not confirmed it yet. Confirm it again.',
    );
    expect(paypal.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument();
    expect(scripts).toHaveLength(1); // PayPal is not offered again

    await again.user.click(paypal.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/order-confirmation'));
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual(posts[0]);
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ payment_type: 'paypal', status: 1 });
  });
});

describe('PayPal on the demo shop', () => {
  it('loads the local stand-in from this origin; a declined or cancelled payment comes back unpaid', async () => {
    const trxId = await confirmCart(1);
    const scripts = addedScripts();
    const { user } = renderPayment({
      demoShop: true,
      settings: { is_paypal_activated: 1, paypal_key: 'demo-1' },
    });
    await continueToPayPal(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    const src = new URL(scripts[0]!.src);
    expect(src.origin).toBe(window.location.origin);
    expect(`${src.pathname}${src.search}`).toBe(
      '/__demo-shop/vendor/paypal-sdk.js?client-id=demo-1&currency=USD',
    );
    runStandIn(scripts[0]!);

    await user.click(await screen.findByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal declined the payment. Nothing was charged: try again or choose another method.',
    );
    expect(screen.queryByRole('region', { name: 'PayPal' })).not.toBeInTheDocument();

    await continueToPayPal(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText('The payment with PayPal was cancelled. Your order is waiting for payment.'),
    ).toBeInTheDocument();
    expect(scripts).toHaveLength(1); // one load per page
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  });

  it('serves the stand-in as JavaScript on the demo shop’s own path', async () => {
    const { vendorScriptHandlers } = await import('@mocks/payment-gateways/vendor-scripts');
    server.use(...vendorScriptHandlers);
    const response = await fetch('/__demo-shop/vendor/paypal-sdk.js?client-id=demo&currency=USD');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const sandbox: { paypal?: unknown } = {};
    runInNewContext(await response.text(), { window: sandbox });
    expect(typeof (sandbox.paypal as { Buttons?: unknown }).Buttons).toBe('function');
  });
});
