import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { BrandsScreen } from './BrandsScreen';
import { CategoriesScreen } from './CategoriesScreen';
import { SellersScreen } from './SellersScreen';

beforeEach(() => resetDemoShop());

const brand = (id: number) => ({ id, slug: `brand-${id}`, title: `Brand ${id}`, image_130x93: '' });
const brandPage = (page: number, ids: number[], lastPage = 2) => ({
  brands: {
    data: ids.map(brand),
    total: 5,
    count: ids.length,
    per_page: 3,
    current_page: page,
    total_pages: lastPage,
    last_page: lastPage,
    next_page_url: page < lastPage ? `http://localhost/home/brands?page=${page + 1}` : null,
    has_more_data: page < lastPage,
  },
});

describe('All Brands', () => {
  it('shows every brand of the demo shop, each leading to its products', async () => {
    renderRoute(<BrandsScreen />, { route: '/brands', path: '/brands', name: 'brands' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Brands' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Brands' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    expect(within(list).getByRole('link', { name: 'Northwind' })).toHaveAttribute('href', '/brand/northwind');
    expect(screen.getByText('Showing 30 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('appends the next page without repeating a brand that moved onto it', async () => {
    server.use(
      http.get('*/home/brands', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json(brandPage(2, [3, 4, 5]))
          : HttpResponse.json(brandPage(1, [1, 2, 3])),
      ),
    );
    const { user } = renderRoute(<BrandsScreen />, { route: '/brands', path: '/brands', name: 'brands' });
    const list = await screen.findByRole('list', { name: 'Brands' });
    expect(screen.getByText('Showing 3 of 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await screen.findByText('Showing 5 of 5');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Brand 1', 'Brand 2', 'Brand 3', 'Brand 4', 'Brand 5']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the brands shown when the next page fails, and loads it on retry', async () => {
    let failNext = true;
    server.use(
      http.get('*/home/brands', ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2')
          return HttpResponse.json(brandPage(1, [1, 2, 3]));
        if (failNext) {
          failNext = false;
          return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
        }
        return HttpResponse.json(brandPage(2, [4, 5]));
      }),
    );
    const { user } = renderRoute(<BrandsScreen />, { route: '/brands', path: '/brands', name: 'brands' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    await screen.findByRole('heading', { name: 'The next page could not be loaded' });
    expect(screen.getAllByRole('link', { name: /Brand \d/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 5 of 5');
  });

  it('says so when the brands cannot be loaded', async () => {
    server.use(
      http.get('*/home/brands', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    renderRoute(<BrandsScreen />, { route: '/brands', path: '/brands', name: 'brands' });
    expect(await screen.findByRole('heading', { name: 'We could not load the brands' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('All Sellers', () => {
  const renderSellers = (route = '/sellers') =>
    renderRoute(<SellersScreen />, { route, path: '/sellers', name: 'sellers' });
  const shopNames = () =>
    within(screen.getByRole('list', { name: 'Shops' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);

  it('lists the shops twelve at a time and loads the rest', async () => {
    const { user } = renderSellers();
    expect(screen.getByRole('heading', { level: 1, name: 'All Sellers' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Shops' });
    expect(shopNames()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'MacGyver Store' })).toHaveAttribute(
      'href',
      '/shop/macgyver-store',
    );
    expect(screen.getByText('Showing 12 of 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await screen.findByText('Showing 20 of 20');
    expect(new Set(shopNames()).size).toBe(20);
  });

  it('still shows every loaded page after going to a shop and back', async () => {
    const { user, router } = renderSellers();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 20 of 20');

    await user.click(screen.getByRole('link', { name: 'MacGyver Store' }));
    await screen.findByRole('heading', { name: 'Page /shop/macgyver-store' });
    await act(() => router.navigate(-1));

    expect(await screen.findByText('Showing 20 of 20')).toBeInTheDocument();
    expect(shopNames()).toHaveLength(20);
  });

  it('sorts the shops and keeps the order in the URL', async () => {
    const { user, router } = renderSellers();
    await screen.findByRole('list', { name: 'Shops' });
    const newestFirst = shopNames();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Oldest' }));

    await waitFor(() => expect(shopNames()[0]).not.toBe(newestFirst[0]));
    expect(router.state.location.search).toBe('?sort=oldest');
  });

  it('finds a shop by name among every shop, not only the loaded page', async () => {
    const { user } = renderSellers();
    await screen.findByRole('list', { name: 'Shops' });
    expect(screen.queryByRole('link', { name: 'Wunsch Traders' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search shops by name' }), 'gallery');

    await waitFor(() =>
      expect(shopNames()).toEqual(expect.arrayContaining(['Swaniawski Gallery', 'Conn Gallery'])),
    );
    expect(shopNames().every((name) => name?.toLowerCase().includes('gallery'))).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search shops by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search shops by name' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No shop matches “zzz”' })).toBeInTheDocument();
  });

  it('restores a search from the URL', async () => {
    renderSellers('/sellers?q=outlet');
    await screen.findByRole('list', { name: 'Shops' });
    expect(screen.getByRole('searchbox', { name: 'Search shops by name' })).toHaveValue('outlet');
    expect(shopNames()).toEqual(expect.arrayContaining(['Hayes Outlet', 'Willms Outlet']));
  });
});

describe('All Category', () => {
  it('shows the three levels of categories with pictures and links', async () => {
    renderRoute(<CategoriesScreen />, { route: '/categories', path: '/categories', name: 'categories' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Category' })).toBeInTheDocument();
    const electronics = await screen.findByRole('region', { name: 'Electronics' });
    expect(within(electronics).getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/category/electronics',
    );
    const phones = within(electronics).getByRole('link', { name: 'Mobile Phones' });
    expect(phones).toHaveAttribute('href', '/category/mobile-phones');
    expect(phones.querySelector('img')).toBeInTheDocument();
    const third = await within(electronics).findByRole('list', { name: 'In Mobile Phones' });
    expect(within(third).getByRole('link', { name: 'Smartphones' })).toHaveAttribute(
      'href',
      '/category/smartphones',
    );
  });

  it('still shows two levels when the menu tree fails', async () => {
    server.use(
      http.get('*/sidebar/categories', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    renderRoute(<CategoriesScreen />, { route: '/categories', path: '/categories', name: 'categories' });
    const electronics = await screen.findByRole('region', { name: 'Electronics' });
    expect(within(electronics).getByRole('link', { name: 'Mobile Phones' })).toBeInTheDocument();
  });

  it('says so when the categories cannot be loaded', async () => {
    server.use(
      http.get('*/home/categories', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    renderRoute(<CategoriesScreen />, { route: '/categories', path: '/categories', name: 'categories' });
    expect(
      await screen.findByRole('heading', { name: 'We could not load the categories' }),
    ).toBeInTheDocument();
  });
});
