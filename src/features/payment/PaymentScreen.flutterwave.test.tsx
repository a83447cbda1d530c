// Flutterwave through its inline checkout (backend-api §2.12): offered with `is_flutterwave_activated` and
// `flw_public_key`, its script added only when the shopper pays with it, the total × the active rate in the active
// currency, then complete-order with transaction_id, payment_type, trx_id and amount.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetDemoShop } from '@mocks/state/store';
import { createFlutterwaveStandIn } from '@mocks/payment-gateways/flutterwave-stand-in';
import { openStandInWindow } from '@mocks/payment-gateways/stand-in-dialog';
import { getInvoicesByTrx } from '@/api-generated/endpoints/orders/orders';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart } from '../../../tests/helpers/demo-orders';
import {
  completeOrderPosts,
  PaymentRoute,
  scriptCapture,
} from '../../../tests/helpers/vendor-script-payment';

const { unsettled, addedScripts } = scriptCapture();

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
  return () => {
    for (const script of unsettled.splice(0)) script.dispatchEvent(new Event('error'));
    delete window.FlutterwaveCheckout;
    document.querySelectorAll('[role="dialog"]').forEach((dialog) => dialog.remove());
  };
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

function renderPayment(demoShop: boolean) {
  const dollar = startDataFixture().active_currency;
  return renderRoute(<PaymentRoute demoShop={demoShop} />, {
    route: '/payment',
    path: '/payment/:code?',
    name: 'payment',
    startData: startDataFixture({
      settings_data: { is_flutterwave_activated: 1, flw_public_key: 'FLWPUBK-1' },
      currencies: [dollar, euro],
      active_currency: euro,
    }),
  });
}

function runStandIn(script: HTMLScriptElement) {
  window.FlutterwaveCheckout = createFlutterwaveStandIn(openStandInWindow);
  unsettled.splice(unsettled.indexOf(script), 1);
  script.dispatchEvent(new Event('load'));
}

async function continueToFlutterwave(user: ReturnType<typeof renderPayment>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Flutterwave' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Flutterwave' }));
}

describe('Flutterwave', () => {
  it('charges the total in the active currency and posts the transaction to complete-order', async () => {
    const trxId = await confirmCart(1);
    const posts = completeOrderPosts();
    const scripts = addedScripts();
    const { user, router } = renderPayment(false);
    await user.click(await screen.findByRole('radio', { name: 'Flutterwave' }));
    expect(scripts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to Flutterwave' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe('https://checkout.flutterwave.com/v3.js');
    runStandIn(scripts[0]!);
    const flutterwave = within(await screen.findByRole('dialog', { name: 'Flutterwave (demo stand-in)' }));
    await user.click(flutterwave.getByRole('button', { name: 'Approve payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    const { orders } = await getInvoicesByTrx(trxId);
    const euros = (Math.round(orders.reduce((sum, o) => sum + o.total_payable, 0) * 0.9 * 100) / 100).toFixed(
      2,
    );
    expect(posts).toEqual([
      {
        query: '?guest=1',
        fields: {
          payment_type: 'flutter_wave',
          trx_id: trxId,
          amount: String(Number(euros)),
          transaction_id: expect.stringMatching(/^\d+$/),
        },
      },
    ]);
    expect(orders.map((o) => [o.status, o.payment_type, o.payment_status])).toEqual([
      [1, 'flutter_wave', 'paid'],
    ]);
  });

  it('on the demo shop: its stand-in from this origin; declined and cancelled leave the order unpaid', async () => {
    const trxId = await confirmCart(1);
    const scripts = addedScripts();
    const { user } = renderPayment(true);
    await continueToFlutterwave(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(new URL(scripts[0]!.src).pathname).toBe('/__demo-shop/vendor/flutterwave-checkout.js');
    runStandIn(scripts[0]!);
    await user.click(await screen.findByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Flutterwave declined the payment.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await continueToFlutterwave(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(
      await screen.findByText(
        'The payment with Flutterwave was cancelled. Your order is waiting for payment.',
      ),
    ).toBeInTheDocument();
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  });
});
