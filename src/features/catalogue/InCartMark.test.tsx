// Issue 38 §3: a listing's product cards say "In cart (n)" for what the cart already holds (every variant's
// lines of the product), and follow the cart as it changes.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getAddToCartMockHandler } from '@/api-generated/endpoints/cart/cart.msw';
import { server } from '../../../mocks/node';
import { cartWith, earbuds, headphones, productCard } from '../../../tests/helpers/catalogue-fixtures';
import { cartLine } from '../../../tests/helpers/cart-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { ProductGrid } from './components/ProductGrid';

const lamp = productCard({ id: 45, slug: 'desk-lamp', product_name: 'Desk Lamp' });
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

function renderGrid(carts = [] as ReturnType<typeof cartLine>[]) {
  return renderRoute(
    <ProductGrid products={[earbuds, lamp, headphones]} updating={false} label="Products" />,
    {
      route: '/products',
      path: '/products',
      name: 'products',
      startData: startDataFixture({ carts }),
    },
  );
}

describe('in-cart marks on product cards', () => {
  it('counts the product’s lines over its variants, and marks nothing else', async () => {
    renderGrid([
      cartLine({ id: 1, product_slug: 'wireless-earbuds-pro', variant: 'Black', quantity: 2 }),
      cartLine({ id: 2, product_slug: 'wireless-earbuds-pro', variant: 'White', quantity: 1 }),
      cartLine({ id: 3, product_slug: 'something-else', quantity: 4 }),
    ]);

    expect(await within(card('Wireless Earbuds Pro')).findByText('In cart (3)')).toBeInTheDocument();
    expect(within(card('Desk Lamp')).queryByText(/^In cart/)).not.toBeInTheDocument();
    expect(within(card('Studio Headphones')).queryByText(/^In cart/)).not.toBeInTheDocument();
  });

  it('follows the cart: a product added from the listing is marked at once', async () => {
    server.use(getAddToCartMockHandler(cartWith(lamp, 2)));
    const { user } = renderGrid();

    await screen.findByRole('heading', { name: 'Desk Lamp' });
    expect(within(card('Desk Lamp')).queryByText(/^In cart/)).not.toBeInTheDocument();
    await user.click(within(card('Desk Lamp')).getByRole('button', { name: 'Add to Cart' }));

    expect(await within(card('Desk Lamp')).findByText('In cart (2)')).toBeInTheDocument();
  });
});
