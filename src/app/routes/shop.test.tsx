import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, RequestHandler, getResponse, http } from 'msw';
import { demoShopHandlers } from '../../../mocks/handlers';
import { server } from '../../../mocks/node';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../../../mocks/data/users';
import { resetDemoShop } from '../../../mocks/state/store';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { Component as ShopRoute } from './shop';

beforeEach(() => resetDemoShop());

const signIn = () =>
  fetch('/login', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }),
  });

const renderShop = (route = '/shop/shanahan-market') =>
  renderRoute(
    <LiveStartData>
      <ShopRoute />
    </LiveStartData>,
    { route, path: '/shop/:slug', name: 'shop' },
  );

describe('Shop page', () => {
  it('shows the shop, its configured sections and its coupons', async () => {
    const { user } = renderShop();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shanahan Market' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^\d\.\d out of 5/ })[0]).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Shop sections' });
    expect(within(tabs).getByRole('tab', { name: 'Store', selected: true })).toBeInTheDocument();
    // The shop's sections in its order, with product cards.
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Featured Products', 'Offer Ending Soon', 'New Arrival']);
    const newArrivals = screen.getByRole('region', { name: 'New Arrival' });
    expect(within(newArrivals).getAllByRole('listitem')).toHaveLength(8);

    await user.click(within(tabs).getByRole('tab', { name: 'Coupons' }));
    const coupons = await screen.findByRole('list', { name: 'Coupons' });
    expect(within(coupons).getByRole('heading', { name: '$5.00 off' })).toBeInTheDocument();
    expect(within(coupons).getByText('SHANAHAN5')).toBeInTheDocument();
    expect(within(coupons).getByText('On orders over $25.00')).toBeInTheDocument();
  });

  it("lists the shop's own products with the listing's filters in the URL, keeping the tab", async () => {
    const { user, router } = renderShop('/shop/shanahan-market?tab=products');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Products' });
    expect(heading).toBeInTheDocument();
    expect(await screen.findByText(/products found/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Top Rated' }));

    await waitFor(() => expect(router.state.location.search).toBe('?sort=top_rated&tab=products'));
    expect(screen.getByRole('tab', { name: 'Products', selected: true })).toBeInTheDocument();
  });

  it('invites a guest to sign in and come back', async () => {
    renderShop();
    const invite = await screen.findByRole('link', { name: 'Sign in to follow' });
    expect(invite).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/shop/shanahan-market')}`);
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('follows and unfollows, and the follow survives a reload', async () => {
    await signIn();
    const first = renderShop();
    await first.user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You follow Shanahan Market')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    first.unmount();

    // A reload: a fresh app asks the server for the start data again.
    const second = renderShop();
    expect(await screen.findByText('You follow Shanahan Market')).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByText('You follow Shanahan Market')).not.toBeInTheDocument();
  });

  it('says the shop is not available, with the way to the other shops and no retry that would be refused again', async () => {
    renderShop('/shop/no-such-shop');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This shop is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('It may have closed. The other shops are still here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all shops' })).toHaveAttribute('href', '/sellers');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The backend's words in one toast, though both of the page's requests were refused.
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findAllByText('Shop not found')).toHaveLength(1);
  });

  it('says so when the shop cannot be loaded, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/shop-page-data/:slug', () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { user } = renderShop();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shanahan Market' })).toBeInTheDocument();
  });
});

describe('Shop coupons', () => {
  // The demo shop's Willms Outlet has 18 coupons: 16 come with its shop page, the rest are the seller's page 2.
  const couponsOf = () =>
    within(screen.getByRole('list', { name: 'Coupons' }))
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/^WILLMS/).textContent);

  /** The shop page as the demo shop answers it, with `change` applied (what a real backend would leave out). */
  function shopPageWithout(
    change: (body: { shop: Record<string, unknown>; coupons: { data: object[] } }) => void,
  ) {
    server.use(
      http.get('*/shop-page-data/:slug', async ({ request }) => {
        const handlers = demoShopHandlers.filter((handler) => handler instanceof RequestHandler);
        const answer = await getResponse(handlers, request.clone());
        const body = (await answer!.json()) as Parameters<typeof change>[0];
        change(body);
        return HttpResponse.json(body);
      }),
    );
  }

  it('shows the 16 that came with the shop page, then loads the seller’s next page on request', async () => {
    const { user } = renderShop('/shop/willms-outlet?tab=coupons');
    await screen.findByRole('list', { name: 'Coupons' });
    expect(couponsOf()).toHaveLength(16);
    expect(screen.getByText('Showing 16 of 18')).toBeInTheDocument();
    expect(screen.queryByText('WILLMS10')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('WILLMS10')).toBeInTheDocument();
    const codes = couponsOf();
    expect(codes).toHaveLength(18);
    expect(new Set(codes).size).toBe(18);
    expect(codes.slice(0, 2)).toEqual(['WILLMSBUNDLE1', 'WILLMSBUNDLE2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks with the coupons’ owner when the shop page leaves out the seller’s user id, as the backend does', async () => {
    shopPageWithout((body) => delete body.shop.user_id);
    const { user } = renderShop('/shop/willms-outlet?tab=coupons');
    await screen.findByRole('list', { name: 'Coupons' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('WILLMS10')).toBeInTheDocument();
    expect(couponsOf()).toHaveLength(18);
  });

  it('shows the first 16 and offers no more when nothing names the seller', async () => {
    shopPageWithout((body) => {
      delete body.shop.user_id;
      body.coupons.data = body.coupons.data.map((coupon) => ({ ...coupon, user_id: undefined }));
    });
    renderShop('/shop/willms-outlet?tab=coupons');
    await screen.findByRole('list', { name: 'Coupons' });
    expect(couponsOf()).toHaveLength(16);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the next page fails, keeping the coupons shown, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('*/seller/coupons/:sellerUserId/', () => {
        if (!fail) return undefined;
        fail = false;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { user } = renderShop('/shop/willms-outlet?tab=coupons');
    await screen.findByRole('list', { name: 'Coupons' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(
      await screen.findByRole('heading', { name: 'The next page could not be loaded' }),
    ).toBeInTheDocument();
    expect(couponsOf()).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('WILLMS10')).toBeInTheDocument();
  });

  it('has no coupons tab when the shop switched coupons off (coupon_system)', async () => {
    renderRoute(<ShopRoute />, {
      route: '/shop/willms-outlet?tab=coupons',
      path: '/shop/:slug',
      name: 'shop',
      startData: startDataFixture({ settings_data: { coupon_system: 0 } }),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Shop sections' });
    expect(within(tabs).queryByRole('tab', { name: 'Coupons' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Store', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Coupons' })).not.toBeInTheDocument();
  });
});
