import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../tests/helpers/render';
import { DemoShopContext } from '../providers/demo-shop';
import { Component as LoginRoute } from './login';

describe('the /login route', () => {
  it('shows the demo shop’s accounts when the app runs on the demo shop', () => {
    const demo = {
      reset: () => undefined,
      accounts: [
        { role: 'Customer', email: 'customer@marketfront.test', password: 'secret123' },
        { role: 'Seller', email: 'seller1@marketfront.test', password: 'secret123' },
      ],
    };
    renderRoute(
      <DemoShopContext.Provider value={demo}>
        <LoginRoute />
      </DemoShopContext.Provider>,
      { route: '/login', path: '/login', name: 'login' },
    );
    expect(screen.getByRole('heading', { name: 'Try the demo shop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the Customer account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use the Seller account' })).toBeInTheDocument();
    expect(screen.getAllByText('secret123')).toHaveLength(2);
  });

  it('shows no demo account in a build without the demo shop (production)', () => {
    renderRoute(<LoginRoute />, { route: '/login', path: '/login', name: 'login' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Try the demo shop' })).toBeNull();
    expect(screen.queryByText(/secret123|@marketfront\.test/)).toBeNull();
  });
});
