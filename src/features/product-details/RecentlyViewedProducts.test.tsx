// The product page's "Recently Viewed" row against the demo shop: each product view's answer is the list the next
// page shows, so the product seen before is there without a reload; the product on screen never is.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Component as ProductRoute } from '@/app/routes/product';
import { getCatalogue } from '@mocks/data/catalogue';
import type { Product } from '@mocks/domain/types';
import { getDemoShop, resetDemoShop } from '@mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';

const published = () => getCatalogue().products.filter((p) => p.status === 'published');

function renderProduct(product: Product, recentViewed: 0 | 1 = 1) {
  return renderRoute(<ProductRoute />, {
    route: `/product/${product.slug}`,
    path: '/product/:slug',
    name: 'product',
    startData: startDataFixture({ settings_data: { recent_viewed: recentViewed } }),
  });
}

const title = (product: Product) =>
  screen.findByRole('heading', { level: 1, name: product.product_name }, { timeout: 3000 });

/** The page has recorded its view (the view is sent once the page is idle): the row's wait is over. */
const viewRecorded = () =>
  waitFor(
    () =>
      expect(
        screen.queryByRole('status', { name: 'Loading recently viewed products' }),
      ).not.toBeInTheDocument(),
    { timeout: 3000 },
  );

/** The shop has recorded the view of `product` (the page sends it once idle; its answer then lands in the list). */
const shopRecorded = (product: Product) =>
  waitFor(() => expect(getDemoShop().state.viewedProducts[0]).toBe(product.id), { timeout: 3000 });

const rowNames = async () => {
  const row = await screen.findByRole('list', { name: 'Recently Viewed' }, { timeout: 3000 });
  return within(row)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

beforeEach(() => {
  sessionStorage.clear();
  resetDemoShop();
});

describe('Product page: recently viewed', () => {
  it('shows the product viewed before on the next product page, without a reload, and never the one on screen', async () => {
    const [first, second, third] = published();
    const { router } = renderProduct(first!);
    await title(first!);
    // Nothing else viewed yet: the row waits for the list, then has nothing to show but this product.
    expect(
      await screen.findByRole('status', { name: 'Loading recently viewed products' }),
    ).toBeInTheDocument();
    await viewRecorded();
    expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument();

    await act(() => router.navigate(`/product/${second!.slug}`));
    await title(second!);
    expect(await rowNames()).toEqual([first!.product_name]);
    const link = within(screen.getByRole('list', { name: 'Recently Viewed' })).getByRole('link');
    expect(link).toHaveAttribute('href', `/product/${first!.slug}`);
    await shopRecorded(second!);

    await act(() => router.navigate(`/product/${third!.slug}`));
    await title(third!);
    await waitFor(async () => expect(await rowNames()).toEqual([second!.product_name, first!.product_name]));
  });

  it('shows no row when the shop switched recently viewed off', async () => {
    const [first, second] = published();
    const { router } = renderProduct(first!, 0);
    await title(first!);
    await shopRecorded(first!);
    await act(() => router.navigate(`/product/${second!.slug}`));
    await title(second!);
    // The sections under the purchase panel come a frame after the product's first screen (everyScreen).
    expect(await screen.findByRole('heading', { level: 2, name: 'Related products' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Loading recently viewed products' }),
    ).not.toBeInTheDocument();
  });
});
