// Issue 38 §1: a product card says "Price dropped by X" for a watched product (wishlist, compare list, Notify me)
// whose card price is lower than when it was watched, in the active currency, beside the in-cart mark.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addWatch, WATCHES_STORAGE_KEY } from '@/domain/watch-list';
import { earbuds, headphones, productCard } from '../../../tests/helpers/catalogue-fixtures';
import { cartLine } from '../../../tests/helpers/cart-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture, type StartDataOverrides } from '../../../tests/helpers/start-data';
import { watchFixture } from '../../../tests/helpers/watch-fixtures';
import { ProductGrid } from './components/ProductGrid';

// Earbuds: $60, discounted to $54 on the card. Lamp: $35.
const lamp = productCard({ id: 45, slug: 'desk-lamp', product_name: 'Desk Lamp', price: 35 });
const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
const watch = (product: typeof earbuds, price: number, variant: string | null = null) =>
  addWatch(
    'guest',
    {
      ...watchFixture({ productId: product.id, slug: product.slug, name: product.product_name }),
      price,
      variant,
    },
    'saved',
  );

function renderGrid(startData: StartDataOverrides = {}) {
  return renderRoute(
    <ProductGrid products={[earbuds, lamp, headphones]} updating={false} label="Products" />,
    { route: '/products', path: '/products', name: 'products', startData: startDataFixture(startData) },
  );
}

afterEach(() => localStorage.removeItem(WATCHES_STORAGE_KEY));

describe('"Price dropped by" on product cards', () => {
  it('marks a watched product that costs less now than when it was watched, and nothing else', async () => {
    watch(earbuds, 66); // paid $54 now
    watch(lamp, 35); // the same price
    renderGrid();

    expect(
      await within(card('Wireless Earbuds Pro')).findByText('Price dropped by $12.00'),
    ).toBeInTheDocument();
    expect(within(card('Desk Lamp')).queryByText(/^Price dropped/)).not.toBeInTheDocument();
    expect(within(card('Studio Headphones')).queryByText(/^Price dropped/)).not.toBeInTheDocument();
  });

  it('says the drop in the shopper’s currency', async () => {
    watch(earbuds, 66);
    const dollar = startDataFixture().active_currency;
    const euro = { ...dollar, id: 2, name: 'Euro', symbol: '€', code: 'EUR', exchange_rate: 0.9 };
    renderGrid({ currencies: [dollar, euro], active_currency: euro });

    expect(
      await within(card('Wireless Earbuds Pro')).findByText('Price dropped by €10.80'),
    ).toBeInTheDocument();
  });

  it('shows beside the in-cart mark', async () => {
    watch(earbuds, 66);
    renderGrid({ carts: [cartLine({ id: 1, product_slug: 'wireless-earbuds-pro', quantity: 2 })] });

    const earbudsCard = card('Wireless Earbuds Pro');
    expect(await within(earbudsCard).findByText('Price dropped by $12.00')).toBeInTheDocument();
    expect(within(earbudsCard).getByText('In cart (2)')).toBeInTheDocument();
  });

  it('leaves a variant’s watch to the product page: the card’s price is the product’s', async () => {
    watch(lamp, 60, '1-101');
    watch(earbuds, 66); // the mark's part has loaded once this shows
    renderGrid();

    await within(card('Wireless Earbuds Pro')).findByText('Price dropped by $12.00');
    expect(within(card('Desk Lamp')).queryByText(/^Price dropped/)).not.toBeInTheDocument();
  });
});
