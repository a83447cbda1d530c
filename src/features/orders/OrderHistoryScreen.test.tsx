import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop, getDemoShop } from '@mocks/state/store';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { OrderHistoryScreen } from './OrderHistoryScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const balance = () => getDemoShop().state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!.balance;

const renderHistory = (signedIn = true) =>
  renderRoute(<OrderHistoryScreen />, {
    route: '/user/order-history',
    path: '/user/order-history',
    name: 'orderHistory',
    startData: startDataFixture({ user: signedIn ? signedInUser : null }),
  });

describe('OrderHistoryScreen (/user/order-history)', () => {
  it('lists the customer’s orders, newest first; cancelling a wallet-paid one refunds the wallet', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'wallet', guest: false });
    const order = orders[0]!;
    const afterPaying = balance();
    const { user } = renderHistory();

    const list = within(await screen.findByRole('list', { name: 'Orders' }));
    const rows = list.getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('heading', { name: `Order ${order.code}` })).toBeInTheDocument();
    expect(rows.length).toBeGreaterThan(1);
    const row = within(rows[0]!);
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(row.getByRole('link', { name: `Order details ${order.code}` })).toHaveAttribute(
      'href',
      `/get-invoice/${order.code}`,
    );

    await user.click(row.getByRole('button', { name: `Cancel Order ${order.code}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(row.getByText('Refunded to Wallet')).toBeInTheDocument());
    expect(row.getByText('Canceled')).toBeInTheDocument();
    expect(balance()).toBeCloseTo(afterPaying + order.total_payable, 2);
  });

  /** The demo customer's seeded orders: one delivered 40 days ago, one on its way, one waiting for payment. */
  const seeded = (status: 'delivered' | 'on_the_way' | 'pending') =>
    getDemoShop().state.orders.find((o) => o.user_id === DEMO_CUSTOMER_ID && o.delivery_status === status)!;
  const rowOf = async (code: string) =>
    within((await screen.findByRole('heading', { name: `Order ${code}` })).closest('li') as HTMLElement);

  it('removes a finished order after asking; orders still under way offer no removal', async () => {
    await signInDemoCustomer();
    const delivered = seeded('delivered');
    const { user } = renderHistory();

    for (const status of ['on_the_way', 'pending'] as const) {
      const { code } = seeded(status);
      expect(
        (await rowOf(code)).queryByRole('button', { name: `Remove order ${code}` }),
      ).not.toBeInTheDocument();
    }
    const row = await rowOf(delivered.code);
    await user.click(row.getByRole('button', { name: `Remove order ${delivered.code}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByRole('heading', { name: `Remove order ${delivered.code} from your history?` }),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove order' }));

    // The row leaves and the dialog closes: two updates, in either order on a busy machine.
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: `Order ${delivered.code}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByText('Order removed')).toBeInTheDocument();
    expect(getDemoShop().state.orders.find((o) => o.id === delivered.id)!.is_deleted).toBe(1);
  });

  it('keeps the order and says why when it cannot be removed', async () => {
    await signInDemoCustomer();
    server.use(
      http.get('*/user/remove-order/:orderId', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const delivered = seeded('delivered');
    const { user, toasts } = renderHistory();

    const row = await rowOf(delivered.code);
    await user.click(row.getByRole('button', { name: `Remove order ${delivered.code}` }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Remove order' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(/^The order could not be removed: .+/);
    expect(toasts).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('heading', { name: `Order ${delivered.code}` })).toBeInTheDocument();
    expect(getDemoShop().state.orders.find((o) => o.id === delivered.id)!.is_deleted).toBe(0);

    // Asked again, the old failure is gone until the next answer.
    await user.click(row.getByRole('button', { name: `Remove order ${delivered.code}` }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in and come back', async () => {
    renderHistory(false);
    expect(await screen.findByRole('heading', { name: 'Please login first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fuser%2Forder-history',
    );
  });
});
