// Paystack through its inline script (backend-api §2.12): offered with `is_paystack_activated` and `paystack_pk`, its
// script added only when the shopper pays with it, the amount in kobo at the shop's NGN rate, then complete-order
// with name, email, phone, payment_type, trx_id, amount and Paystack's reference as `ref`.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetDemoShop } from '@mocks/state/store';
import { createPaystackStandIn } from '@mocks/payment-gateways/paystack-stand-in';
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
    delete window.PaystackPop;
    document.querySelectorAll('[role="dialog"][aria-label^="Paystack"]').forEach((dialog) => dialog.remove());
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
        is_paystack_activated: 1,
        paystack_pk: 'pk_live_1',
        ngn_exchange_rate: 1,
        ...settings,
      },
    }),
  });

function runStandIn(script: HTMLScriptElement) {
  window.PaystackPop = createPaystackStandIn(openStandInWindow);
  unsettled.splice(unsettled.indexOf(script), 1);
  script.dispatchEvent(new Event('load'));
}

async function continueToPaystack(user: ReturnType<typeof renderPayment>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Paystack' }));
  await user.click(screen.getByRole('button', { name: 'Continue to Paystack' }));
}

describe('Paystack', () => {
  it('is offered only with its public key, and its script is added only once the shopper pays', async () => {
    await confirmCart(1);
    const scripts = addedScripts();
    const withoutKey = renderPayment(false, { paystack_pk: '' });
    expect(await screen.findByRole('radiogroup')).not.toHaveTextContent('Paystack');
    withoutKey.unmount();

    const { user } = renderPayment(false);
    await user.click(await screen.findByRole('radio', { name: 'Paystack' }));
    expect(scripts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue to Paystack' }));
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe('https://js.paystack.co/v1/inline.js');
  });

  it('charges kobo at the NGN rate and posts the guest’s name, e-mail, phone and the reference', async () => {
    const trxId = await confirmCart(1);
    const posts = completeOrderPosts();
    const scripts = addedScripts();
    const { user, router } = renderPayment(false, { ngn_exchange_rate: 2 });
    await continueToPaystack(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    runStandIn(scripts[0]!);
    const paystack = within(await screen.findByRole('dialog', { name: 'Paystack (demo stand-in)' }));
    await user.click(paystack.getByRole('button', { name: 'Approve payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    const { orders } = await getInvoicesByTrx(trxId);
    const address = orders[0]!.billing_address ?? orders[0]!.shipping_address!;
    const kobo = Math.round(orders.reduce((sum, o) => sum + o.total_payable, 0) * 2 * 100);
    expect(posts).toEqual([
      {
        query: '?guest=1',
        fields: {
          payment_type: 'paystack',
          trx_id: trxId,
          amount: String(kobo),
          ref: expect.stringMatching(/^DEMO/),
          name: address.name,
          email: address.email,
          phone: address.phone_no,
        },
      },
    ]);
    expect(orders.map((o) => [o.status, o.payment_type, o.payment_status])).toEqual([
      [1, 'paystack', 'paid'],
    ]);
  });

  it('on the demo shop: its stand-in from this origin; a refused card, then closing, leaves the order unpaid', async () => {
    const trxId = await confirmCart(1);
    const scripts = addedScripts();
    const { user } = renderPayment(true);
    await continueToPaystack(user);
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(new URL(scripts[0]!.src).pathname).toBe('/__demo-shop/vendor/paystack-inline.js');
    runStandIn(scripts[0]!);
    const paystack = within(await screen.findByRole('dialog', { name: 'Paystack (demo stand-in)' }));
    await user.click(paystack.getByRole('button', { name: 'Decline payment' }));
    expect(paystack.getByRole('status')).toHaveTextContent('Declined: the bank refused the card.');
    await user.click(paystack.getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText('The payment with Paystack was cancelled. Your order is waiting for payment.'),
    ).toBeInTheDocument();
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  });
});
