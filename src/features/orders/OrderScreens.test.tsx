import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { GUEST_ADDRESS, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { InvoiceScreen } from './InvoiceScreen';
import { OrderDetailsScreen } from './OrderDetailsScreen';
import { TrackOrderScreen } from './TrackOrderScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const shop = (overrides: Parameters<typeof startDataFixture>[0] = {}) => startDataFixture(overrides);

describe('InvoiceScreen (/invoice/:trx_id)', () => {
  it('shows every shop’s order of the transaction, with its timeline, lines and amounts', async () => {
    const { trxId, orders } = await placeOrder({ shops: 2 });
    renderRoute(<InvoiceScreen trxId={trxId} confirmation />, {
      route: `/invoice/${trxId}`,
      path: '/invoice/:trx_id',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByText(trxId)).toBeTruthy();
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      const card = within(screen.getByRole('region', { name: `Order ${order.code}` }));
      expect(card.getByRole('list', { name: `Delivery Status, ${order.code}` })).toBeTruthy();
      expect(card.getByText('Payment Status: Unpaid')).toBeTruthy();
      expect(card.getByRole('button', { name: `Download Invoice ${order.code}` })).toBeTruthy();
      expect(card.getByRole('link', { name: `Order details ${order.code}` }).getAttribute('href')).toBe(
        `/get-invoice/${order.code}`,
      );
      expect(card.getAllByRole('listitem').length).toBeGreaterThan(0);
    }
  });

  it('says the order was not found for a transaction that is not the shopper’s', async () => {
    renderRoute(<InvoiceScreen trxId="NOPE-123" />, { route: '/invoice/NOPE-123', path: '/invoice/:trx_id' });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe('/track-order');
  });

  it('offers a retry when the shop cannot be reached', async () => {
    let fail = true;
    const { trxId } = await placeOrder({ shops: 1 });
    server.use(
      http.get('*/user/get-invoices/:trx', () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute(<InvoiceScreen trxId={trxId} />);
    expect(screen.getByText('Loading your order')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeTruthy();
  });
});

describe('TrackOrderScreen (/track-order)', () => {
  it('finds an order by its code and the e-mail it was placed with, and shows where it is', async () => {
    const { orders } = await placeOrder({ shops: 1 });
    const code = orders[0]!.code;
    const { user } = renderRoute(<TrackOrderScreen />, { route: '/track-order', path: '/track-order' });

    await user.type(screen.getByRole('textbox', { name: /Order Code/ }), code);
    await user.type(screen.getByRole('textbox', { name: 'E-mail or phone' }), GUEST_ADDRESS.email);
    await user.click(screen.getByRole('button', { name: 'Track Order' }));

    const card = within(await screen.findByRole('region', { name: `Order ${code}` }));
    const timeline = card.getByRole('list', { name: `Delivery Status, ${code}` });
    expect(within(timeline).getByText('Pending').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('checks the code’s shape before asking, and says so when nothing matches', async () => {
    const { user } = renderRoute(<TrackOrderScreen />, { route: '/track-order', path: '/track-order' });
    await user.type(screen.getByRole('textbox', { name: /Order Code/ }), 'hello');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Please check this field',
      'This field is required',
    ]);

    await user.clear(screen.getByRole('textbox', { name: /Order Code/ }));
    await user.type(screen.getByRole('textbox', { name: /Order Code/ }), 'YR-0000099999');
    await user.type(screen.getByRole('textbox', { name: 'E-mail or phone' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('We could not find an order with these details.')).toBeTruthy();
  });
});

describe('OrderDetailsScreen (/get-invoice/:orderCode)', () => {
  it('lets the signed-in owner cancel a pending order; a wallet payment goes back to the wallet', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'wallet', guest: false });
    const order = orders[0]!;
    expect(order.payment_status).toBe('paid');
    const { user } = renderRoute(<OrderDetailsScreen code={order.code} />, {
      route: `/get-invoice/${order.code}`,
      path: '/get-invoice/:orderCode',
      startData: shop({ user: signedInUser }),
    });

    const card = within(await screen.findByRole('region', { name: `Order ${order.code}` }));
    expect(card.getByText('Payment Status: Paid')).toBeTruthy();
    await user.click(card.getByRole('button', { name: `Cancel Order ${order.code}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('The amount paid goes back to your wallet.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel Order' }));

    await waitFor(() => expect(card.getByText('Payment Status: Refunded to Wallet')).toBeTruthy());
    expect(card.getByText('Canceled')).toBeTruthy();
    expect(card.queryByRole('button', { name: `Cancel Order ${order.code}` })).toBeNull();
  });

  it('offers to pay an order placed with "pay later", by its code', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'pay_later', guest: false });
    const order = orders[0]!;
    renderRoute(<OrderDetailsScreen code={order.code} />, { startData: shop({ user: signedInUser }) });
    const card = within(await screen.findByRole('region', { name: `Order ${order.code}` }));
    expect(card.getByRole('link', { name: `Pay Now ${order.code}` }).getAttribute('href')).toBe(
      `/payment/${order.code}`,
    );
  });

  it('offers no cancel button to a guest', async () => {
    const { orders } = await placeOrder({ shops: 1 });
    const order = orders[0]!;
    renderRoute(<OrderDetailsScreen code={order.code} />);
    const card = within(await screen.findByRole('region', { name: `Order ${order.code}` }));
    expect(card.getByRole('button', { name: `Download Invoice ${order.code}` })).toBeTruthy();
    expect(card.queryByRole('button', { name: /Cancel Order/ })).toBeNull();
  });
});
