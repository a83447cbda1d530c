import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { getGetViewedProductsMockHandler } from '@/api-generated/endpoints/start/start.msw';
import { server } from '../../../mocks/node';
import { recentlyViewedProducts } from '../../../tests/helpers/recently-viewed';
import { MobileMenu } from './MobileMenu';

describe('MobileMenu (the phone header’s sheet)', () => {
  it('holds the menu links, the category tree and the account links', async () => {
    const { user } = renderRoute(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    const mainMenu = within(sheet).getByRole('navigation', { name: 'Main menu' });
    expect(within(mainMenu).getByRole('link', { name: 'Daily Deals' })).toHaveAttribute(
      'href',
      '/daily-deals',
    );
    expect(within(sheet).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The tree comes from GET /sidebar/categories when the start data has none (the demo shop answers).
    const electronics = await within(sheet).findByRole('button', { name: 'Electronics' });
    await user.click(electronics);
    expect(within(sheet).getAllByRole('link', { name: 'Everything in this category' }).length).toBe(1);
    expect(within(sheet).getByRole('link', { name: 'All categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('lists the recently viewed products, one tap from the header (issue 38 §3)', async () => {
    server.use(getGetViewedProductsMockHandler({ viewed_products: recentlyViewedProducts().slice(0, 3) }));
    const { user, router } = renderRoute(<MobileMenu />, {
      startData: startDataFixture({ settings_data: { recent_viewed: 1 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    const viewed = await within(sheet).findByRole('list', { name: 'Recently Viewed' });
    expect(
      within(viewed)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bluetooth Speaker', 'Wireless Earbuds Pro', 'Studio Headphones']);
    await user.click(within(viewed).getByRole('link', { name: 'Wireless Earbuds Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/wireless-earbuds-pro'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('shows no recently viewed section when the owner switched it off', async () => {
    server.use(getGetViewedProductsMockHandler({ viewed_products: recentlyViewedProducts().slice(0, 3) }));
    const { user } = renderRoute(<MobileMenu />, {
      startData: startDataFixture({ settings_data: { recent_viewed: 0 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await within(sheet).findByRole('navigation', { name: 'Main menu' });
    expect(within(sheet).queryByRole('heading', { name: 'Recently Viewed' })).not.toBeInTheDocument();
  });

  it('closes when the shopper follows a link', async () => {
    const { user, router } = renderRoute(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })).getByRole('link', {
        name: 'Brands',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('holds the owner’s header menu, an entry with children as an expandable group, without switched-off modules', async () => {
    const { user, router } = renderRoute(<MobileMenu />, {
      startData: startDataFixture({
        settings_data: {
          seller_system: 0,
          header_menu: [
            { label: 'Home', url: '/' },
            {
              label: 'Shop',
              url: '/products',
              children: [
                { label: 'Daily Deals', url: '/daily-deals' },
                { label: 'Flash Sale', url: '/flash-sale' },
              ],
            },
            { label: 'Sellers', url: '/sellers' },
          ],
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    const mainMenu = within(sheet).getByRole('navigation', { name: 'Main menu' });
    expect(within(mainMenu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(mainMenu).queryByRole('link', { name: 'Sellers' })).not.toBeInTheDocument();
    expect(within(mainMenu).queryByRole('link', { name: 'All Products' })).not.toBeInTheDocument();
    const group = within(mainMenu).getByRole('button', { name: 'Shop' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainMenu).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
    await user.click(within(mainMenu).getByRole('link', { name: 'Flash Sale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flash-sale'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});
