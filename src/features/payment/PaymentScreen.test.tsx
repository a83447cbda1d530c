import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDemoShop } from '@mocks/state/store';
import { getDemoShop } from '@mocks/state/store';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { getCatalogue } from '@mocks/data/catalogue';
import { getInvoicesByTrx, getOrderByCode } from '@/api-generated/endpoints/orders/orders';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { server } from '../../../mocks/node';
import { PaymentScreen } from './PaymentScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const settings = { wallet_system: 1, pay_later_system: 1, is_stripe_activated: 1 } as const;

function renderPayment({ signedIn = false, demoShop = true } = {}) {
  const startData = startDataFixture({
    settings_data: settings,
    user: signedIn ? { ...signedInUser, balance: 10_000 } : null,
    add_ons: ['offline_payment'],
  });
  return renderRoute(<PaymentScreen code={null} demoShop={demoShop} />, {
    route: '/payment',
    path: '/payment/:code?',
    name: 'payment',
    startData,
  });
}

describe('PaymentScreen (/payment)', () => {
  it('lets a guest pay cash on delivery and lands on the confirmation of both orders', async () => {
    const trxId = await confirmCart(2);
    const { user, router } = renderPayment();
    const methods = await screen.findByRole('radiogroup');
    // A guest gets neither the wallet nor pay later.
    expect(within(methods).queryByRole('radio', { name: 'Pay with Wallet' })).not.toBeInTheDocument();
    expect(within(methods).queryByRole('radio', { name: 'Pay Later' })).not.toBeInTheDocument();
    await user.click(within(methods).getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(router.state.location.search).toBe(`?trx=${trxId}`);
    const { orders } = await getInvoicesByTrx(trxId);
    expect(orders.map((order) => [order.status, order.payment_type])).toEqual([
      [1, 'cash_on_delivery'],
      [1, 'cash_on_delivery'],
    ]);
  });

  it('pays with the same Idempotency-Key after a reload, and forgets it once the order is placed (R9)', async () => {
    const trxId = await confirmCart(1);
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/user/complete-order', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first answer is lost on the way; later ones go on to the demo shop.
        return keys.length === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const payCashOnDelivery = async (user: ReturnType<typeof renderPayment>['user']) => {
      await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
      await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    };
    const first = renderPayment();
    await payCashOnDelivery(first.user);
    await waitFor(() => expect(first.toasts.map((toast) => toast.tone)).toContain('error'));
    first.unmount(); // the shopper reloads the payment page

    const reloaded = renderPayment();
    await payCashOnDelivery(reloaded.user);
    await waitFor(() => expect(reloaded.router.state.location.pathname).toBe('/order-confirmation'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const { orders } = await getInvoicesByTrx(trxId);
    expect(orders.map((order) => order.status)).toEqual([1]);
    // Placed: nothing of this payment is kept in the tab any more.
    const kept = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '');
    expect(kept.filter((key) => key.includes('intent:'))).toEqual([]);
  });

  it('lets the signed-in customer pay with the wallet, which is debited', async () => {
    await signInDemoCustomer();
    await confirmCart(1);
    const before = getDemoShop().state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!.balance;
    const { user, router } = renderPayment({ signedIn: true });
    await user.click(await screen.findByRole('radio', { name: 'Pay with Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(getDemoShop().state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!.balance).toBeLessThan(before);
  });

  it('opens the simulated gateway: declined comes back with nothing charged, approved places the order', async () => {
    const trxId = await confirmCart(1);
    const { user, router } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Stripe' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));

    const gateway = within(await screen.findByRole('region', { name: 'Stripe (demo)' }));
    await user.click(gateway.getByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByText(/Stripe declined the payment\. Nothing was charged/)).toBeInTheDocument();
    const waiting = await getInvoicesByTrx(trxId);
    expect(waiting.orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });

    await user.click(screen.getByRole('radio', { name: 'Stripe' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    const { orders } = await getInvoicesByTrx(trxId);
    expect(orders[0]).toMatchObject({ payment_type: 'stripe', payment_status: 'paid', status: 1 });
  });

  it('asks for the proof of an offline payment before sending it', async () => {
    await confirmCart(1);
    const { user } = renderPayment();
    const method = getCatalogue().offlineMethods[0]!;
    await user.click(await screen.findByRole('radio', { name: method.name }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Please upload the payment proof')).toBeInTheDocument();
  });

  it('pays an existing "pay later" order by its code and shows that order', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'pay_later', guest: false });
    const code = orders[0]!.code;
    const { user, router } = renderRoute(<PaymentScreen code={code} demoShop />, {
      route: `/payment/${code}`,
      path: '/payment/:code?',
      name: 'payment',
      startData: startDataFixture({ settings_data: settings, user: { ...signedInUser, balance: 10_000 } }),
    });
    const methods = await screen.findByRole('radiogroup');
    // An existing order is paid now: no cash on delivery, no "pay later" again.
    expect(within(methods).queryByRole('radio', { name: 'Cash on Delivery' })).not.toBeInTheDocument();
    expect(within(methods).queryByRole('radio', { name: 'Pay Later' })).not.toBeInTheDocument();
    await user.click(within(methods).getByRole('radio', { name: 'Pay with Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/get-invoice/${code}`));
    const { order } = await getOrderByCode(code);
    expect(order).toMatchObject({ payment_status: 'paid', payment_type: 'wallet' });
  });

  it('says there is nothing to pay without confirmed orders', async () => {
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeInTheDocument();
  });

  describe('an order code the backend will not show this shopper (Permission Declined)', () => {
    const renderCode = (signedIn: boolean) =>
      renderRoute(<PaymentScreen code="NOPE123" demoShop />, {
        route: '/payment/NOPE123',
        path: '/payment/:code?',
        name: 'payment',
        startData: startDataFixture({ settings_data: settings, user: signedIn ? signedInUser : null }),
      });

    it('asks a guest to sign in to pay it, and comes back here', async () => {
      const { toasts } = renderCode(false);
      expect(await screen.findByRole('heading', { name: 'Sign in to pay this order' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fpayment%2FNOPE123',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      // The shop's own words are an error toast as well, once (spec §8, ADR 081).
      expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([['error', 'Permission Declined']]);
    });

    it('shows a signed-in shopper the way to their own orders', async () => {
      await signInDemoCustomer();
      renderCode(true);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'This order cannot be paid here' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute(
        'href',
        '/user/order-history',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('keeps another failure a failure, with "Try again"', async () => {
      server.use(http.get('*/user/payment-order', () => HttpResponse.json({}, { status: 500 })));
      renderCode(true);
      expect(
        await screen.findByRole('heading', { name: 'The payment could not be loaded' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });
});
