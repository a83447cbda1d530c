// With the seller system off (settings `seller_system` 0) the shop sells as one: a product page names no seller,
// offers no way to a shop and shows no "More from" a shop (issue 34 §2).
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Component as ProductRoute } from '@/app/routes/product';
import { getCatalogue } from '@mocks/data/catalogue';
import type { Product } from '@mocks/domain/types';
import { resetDemoShop } from '@mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';

/** A product a seller's shop sells, with other products of that shop. */
const sellersProduct = (): Product =>
  getCatalogue().products.find(
    (p) => p.status === 'published' && p.user_id !== 1 && !p.is_catalog && !p.is_classified && !p.has_variant,
  )!;

function renderProduct(product: Product, sellerSystem: 0 | 1) {
  return renderRoute(<ProductRoute />, {
    route: `/product/${product.slug}`,
    path: '/product/:slug',
    name: 'product',
    startData: startDataFixture({ settings_data: { seller_system: sellerSystem } }),
  });
}

beforeEach(() => resetDemoShop());

describe('Product page: the seller system switch', () => {
  it('shows who sells it and their other products when the seller system is on', async () => {
    const product = sellersProduct();
    renderProduct(product, 1);
    await screen.findByRole('heading', { level: 1, name: product.product_name });

    expect(screen.getByRole('region', { name: 'Seller' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /^More from / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit Store' })).toBeInTheDocument();
  });

  it('names no seller and offers no way to a shop when the seller system is off', async () => {
    const product = sellersProduct();
    renderProduct(product, 0);
    await screen.findByRole('heading', { level: 1, name: product.product_name });
    await screen.findByRole('heading', { level: 2, name: 'Related products' });

    expect(screen.queryByRole('region', { name: 'Seller' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sold by')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^More from / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visit Store' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link'))
      expect(link).not.toHaveAttribute('href', expect.stringMatching(/^\/shop\//));
  });
});
