// Watching products (issue 38 §1) against the demo shop: Notify me on an out-of-stock product, a drop on the compare
// list, the bell's local notices (one per drop, never twice) and the restock toast on the next visit, My alerts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Component as AlertsRoute } from '@/app/routes/alerts';
import { Component as ProductRoute } from '@/app/routes/product';
import { Component as WishlistRoute } from '@/app/routes/wishlist';
import { AccountMenu } from '@/features/account';
import { CompareListScreen } from '@/features/compare/CompareListScreen';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { getCatalogue } from '@mocks/data/catalogue';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { scenarioHandlers } from '@mocks/scenarios';
import { resetDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { renderRoute } from '../../../tests/helpers/render';
import { PENDING_ADDRESSES_STORAGE_KEY } from '@/domain/addresses';
import { newVisit } from './watch-checks';
import { addWatch, readWatches, WATCHES_STORAGE_KEY } from '@/domain/watch-list';

const product = (id: number) => getCatalogue().products.find((p) => p.id === id)!;
// Seeded: 2 costs $58.00 and is in stock; 19 (a wok) is out of stock and has no variants.
const PHONE = product(2);
const WOK = product(19);

const watchOf = (p: ReturnType<typeof product>) => ({
  productId: p.id,
  slug: p.slug,
  name: p.product_name,
  variant: null,
  variantName: null,
  price: p.price,
  stock: p.current_stock,
});

const renderBell = () => renderRoute(<NotificationBell active />, { route: '/', path: '*' });

beforeEach(() => {
  resetDemoShop();
  newVisit();
});
afterEach(() => localStorage.clear());

describe('Notify me', () => {
  it('stands where Add to Cart was on an out-of-stock product, and watches it for the guest', async () => {
    const { user } = renderRoute(<ProductRoute />, {
      route: `/product/${WOK.slug}`,
      path: '/product/:slug',
      name: 'product',
    });
    await screen.findByRole('heading', { level: 1, name: WOK.product_name });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('We will tell you when it is back in stock.')).toBeInTheDocument();
    expect(readWatches('guest').watches).toMatchObject([{ productId: WOK.id, reason: 'stock', stock: 0 }]);

    await user.click(screen.getByRole('button', { name: 'Cancel alert' }));
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(readWatches('guest').watches).toEqual([]);
  });
});

