// Razorpay through its checkout script (backend-api §2.12): offered with `is_razorpay_activated`, `razor_key` and the
// INR row of the payment-order answer; its script added only when the shopper pays with it; the amount in paise
// (total × 100 × INR rate); the payment posted to complete-order?code(&guest=1) with trx_id, payment_type, amount.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetDemoShop } from '@mocks/state/store';
import { scenarioHandlers } from '@mocks/scenarios';
import { createRazorpayStandIn } from '@mocks/payment-gateways/razorpay-stand-in';
import { openStandInWindow } from '@mocks/payment-gateways/stand-in-dialog';
import { getInvoicesByTrx } from '@/api-generated/endpoints/orders/orders';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart } from '../../../tests/helpers/demo-orders';
import {
  completeOrderPosts,
  PaymentRoute,
  scriptCapture,
} from '../../../tests/helpers/vendor-script-payment';

const INR_RATE = 83.25; // the `gateways` scenario's INR row

// Scripts the page added that the test never loaded: failed at the end, so the next test's page adds its own.
const { unsettled, addedScripts } = scriptCapture();

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
  delete window.Razorpay;
  return () => {
    for (const script of unsettled.splice(0)) script.dispatchEvent(new Event('error'));
    delete window.Razorpay;
    document.querySelectorAll('[role="dialog"][aria-label^="Razorpay"]').forEach((dialog) => dialog.remove());
  };
});

const renderPayment = (demoShop: boolean, settings: Record<string, unknown> = {}) =>
  renderRoute(<PaymentRoute demoShop={demoShop} />, {
    route: '/payment',
    path: '/payment/:code?',
    name: 'payment',
    startData: startDataFixture({
      settings_data: {
        is_stripe_activated: 1,
        is_razorpay_activated: 1,
        razor_key: 'rzp_live_1',
        ...settings,
      },
    }),
  });

/** The scripts the page adds, kept out of the document: the test plays the browser loading them. */

function runStandIn(script: HTMLScriptElement) {
  window.Razorpay = createRazorpayStandIn(openStandInWindow);
  unsettled.splice(unsettled.indexOf(script), 1);
  script.dispatchEvent(new Event('load'));
}

describe('Razorpay on the real backend', () => {
  it('is offered only with its key and the INR row, and its script is added only once the shopper pays', async () => {
    await confirmCart(1);
    const scripts = addedScripts();
    const withoutInr = renderPayment(false); // the demo shop has no INR currency: `indian_currency` is null
    const methods = within(await screen.findByRole('radiogroup'));
    expect(methods.getByRole('radio', { name: 'Stripe' })).toBeInTheDocument();
    expect(methods.queryByRole('radio', { name: 'Razorpay' })).not.toBeInTheDocument();
    withoutInr.unmount();

    server.use(...scenarioHandlers('gateways'));
    const withoutKey = renderPayment(false, { razor_key: '' });
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('radio', { name: 'Razorpay' })).not.toBeInTheDocument();
    withoutKey.unmount();

    const { user } = renderPayment(false);
    await user.click(await screen.findByRole('radio', { name: 'Razorpay' }));
    expect(scripts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to Razorpay' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });

  it('charges the total in paise at the INR rate and posts the payment to complete-order?guest=1', async () => {
    const trxId = await confirmCart(1);
    server.use(...scenarioHandlers('gateways'));
    const posts = completeOrderPosts();
    const scripts = addedScripts();
    const { user, router } = renderPayment(false);
    await user.click(await screen.findByRole('radio', { name: 'Razorpay' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Razorpay' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    runStandIn(scripts[0]!);
    const razorpay = within(await screen.findByRole('dialog', { name: 'Razorpay (demo stand-in)' }));
    await user.click(razorpay.getByRole('button', { name: 'Approve payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    const { orders } = await getInvoicesByTrx(trxId);
    const paise = Math.round(orders.reduce((sum, o) => sum + o.total_payable, 0) * 100 * INR_RATE);
    expect(posts).toEqual([
      {
        query: '?guest=1',
        fields: {
          payment_type: 'razor_pay',
          trx_id: trxId,
          amount: String(paise),
          transaction_id: expect.stringMatching(/^pay_DEMO/),
        },
      },
    ]);
    expect(orders.map((o) => [o.status, o.payment_type, o.payment_status])).toEqual([
      [1, 'razor_pay', 'paid'],
    ]);
  });
});

describe('Razorpay on the demo shop (`gateways` scenario)', () => {
  it('loads the stand-in from this origin; a declined or cancelled payment comes back unpaid', async () => {
    const trxId = await confirmCart(1);
    server.use(...scenarioHandlers('gateways'));
    const scripts = addedScripts();
    const { user } = renderPayment(true);
    await user.click(await screen.findByRole('radio', { name: 'Razorpay' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Razorpay' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(new URL(scripts[0]!.src).pathname).toBe('/__demo-shop/vendor/razorpay-checkout.js');
    runStandIn(scripts[0]!);

    await user.click(await screen.findByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Razorpay declined the payment. Nothing was charged',
    );
    expect(screen.queryByRole('dialog', { name: 'Razorpay (demo stand-in)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Razorpay' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Razorpay' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText('The payment with Razorpay was cancelled. Your order is waiting for payment.'),
    ).toBeInTheDocument();
    expect(scripts).toHaveLength(1);
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  });
});
