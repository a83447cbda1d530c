import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/helpers/render';
import { phoneScreen } from '../../../tests/helpers/media-queries';
import {
  ownersHeaderMenu as ownersMenu,
  startDataFixture,
  type StartDataOverrides,
} from '../../../tests/helpers/start-data';
import { Header } from './Header';
import { HeaderPlaceholder } from './HeaderPlaceholder';

const shop = (settings_data: StartDataOverrides['settings_data'] = {}, add_ons: string[] = []) =>
  startDataFixture({ settings_data, add_ons });

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('Header menu strip', () => {
  it('shows the owner’s header menu, in the owner’s words, with a submenu for an entry with children', async () => {
    const { user, router } = renderRoute(<Header />, { startData: shop({ header_menu: ownersMenu }) });
    const menu = mainMenu();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Sellers' })).toHaveAttribute('href', '/sellers');
    expect(within(menu).getByRole('link', { name: 'Nos marques' })).toHaveAttribute('href', '/brands');
    // Our built-in quick links are not added to the owner's menu.
    expect(within(menu).queryByRole('link', { name: 'All Products' })).not.toBeInTheDocument();
    // A hostile address gives no link (and the entry, which leads nowhere, is left out).
    expect(within(menu).queryByText('Evil')).not.toBeInTheDocument();

    // Keyboard: the submenu opens from the button (once its menu's chunk is there) and its entries are menu items
    // that lead into the shop.
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Shop' })).toHaveAttribute('data-state', 'closed'),
    );
    const shopButton = within(menu).getByRole('button', { name: 'Shop' });
    expect(shopButton).toHaveAttribute('aria-haspopup', 'menu');
    expect(shopButton).toHaveAttribute('aria-expanded', 'false');
    shopButton.focus();
    await user.keyboard('{Enter}');
    const submenu = await screen.findByRole('menu', { name: 'Shop' });
    expect(shopButton).toHaveAttribute('aria-expanded', 'true');
    const items = within(submenu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Daily Deals', '/daily-deals'],
      ['Flash Sale', '/flash-sale'],
      ['Campaigns', '/campaigns'],
    ]);
    await user.click(within(submenu).getByRole('menuitem', { name: 'Flash Sale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/flash-sale'));
  });

  it('leaves out an entry to the sellers’ pages when the owner switched sellers off', () => {
    renderRoute(<Header />, { startData: shop({ header_menu: ownersMenu, seller_system: 0 }) });
    expect(within(mainMenu()).queryByRole('link', { name: 'Sellers' })).not.toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('falls back to the built-in quick links when the owner set no header menu, without Sellers when it is off', () => {
    const { unmount } = renderRoute(<Header />, { startData: shop({ header_menu: [] }) });
    expect(
      within(mainMenu())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All Products', '/products'],
      ['Daily Deals', '/daily-deals'],
      ['Flash Sale', '/flash-sale'],
      ['Campaigns', '/campaigns'],
      ['Brands', '/brands'],
      ['Sellers', '/sellers'],
      ['Blogs', '/blogs'],
    ]);
    unmount();

    renderRoute(<Header />, { startData: shop({ header_menu: [], seller_system: 0 }) });
    expect(within(mainMenu()).getByRole('link', { name: 'All Products' })).toBeInTheDocument();
    expect(within(mainMenu()).queryByRole('link', { name: 'Sellers' })).not.toBeInTheDocument();
  });

  it('translates the built-in quick links, and the owner’s labels the shop’s keywords have', () => {
    const lang_keywords = { 'All Products': 'Tous les produits', Home: 'Accueil' };
    const { unmount } = renderRoute(<Header />, {
      startData: startDataFixture({ lang_keywords, settings_data: { header_menu: [] } }),
    });
    expect(within(mainMenu()).getByRole('link', { name: 'Tous les produits' })).toBeInTheDocument();
    unmount();
    renderRoute(<Header />, {
      startData: startDataFixture({ lang_keywords, settings_data: { header_menu: ownersMenu } }),
    });
    // "Home" is a keyword of the shop's language; the others are shown as the owner wrote them.
    expect(within(mainMenu()).getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    expect(within(mainMenu()).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'Nos marques' })).toBeInTheDocument();
    expect(within(mainMenu()).getByRole('button', { name: 'Shop' })).toBeInTheDocument();
  });

  it('leaves out the owner’s link to video shopping when that add-on is off', () => {
    const menu = [
      { label: 'Live', url: '/video-shopping' },
      { label: 'Blogs', url: '/blogs' },
    ];
    const { unmount } = renderRoute(<Header />, {
      startData: shop({ header_menu: menu }, ['video_shopping']),
    });
    expect(within(mainMenu()).getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/video-shopping');
    unmount();
    renderRoute(<Header />, { startData: shop({ header_menu: menu }) });
    expect(within(mainMenu()).queryByRole('link', { name: 'Live' })).not.toBeInTheDocument();
  });
});

describe('Header on a phone', () => {
  it('mounts none of the desktop-only parts CSS hides there: the phone’s menu sheet has them', async () => {
    const phone = phoneScreen();
    try {
      renderRoute(<Header />, { startData: shop({ header_menu: ownersMenu }) });
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Shopping' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Shop' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /compare/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /wishlist/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });
});

describe('HeaderPlaceholder', () => {
  it('paints the words the header’s strip will show: the owner’s menu, without what is switched off', () => {
    const { container } = renderRoute(<HeaderPlaceholder />, {
      startData: shop({ header_menu: ownersMenu, seller_system: 0 }),
    });
    const words = [...container.querySelectorAll('.mf-shell-links li')].map((li) => li.textContent);
    expect(words).toEqual(['Home', 'Shop', 'Nos marques']);
  });

  it('paints our quick links when the owner set no header menu, without Sellers when it is off', () => {
    const { container } = renderRoute(<HeaderPlaceholder />, {
      startData: shop({ header_menu: [], seller_system: 0 }),
    });
    const words = [...container.querySelectorAll('.mf-shell-links li')].map((li) => li.textContent);
    expect(words).toEqual(['All Products', 'Daily Deals', 'Flash Sale', 'Campaigns', 'Brands', 'Blogs']);
  });

  it('paints exactly the entries the header shows, hostile, switched-off and emptied ones left out alike', async () => {
    const menu = [
      ...ownersMenu,
      { label: '  ', url: '/blogs' },
      { label: 'Other host', url: '//evil.example/' },
      { label: 'Mail us', url: 'mailto:help@shop.example' },
      { label: 'Partners', url: 'https://partners.example/' },
      { label: 'Shops', url: '#', children: [{ label: 'Green Grocer', url: '/shop/green-grocer' }] },
      { label: 'Live', url: '/video-shopping' },
      { label: 'Deals', url: '/sellers', children: [{ label: 'Daily Deals', url: '/daily-deals' }] },
    ];
    const startData = shop({ header_menu: menu, seller_system: 0 });
    const { unmount } = renderRoute(<Header />, { startData });
    const strip = mainMenu();
    await waitFor(() =>
      expect(within(strip).getByRole('button', { name: 'Deals' })).toHaveAttribute('data-state'),
    );
    const shown = [...strip.querySelectorAll('a, button')].map((entry) => entry.textContent);
    unmount();
    const { container } = renderRoute(<HeaderPlaceholder />, { startData });
    const painted = [...container.querySelectorAll('.mf-shell-links li')].map((li) => li.textContent);
    expect(shown).toEqual(['Home', 'Shop', 'Nos marques', 'Mail us', 'Partners', 'Deals']);
    expect(painted).toEqual(shown);
  });
});
