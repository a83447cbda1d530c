import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '@mocks/state/store';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { DashboardScreen } from './DashboardScreen';

const renderDashboard = () =>
  renderAccountRoute(<DashboardScreen />, { route: '/user/dashboard', name: 'dashboard' });

describe('DashboardScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the wallet balance, reward points and the latest orders of the signed-in shopper', async () => {
    await signInDemoCustomer();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('$250.00')).toBeInTheDocument();
    expect(await screen.findByText('1200')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Recent Orders' });
    const items = await within(orders).findAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(3);
    const first = within(items[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/get-invoice\//));
    expect(within(orders).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/user/order-history',
    );
    // The account navigation names every page of the area.
    const nav = screen.getByRole('navigation', { name: 'My Account' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/user/addresses');
  });

  it('sends a guest to sign in and remembers the way back', async () => {
    resetDemoShop();
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Page /login?redirect=%2Fuser%2Fdashboard' }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    await signInDemoCustomer();
    server.use(http.get('*/user/profile-orders', () => HttpResponse.json({}, { status: 500 })));
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Your orders could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
