import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { demoSocialSignIn } from '../../../mocks/sign-in/social-provider';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
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
    expect(screen.queryByRole('heading', { name: 'Try the demo shop' })).not.toBeInTheDocument();
    expect(screen.queryByText(/secret123|@marketfront\.test/)).not.toBeInTheDocument();
  });

  it('lets the demo shop’s simulated provider answer the social buttons the shop switched on', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/social-login', async ({ request }) => {
        posted.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = renderRoute(
      <DemoShopContext.Provider value={{ reset: () => undefined, socialSignIn: demoSocialSignIn }}>
        <LoginRoute />
      </DemoShopContext.Provider>,
      {
        route: '/login',
        path: '/login',
        name: 'login',
        startData: startDataFixture({ settings_data: { is_google_login_activated: 1 } }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    // The provider's ID token travels with the request, and the shop signed Grace in by it.
    expect(posted).toEqual([
      {
        uid: 'demo-google-uid',
        id_token: expect.stringMatching(/^demo-id-token\.[0-9a-f]{48}$/),
        name: 'Grace Google',
        email: 'grace.google@marketfront.test',
      },
    ]);
  });

  it('shows no social button in a build without the demo shop or a Firebase configuration', () => {
    renderRoute(<LoginRoute />, {
      route: '/login',
      path: '/login',
      name: 'login',
      startData: startDataFixture({ settings_data: { is_google_login_activated: 1 } }),
    });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});
