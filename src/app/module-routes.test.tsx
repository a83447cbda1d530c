// What the owner switched off must go (issue 34 §2): a route of a switched-off module (route table `module`,
// src/lib/modules) is the not-found page inside the normal layout, with a way home — not its screen, not an error.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { getGetStartDataQueryKey } from '@/api-generated/endpoints/start/start';
import { createQueryClient } from '@/lib/http';
import type { StartState } from '@/lib/start-data';
import { Providers } from '../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../tests/helpers/start-data';
import { createRoutes } from './router';

const modulesOff = {
  seller_system: 0,
  coupon_system: 0,
  wallet_system: 0,
  pay_later_system: 0,
  pickup_point: 0,
} as const;
// The first screen of a file waits for its lazy chunks to be transformed.
const slow = { timeout: 10_000 };
const modulesOn = { seller_system: 1, coupon_system: 1, wallet_system: 1 } as const;

function openApp(address: string, start: StartState) {
  const queryClient = createQueryClient({
    notify: () => undefined,
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The start data as the app holds it (the page's props), so the router's module check reads the same settings.
  const { lang_keywords: _keywords, ...props } = start;
  queryClient.setQueryData(getGetStartDataQueryKey(), props);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [address] });
  render(
    <Providers startData={start} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const shopWith = (settings: Record<string, number>, addOns: string[] = []) =>
  startDataFixture({ user: signedInUser, settings_data: settings, add_ons: addOns });

describe('routes of a switched-off module', () => {
  it.each([
    ['/sellers', 'sellers'],
    ['/shop/tech-hub', 'sellers'],
    ['/register/seller', 'sellers'],
    ['/user/user-to-seller', 'sellers'],
    ['/user/followed-shop', 'sellers'],
    ['/user/gift-voucher', 'coupons'],
    ['/my-wallet', 'wallet'],
    ['/my-rewards', 'the reward add-on'],
    ['/video-shopping', 'the video-shopping add-on'],
    ['/video-shopping/summer-live', 'the video-shopping add-on'],
  ])('%s (%s off) is not found, under the normal header, with a way home', async (address) => {
    openApp(address, shopWith(modulesOff));
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('button', { name: /^Cart: / }, slow)).toBeInTheDocument();
  });

  it('opens the same routes when the owner has the modules on', async () => {
    openApp('/sellers', shopWith(modulesOn));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Sellers' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('keeps routes that belong to no module', async () => {
    openApp('/brands', shopWith(modulesOff));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Brands' }, slow)).toBeInTheDocument();
  });
});
