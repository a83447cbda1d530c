// Each kind of product as the demo shop seeds it: wholesale tiers, digital, external-link (catalogue),
// classified; the stock-visibility setting; and the seller's other products.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getGetProductDetailsMockHandler } from '@/api-generated/endpoints/product/product.msw';
import { Component as ProductRoute } from '@/app/routes/product';
import { getCatalogue } from '@mocks/data/catalogue';
import type { Product } from '@mocks/domain/types';
import { resetDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';

const seeded = (test: (p: Product) => boolean): Product =>
  getCatalogue().products.find((p) => p.status === 'published' && test(p))!;

function renderProduct(slug: string) {
  return renderRoute(<ProductRoute />, {
    route: `/product/${slug}`,
    path: '/product/:slug',
    name: 'product',
  });
}

const title = (product: Product) => screen.findByRole('heading', { level: 1, name: product.product_name });
const money = (amount: number) => `$${amount.toFixed(2)}`;

beforeEach(() => resetDemoShop());

describe('Product kinds', () => {
  it('wholesale: a table of quantity ranges, and the price of the tier the chosen quantity falls in', async () => {
    const product = seeded((p) => p.is_wholesale && p.current_stock >= 60 && p.special_discount === 0);
    const [low, high] = product.wholesale_prices;
    const { user } = renderProduct(product.slug);
    await title(product);

    const table = screen.getByRole('table', { name: 'Wholesale Price' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `1 – ${low!.min_qty - 1}${money(product.price)}`,
      `${low!.min_qty} – ${low!.max_qty}${money(low!.price)}`,
      `${high!.min_qty} – ${high!.max_qty}${money(high!.price)}`,
    ]);
    const current = () =>
      within(table)
        .getAllByRole('row')
        .find((row) => row.getAttribute('aria-current'));
    expect(current()).toHaveTextContent(money(product.price));

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, String(low!.min_qty));
    await user.tab();
    await waitFor(() => expect(current()).toHaveTextContent(money(low!.price)));
    expect(screen.getAllByText(money(low!.price)).length).toBeGreaterThanOrEqual(2);
  });

  it('digital: no stock count, no quantity, no shipping words; it is a download', async () => {
    const product = seeded((p) => p.is_digital && p.stock_visibility === 'visible_with_quantity');
    renderProduct(product.slug);
    await title(product);

    expect(screen.getByText('Digital Product')).toBeInTheDocument();
    expect(screen.getByText('Available to download from your orders once paid.')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.queryByText(/in stock/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Arrives/)).not.toBeInTheDocument();
    expect(screen.queryByText('Cash on Delivery available')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('external link: the buy button opens the seller’s site safely, and there is no cart button', async () => {
    const product = seeded((p) => p.is_catalog);
    renderProduct(product.slug);
    await title(product);

    const link = screen.getByRole('link', { name: 'Buy on the seller’s site' });
    expect(link).toHaveAttribute('href', product.external_link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('external link: an address that is not http(s) never becomes a link', async () => {
    server.use(
      getGetProductDetailsMockHandler(
        productDetails({ is_catalog: true, external_link: 'javascript:alert(document.cookie)' }),
      ),
    );
    renderProduct('bluetooth-speaker');
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    expect(screen.queryByRole('link', { name: 'Buy on the seller’s site' })).not.toBeInTheDocument();
    expect(screen.getByText('This product is sold on the seller’s own site.')).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).not.toBeInTheDocument();
  });

  it('classified: contact the seller (phone and e-mail as links) instead of adding to the cart', async () => {
    const product = seeded((p) => p.is_classified);
    renderProduct(product.slug);
    await title(product);

    const contact = screen.getByRole('region', { name: 'Contact the seller' });
    expect(within(contact).getByText(product.contact_info!.contact_name)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: product.contact_info!.email })).toHaveAttribute(
      'href',
      `mailto:${product.contact_info!.email}`,
    );
    expect(within(contact).getByRole('link', { name: product.contact_info!.phone_no })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('more from this seller: the same shop’s other products, with a way to the shop', async () => {
    const product = seeded((p) => p.user_id !== 1 && !p.is_catalog && !p.is_classified && !p.has_variant);
    renderProduct(product.slug);
    await title(product);

    const section = await screen.findByRole('region', { name: /^More from / });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    const sameShop = new Set(
      getCatalogue()
        .products.filter((p) => p.user_id === product.user_id)
        .map((p) => p.product_name),
    );
    for (const card of cards) {
      const name = within(card).getAllByRole('link')[0]!.textContent ?? '';
      expect([...sameShop].some((n) => name.includes(n))).toBe(true);
    }
    expect(within(section).queryByText(product.product_name)).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Visit Store' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shop\//),
    );
  });
});

describe('Stock visibility setting', () => {
  const withVisibility = (stock_visibility: 'hide_stock' | 'visible_with_quantity' | 'visible_with_text') =>
    productDetails({
      has_variant: 0,
      product_colors: [],
      attribute_values: [],
      product_stock: null,
      stock: [],
      current_stock: 7,
      stock_visibility,
    });

  it.each([
    ['visible_with_quantity', '7 in stock'],
    ['visible_with_text', 'In stock'],
  ] as const)('%s shows “%s”', async (visibility, text) => {
    server.use(getGetProductDetailsMockHandler(withVisibility(visibility)));
    renderProduct('bluetooth-speaker');
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    expect(screen.getByText(text)).toBeInTheDocument();
    if (visibility === 'visible_with_text')
      expect(screen.queryByText(/\d+ in stock/)).not.toBeInTheDocument();
  });

  it('hide_stock says nothing about stock', async () => {
    server.use(getGetProductDetailsMockHandler(withVisibility('hide_stock')));
    renderProduct('bluetooth-speaker');
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    expect(screen.queryByText(/in stock|stock out/i)).not.toBeInTheDocument();
  });

  it('out of stock shows “Stock Out” whatever the wording setting', async () => {
    server.use(
      getGetProductDetailsMockHandler(
        productDetails({
          ...withVisibility('visible_with_text').product,
          current_stock: 0,
        }),
      ),
    );
    renderProduct('bluetooth-speaker');
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    expect(screen.getByText('Stock Out')).toBeInTheDocument();
  });
});
