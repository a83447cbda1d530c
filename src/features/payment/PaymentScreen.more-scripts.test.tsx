// KkiaPay, Midtrans and Google Pay through their own scripts (backend-api §2.12): each offered only with its flag, its
// key and what the payment-order answer must carry (the XOF row, the Snap token); its script added only when the
// shopper pays with it; the payment completed at complete-order with exactly what the backend reads — also for
// Midtrans and Google Pay, whose payments the backend's own page posts to the recharge endpoint by mistake. The
// stand-ins run as the demo shop serves them (their script text), so what a browser gets is what is tested.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { resetDemoShop } from '@mocks/state/store';
import { scenarioHandlers } from '@mocks/scenarios';
import { getInvoicesByTrx } from '@/api-generated/endpoints/orders/orders';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart } from '../../../tests/helpers/demo-orders';
import {
  completeOrderPosts,
  loadServedStandIn,
  PaymentRoute,
  scriptCapture,
} from '../../../tests/helpers/vendor-script-payment';

const XOF_RATE = 603.5; // the `gateways` scenario's XOF row

const SETTINGS = {
  is_kkiapay_activated: 1,
  kkiapay_public_key: 'kkia-live-key',
  is_kkiapay_sandboxed: 0,
  is_mid_trans_activated: 1,
  mid_trans_client_id: 'Mid-client-live',
  is_google_pay_activated: 1,
  google_pay_merchant_name: 'Marketfront',
  google_pay_merchant_id: 'BCR2DN4T00000000',
  google_pay_gateway: 'stripe',
  google_pay_gateway_merchant_id: 'acct_123',
};

const { unsettled, addedScripts } = scriptCapture();
const GLOBALS = ['openKkiapayWidget', 'addSuccessListener', 'addFailedListener', 'addKkiapayCloseListener'];

function forgetVendors() {
  const page = window as unknown as Record<string, unknown>;
  for (const name of [...GLOBALS, 'removeKkiapayListener', 'closeKkiapayWidget', 'snap', 'google'])
    delete page[name];
  document
    .querySelectorAll('[role="dialog"][aria-label$="(demo stand-in)"]')
    .forEach((dialog) => dialog.remove());
}

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
  forgetVendors();
  server.use(...scenarioHandlers('gateways'));
  return () => {
    for (const script of unsettled.splice(0)) script.dispatchEvent(new Event('error'));
    forgetVendors();
  };
});

const renderPayment = (demoShop: boolean, settings: Record<string, unknown> = SETTINGS) =>
  renderRoute(<PaymentRoute demoShop={demoShop} />, {
    route: '/payment',
    path: '/payment/:code?',
    name: 'payment',
    startData: startDataFixture({ settings_data: { is_stripe_activated: 1, ...settings } }),
  });

const runStandIn = (script: HTMLScriptElement, file: string) => loadServedStandIn(script, file, unsettled);

async function payWith(name: string) {
  const scripts = addedScripts();
  const view = renderPayment(false);
  await view.user.click(await screen.findByRole('radio', { name }));
  expect(scripts).toEqual([]);
  await view.user.click(screen.getByRole('button', { name: `Continue to ${name}` }));
  await waitFor(() => expect(scripts).toHaveLength(1));
  return { ...view, script: scripts[0]! };
}

const orderTotal = async (trxId: string) =>
  (await getInvoicesByTrx(trxId)).orders.reduce((sum, order) => sum + order.total_payable, 0);

