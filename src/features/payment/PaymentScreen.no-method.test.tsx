// The payment page when the shop offers no method these orders can be paid with (issue 34 §4): it says why and
// offers the ways on instead of an empty choice and a disabled "Pay Now".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NO_PAYMENT_METHOD_SETTINGS, scenarioHandlers } from '@mocks/scenarios';
import { resetDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { PaymentScreen } from './PaymentScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

const link = (name: string) => screen.getByRole('link', { name });

/** What the shopper may still do: nothing to choose, nothing to press, but four ways on. */
function expectNoChoice() {
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  expect(link('Contact the shop')).toHaveAttribute('href', '/contact');
  expect(link('Back to cart')).toHaveAttribute('href', '/cart');
}

describe('PaymentScreen with no usable method', () => {
  it('paying a pay-later order by its code in a shop without gateways: why, and the way to the order', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'pay_later', guest: false });
    const code = orders[0]!.code;
    renderRoute(<PaymentScreen code={code} demoShop />, {
      route: `/payment/${code}`,
      path: '/payment/:code?',
      name: 'payment',
      startData: startDataFixture({
        settings_data: NO_PAYMENT_METHOD_SETTINGS,
        user: { ...signedInUser, balance: 10_000 },
      }),
    });

    expect(
      await screen.findByRole('heading', { name: 'This order cannot be paid here right now' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'An order waiting for payment can only be paid online, and the shop offers no online payment right now.',
      ),
    ).toBeInTheDocument();
    expectNoChoice();
    expect(link('View the order')).toHaveAttribute('href', `/get-invoice/${code}`);
    // What is owed stays in view.
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText(code)).toBeInTheDocument();
  });

  it('with the wallet on but short: says the balance and offers to top it up', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'pay_later', guest: false });
    const code = orders[0]!.code;
    renderRoute(<PaymentScreen code={code} demoShop />, {
      route: `/payment/${code}`,
      path: '/payment/:code?',
      name: 'payment',
      startData: startDataFixture({
        settings_data: { ...NO_PAYMENT_METHOD_SETTINGS, wallet_system: 1 },
        user: { ...signedInUser, balance: 1 },
      }),
    });

    expect(
      await screen.findByText('Your wallet balance ($1.00) does not cover this order.'),
    ).toBeInTheDocument();
    expect(link('Top up your wallet')).toHaveAttribute('href', '/my-wallet');
    expectNoChoice();
  });

  it('the no-payment-method scenario: a product forbids cash on delivery and nothing else is on', async () => {
    server.use(...scenarioHandlers('no-payment-method'));
    await confirmCart(1);
    renderRoute(
      <LiveStartData>
        <PaymentScreen code={null} demoShop />
      </LiveStartData>,
      { route: '/payment', path: '/payment/:code?', name: 'payment' },
    );

    expect(
      await screen.findByText(
        'Something in your order cannot be paid on delivery, and the shop offers no other way to pay right now.',
      ),
    ).toBeInTheDocument();
    expectNoChoice();
    // A guest has no order history to go to.
    expect(screen.queryByRole('link', { name: 'View your orders' })).not.toBeInTheDocument();
  });

  it('signed in, a new order: the way to the order history', async () => {
    server.use(...scenarioHandlers('no-payment-method'));
    await signInDemoCustomer();
    await confirmCart(1);
    renderRoute(
      <LiveStartData>
        <PaymentScreen code={null} demoShop />
      </LiveStartData>,
      { route: '/payment', path: '/payment/:code?', name: 'payment' },
    );

    expect(await screen.findByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/user/order-history',
    );
    expectNoChoice();
  });
});