describe('Price drops', () => {
  it('the compare list shows "Price dropped by" against the price the product had when it was saved', async () => {
    await fetch(`/home/add-to-compare/${PHONE.id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const first = renderRoute(<CompareListScreen />, { route: '/compare-list', path: '/compare-list' });
    await screen.findByRole('table', { name: 'Compared products' });
    expect(screen.queryByText(/Price dropped by/)).not.toBeInTheDocument();
    first.unmount();

    server.use(...scenarioHandlers('price-drop'));
    renderRoute(<CompareListScreen />, { route: '/compare-list', path: '/compare-list' });
    expect(await screen.findByText('Price dropped by $11.60')).toBeInTheDocument();
  });

  it('the wishlist shows "Price dropped by" for a product that costs less than when it was saved', async () => {
    await signInDemoCustomer();
    const first = renderAccountRoute(<WishlistRoute />, { route: '/user/wishlist', name: 'wishlist' });
    const list = await screen.findByRole('list', { name: 'Wishlist' }, { timeout: 5000 });
    const count = within(list).getAllByRole('listitem').length;
    expect(screen.queryByText(/Price dropped by/)).not.toBeInTheDocument();
    first.unmount();

    server.use(...scenarioHandlers('price-drop'));
    renderAccountRoute(<WishlistRoute />, { route: '/user/wishlist', name: 'wishlist' });
    await screen.findByRole('list', { name: 'Wishlist' }, { timeout: 5000 });
    expect(await screen.findAllByText(/^Price dropped by \$\d+\.\d\d$/)).toHaveLength(count);
  });

  it('the bell tells a guest of each drop once, also on the next visit', async () => {
    addWatch('guest', watchOf(PHONE), 'saved');
    newVisit();
    server.use(...scenarioHandlers('price-drop'));
    const first = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, Unread: 1' }, { timeout: 5000 });
    const { user } = first;
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const alerts = within(dialog).getByRole('list', { name: 'Price and stock alerts' });
    expect(
      within(alerts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`${PHONE.product_name}: price dropped by $11.60`]);
    first.unmount();

    // The next visit re-checks again (a day later): the same drop is not announced a second time.
    newVisit();
    const later = Date.now() + 25 * 60 * 60 * 1000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      renderBell();
      await screen.findByRole('button', { name: 'Notifications' }, { timeout: 5000 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(readWatches('guest').watches[0]!.checkedAt).toBe(later);
      expect(readWatches('guest').notices).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    } finally {
      Date.now = realNow;
    }
  });
});

describe('Back in stock', () => {
  it('on the next visit a toast and the bell say a watched product is back', async () => {
    addWatch('guest', watchOf(WOK), 'stock');
    newVisit();
    server.use(...scenarioHandlers('back-in-stock'));
    renderBell();
    expect(
      await screen.findByText(`${WOK.product_name} is back in stock`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, Unread: 1' })).toBeInTheDocument();
  });

  it('says nothing while the product is still out of stock', async () => {
    addWatch('guest', watchOf(WOK), 'stock');
    newVisit();
    renderBell();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(readWatches('guest').watches[0]!.checkedAt).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('a watch saved during this visit waits for the next one, even when the check starts after the tap', async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5))); // the visit has begun
    addWatch('guest', watchOf(WOK), 'stock'); // tapped before the bell's idle work began
    renderBell();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(readWatches('guest').watches[0]!.checkedAt).toBeNull();

    newVisit();
    server.use(...scenarioHandlers('back-in-stock'));
    renderBell();
    expect(
      await screen.findByText(`${WOK.product_name} is back in stock`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('Signing out', () => {
  it('forgets the shopper’s watches with the other personal data, the bell or not', async () => {
    await signInDemoCustomer();
    addWatch(`user:${DEMO_CUSTOMER_ID}`, watchOf(WOK), 'stock');
    // An address a guest order left waiting for an account (issue 38 §6) goes the same way.
    localStorage.setItem(PENDING_ADDRESSES_STORAGE_KEY, '[]');
    const { user } = renderAccountRoute(<AccountMenu />, { route: '/', name: 'home' });
    // The signed-in menu loads lazily; a disabled look-alike holds its place until then.
    await screen.findByRole('button', { name: 'Demo Customer' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Demo Customer' })).toBeEnabled(), {
      timeout: 10_000,
    });
    await user.click(screen.getByRole('button', { name: 'Demo Customer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { name: 'Page /login' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(WATCHES_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_ADDRESSES_STORAGE_KEY)).toBeNull();
  });

  it('forgets what the previous shopper watched', async () => {
    addWatch('user:7', watchOf(WOK), 'stock');
    renderBell(); // a guest now: the shopper behind the session changed
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(localStorage.getItem(WATCHES_STORAGE_KEY)).toBeNull();
  });
});

describe('My alerts', () => {
  it('is in the account navigation, beside the other account pages, for a signed-in shopper', async () => {
    await signInDemoCustomer();
    renderAccountRoute(<AlertsRoute />, { route: '/user/alerts', name: 'alerts' });
    const navigation = await screen.findByRole('navigation', { name: 'My Account' }, { timeout: 5000 });
    const links = within(navigation).getAllByRole('link');
    const alerts = within(navigation).getByRole('link', { name: 'My alerts' });
    expect(alerts).toHaveAttribute('href', '/user/alerts');
    expect(alerts).toHaveAttribute('aria-current', 'page');
    const names = links.map((link) => link.textContent);
    expect(names[names.indexOf('Wishlist') + 1]).toBe('My alerts');
  });

  it('lists the watches and cancels them; none left shows the way to products', async () => {
    addWatch('guest', watchOf(WOK), 'stock');
    const { user } = renderRoute(<AlertsRoute />, {
      route: '/user/alerts',
      path: '/user/alerts',
      name: 'alerts',
    });
    const list = await screen.findByRole('list', { name: 'My alerts' });
    expect(within(list).getByRole('link', { name: WOK.product_name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Cancel alert: ${WOK.product_name}` }));
    expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });
});