describe('which of them the payment page offers', () => {
  it('each only with its flag, its key and what the payment-order answer must carry', async () => {
    await confirmCart(1);
    const full = renderPayment(false);
    const methods = within(await screen.findByRole('radiogroup'));
    for (const name of ['KkiaPay', 'Midtrans', 'Google Pay'])
      expect(methods.getByRole('radio', { name })).toBeVisible();
    full.unmount();

    const keyless = renderPayment(false, {
      ...SETTINGS,
      kkiapay_public_key: '',
      mid_trans_client_id: ' ',
      google_pay_gateway_merchant_id: '',
    });
    await screen.findByRole('radiogroup');
    for (const name of ['KkiaPay', 'Midtrans', 'Google Pay'])
      expect(screen.queryByRole('radio', { name })).not.toBeInTheDocument();
    keyless.unmount();

    // A backend without an XOF currency or a Snap token (the demo shop's own answer): no KkiaPay, no Midtrans.
    server.resetHandlers();
    renderPayment(false);
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('radio', { name: 'KkiaPay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Midtrans' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
  });
});

describe('KkiaPay', () => {
  it('charges the total in XOF and posts its transaction to complete-order with the callback’s query', async () => {
    const trxId = await confirmCart(1);
    const posts = completeOrderPosts();
    const { user, router, script } = await payWith('KkiaPay');
    expect(script.src).toBe('https://cdn.kkiapay.me/k.js');
    await runStandIn(script, 'kkiapay-widget.js');
    const francs = Math.round((await orderTotal(trxId)) * XOF_RATE);
    const kkiapay = within(await screen.findByRole('dialog', { name: 'KkiaPay (demo stand-in)' }));
    expect(kkiapay.getByText(new RegExp(`^KkiaPay \\(demo stand-in\\): ${francs} XOF`))).toBeVisible();
    expect(screen.getByRole('region', { name: 'KkiaPay' })).toHaveTextContent(`Amount: ${francs} XOF`);
    await user.click(kkiapay.getByRole('button', { name: 'Approve payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(posts).toEqual([
      {
        query: `?trx_id=${trxId}&guest=1`,
        fields: {
          payment_type: 'kkiapay',
          trx_id: trxId,
          amount: String(francs),
          transaction_id: expect.stringMatching(/^KKIA-DEMO-/),
        },
      },
    ]);
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({
      payment_type: 'kkiapay',
      payment_status: 'paid',
    });
  });

  it('a refused payment is declined, a closed window cancelled: the order waits unpaid', async () => {
    const trxId = await confirmCart(1);
    const { user, script } = await payWith('KkiaPay');
    await runStandIn(script, 'kkiapay-widget.js');
    await user.click(await screen.findByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'KkiaPay declined the payment. Nothing was charged',
    );

    await user.click(screen.getByRole('radio', { name: 'KkiaPay' }));
    await user.click(screen.getByRole('button', { name: 'Continue to KkiaPay' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText('The payment with KkiaPay was cancelled. Your order is waiting for payment.'),
    ).toBeInTheDocument();
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  });
});

describe('Midtrans', () => {
  it('opens Snap with the orders’ token and the shop’s client key, and completes the order, not a recharge', async () => {
    const trxId = await confirmCart(1);
    const posts = completeOrderPosts();
    const recharges: string[] = [];
    server.use(
      http.all('*/user/complete-recharge', ({ request }) => {
        recharges.push(request.url);
        return undefined;
      }),
    );
    const { user, router, script } = await payWith('Midtrans');
    expect(script.src).toBe('https://app.midtrans.com/snap/snap.js');
    expect(script).toHaveAttribute('data-client-key', 'Mid-client-live');
    await runStandIn(script, 'midtrans-snap.js');
    const snap = within(await screen.findByRole('dialog', { name: 'Midtrans (demo stand-in)' }));
    expect(snap.getByText(/Snap token demo-snap-/)).toHaveTextContent(`demo-snap-${trxId}`);
    await user.click(snap.getByRole('button', { name: 'Approve payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(posts).toEqual([
      {
        query: '?guest=1',
        fields: {
          payment_type: 'mid_trans',
          trx_id: trxId,
          transaction_id: expect.stringMatching(/^mt-demo-/),
        },
      },
    ]);
    expect(recharges).toEqual([]);
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({
      payment_type: 'mid_trans',
      payment_status: 'paid',
    });
  });

  it('uses Midtrans’s sandbox for a sandbox client key; a transfer left pending keeps the order unpaid', async () => {
    const trxId = await confirmCart(1);
    const scripts = addedScripts();
    const { user } = renderPayment(false, { ...SETTINGS, mid_trans_client_id: 'SB-Mid-client-test' });
    await user.click(await screen.findByRole('radio', { name: 'Midtrans' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Midtrans' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe('https://app.sandbox.midtrans.com/snap/snap.js');
    await runStandIn(scripts[0]!, 'midtrans-snap.js');
    await user.click(await screen.findByRole('button', { name: 'Pay by bank transfer later' }));
    expect(
      await screen.findByText('The payment with Midtrans was cancelled. Your order is waiting for payment.'),
    ).toBeInTheDocument();
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  });
});

describe('Google Pay', () => {
  it('shows Google’s button, and posts the token for the shop’s gateway with the amount to complete-order', async () => {
    const trxId = await confirmCart(1);
    const posts = completeOrderPosts();
    const { user, router, script } = await payWith('Google Pay');
    expect(script.src).toBe('https://pay.google.com/gp/p/js/pay.js');
    await runStandIn(script, 'google-pay.js');
    const total = (await orderTotal(trxId)).toFixed(2);
    const panel = within(await screen.findByRole('region', { name: 'Google Pay' }));
    expect(panel.getByText(`Amount: ${total} USD`)).toBeVisible();
    await user.click(await panel.findByRole('button', { name: 'Pay with Google Pay' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Google Pay (demo stand-in)' }));
    expect(sheet.getByText(/demo stand-in/)).toHaveTextContent(
      `USD ${total} to Marketfront through stripe (PRODUCTION)`,
    );
    await user.click(sheet.getByRole('button', { name: 'Approve payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({
      query: '?guest=1',
      fields: {
        payment_type: 'google_pay',
        trx_id: trxId,
        amount: String(Number(total)),
        token: expect.any(String),
      },
    });
    expect(JSON.parse(posts[0]!.fields.token!)).toMatchObject({ gateway: 'stripe' });
  });

  it('closing Google’s sheet cancels; a refusal declines; the button can be pressed again', async () => {
    const trxId = await confirmCart(1);
    const { user, script } = await payWith('Google Pay');
    await runStandIn(script, 'google-pay.js');
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText(
        'The payment with Google Pay was cancelled. Your order is waiting for payment.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Google Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google Pay declined the payment. Nothing was charged',
    );
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  });
});
