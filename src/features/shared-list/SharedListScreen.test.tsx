import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getCatalogue } from '@mocks/data/catalogue';
import { resetDemoShop } from '@mocks/state/store';
import { getCart } from '@/api-generated/endpoints/cart/cart';
import { SHARED_LIST_MAX, parseSharedList, sharedListHref } from '@/lib/products';
import { renderRoute } from '../../../tests/helpers/render';
import { buyableProducts } from '../../../tests/helpers/demo-products';
import { SharedListScreen } from './SharedListScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const renderShared = (href: string) =>
  renderRoute(<SharedListScreen />, { route: href, path: '/shared-list', name: 'sharedList' });

/** A published variant product with a variant in stock. */
function variantProduct() {
  const product = getCatalogue().products.find(
    (p) =>
      p.status === 'published' &&
      p.is_approved &&
      p.has_variant &&
      !p.is_digital &&
      !p.is_catalog &&
      !p.is_classified &&
      p.minimum_order_quantity === 1 &&
      p.stocks.some((s) => s.current_stock > 5),
  )!;
  return { product, stock: product.stocks.find((s) => s.current_stock > 5)! };
}

describe('a shared list (/shared-list)', () => {
  it('shows the products for a guest, names the unknown one, and adds all it can to the cart', async () => {
    const [plain] = buyableProducts(1);
    const { product: options, stock } = variantProduct();
    const { href } = sharedListHref('wishlist', [
      { slug: plain!.slug },
      { slug: 'no-such-product-anywhere' },
      { slug: options.slug, variant: stock.variant_ids },
    ]);
    const { user } = renderShared(href);

    expect(await screen.findByRole('heading', { level: 1, name: 'A shared wishlist' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Shared products' }));
    expect(await list.findByRole('link', { name: plain!.product_name })).toBeInTheDocument();
    expect(await list.findByText('This product is no longer available')).toBeInTheDocument();
    expect(await list.findByRole('link', { name: options.product_name })).toBeInTheDocument();

    const addAll = screen.getByRole('button', { name: 'Add all to cart' });
    await waitFor(() => expect(addAll).toBeEnabled());
    await user.click(addAll);
    await waitFor(() => expect(list.getAllByText('Added to cart')).toHaveLength(2));
    const { carts } = await getCart();
    expect(carts.map((line) => line.product_slug).sort()).toEqual([plain!.slug, options.slug].sort());
  });

  it('says a malformed link does not work instead of guessing', async () => {
    renderShared('/shared-list?list=evil&p=%3Cscript%3E');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add all to cart' })).not.toBeInTheDocument();
  });
});

describe('the shared list link', () => {
  it('keeps at most SHARED_LIST_MAX products, says how many were left out, and reads back what it wrote', () => {
    const many = Array.from({ length: SHARED_LIST_MAX + 5 }, (_, i) => ({ slug: `product-${i}` }));
    const { href, dropped } = sharedListHref('cart', [{ slug: 'mug', variant: 'Blue-Large' }, ...many]);
    expect(dropped).toBe(6);
    const parsed = parseSharedList(new URL(href, 'https://shop.test').searchParams);
    expect(parsed).toEqual({
      ok: true,
      kind: 'cart',
      truncated: false,
      items: [{ slug: 'mug', variant: 'Blue-Large' }, ...many.slice(0, SHARED_LIST_MAX - 1)],
    });
    expect(parseSharedList(new URLSearchParams('list=cart'))).toEqual({ ok: false });
    expect(parseSharedList(new URLSearchParams('list=cart&p=../etc'))).toEqual({ ok: false });
  });
});
