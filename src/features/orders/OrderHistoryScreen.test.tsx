import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
    expect(row.getByRole('link', { name: `Order details ${order.code}` }).getAttribute('href')).toBe(
      `/get-invoice/${order.code}`,
    );

    await user.click(row.getByRole('button', { name: `Cancel Order ${order.code}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(row.getByText('Refunded to Wallet')).toBeInTheDocument());
    expect(row.getByText('Canceled')).toBeInTheDocument();
    expect(balance()).toBeCloseTo(afterPaying + order.total_payable, 2);
  });

  it('asks a guest to sign in and come back', async () => {
    renderHistory(false);
    expect(await screen.findByRole('heading', { name: 'Please login first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fuser%2Forder-history',
    );
  });
});
