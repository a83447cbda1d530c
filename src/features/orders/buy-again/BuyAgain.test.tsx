import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getCatalogue } from '@mocks/data/catalogue';
import { getDemoShop, resetDemoShop } from '@mocks/state/store';
import type { Product } from '@mocks/domain/types';
import { addToCart, getCart } from '@/api-generated/endpoints/cart/cart';
import { server } from '../../../../mocks/node';
import { renderRoute } from '../../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../../tests/helpers/start-data';
import { orderTheCart, signInDemoCustomer } from '../../../../tests/helpers/demo-orders';
import { isPlainProduct } from '../../../../tests/helpers/demo-products';
import { OrderDetailsScreen } from '../OrderDetailsScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

/** Three plain products of one shop (one order), plenty in stock. */
function threeOfOneShop(): [Product, Product, Product] {
  const plain = getCatalogue().products.filter(
    (p) => isPlainProduct(p) && p.cash_on_delivery && p.minimum_order_quantity === 1 && p.current_stock >= 20,
  );
  const bySeller = new Map<number, Product[]>();
  for (const p of plain) bySeller.set(p.user_id, [...(bySeller.get(p.user_id) ?? []), p]);
  const trio = [...bySeller.values()].find((list) => list.length >= 3)!;
  return [trio[0]!, trio[1]!, trio[2]!];
}

/** The demo customer orders 3 × a, 1 × b and 2 × c, cash on delivery; the cart is empty afterwards. */
async function orderThree() {
  await signInDemoCustomer();
  const [a, b, c] = threeOfOneShop();
  await addToCart({ id: a.id, quantity: 3 });
  await addToCart({ id: b.id, quantity: 1 });
  const { carts } = await addToCart({ id: c.id, quantity: 2 });
  const order = await orderTheCart(carts[0]!.trx_id);
  expect((await getCart()).carts).toHaveLength(0);
  return { order, a, b, c };
}

const renderDetails = (code: string) =>
  renderRoute(<OrderDetailsScreen code={code} />, {
    route: `/get-invoice/${code}`,
    path: '/get-invoice/:orderCode',
    startData: startDataFixture({ user: signedInUser }),
  });

describe('Buy again (order details)', () => {
  it('puts every line that can be bought in the cart, clamped to stock, and lists the rest with the reason', async () => {
    const { order, a, b, c } = await orderThree();
    // Since the order: only 2 of a are left, and b has left the shop.
    getDemoShop().update((state) => {
      state.stock.products[String(a.id)] = 2;
    });
    server.use(
      http.get('*/home/product-details/:slug', ({ params }) =>
        params.slug === b.slug ? HttpResponse.json({ error: 'Product not found' }) : undefined,
      ),
    );
    const { user } = renderDetails(order.code);

    await user.click(await screen.findByRole('button', { name: `Buy again ${order.code}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Buy again · ${order.code}` }));
    expect(dialog.getByText('Some products could not be added to your cart.')).toBeInTheDocument();
    const added = within(dialog.getByRole('list', { name: 'Added to cart' }));
    expect(added.getByText(a.product_name)).toBeInTheDocument();
    expect(added.getByText('Quantity: 2 (only 2 left of the 3 ordered)')).toBeInTheDocument();
    expect(added.getByText(c.product_name)).toBeInTheDocument();
    expect(added.getByText('Quantity: 2')).toBeInTheDocument();
    const missed = within(dialog.getByRole('list', { name: 'Not added' }));
    expect(missed.getByText(b.product_name)).toBeInTheDocument();
    expect(missed.getByText('This product is no longer sold')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');

    const { carts } = await getCart();
    expect(carts.map((line) => [line.product_slug, line.quantity]).sort()).toEqual(
      [
        [a.slug, 2],
        [c.slug, 2],
      ].sort(),
    );
  });

  it('names the lines the shop refused and leaves the cart as it was', async () => {
    const { order, a, b, c } = await orderThree();
    server.use(
      http.post('*/user/addToCart', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    const { user, toasts } = renderDetails(order.code);

    await user.click(await screen.findByRole('button', { name: `Buy again ${order.code}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Nothing from this order could be added to your cart.')).toBeInTheDocument();
    const missed = within(dialog.getByRole('list', { name: 'Not added' }));
    for (const product of [a, b, c]) expect(missed.getByText(product.product_name)).toBeInTheDocument();
    expect(dialog.queryByRole('list', { name: 'Added to cart' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
    // The dialog words the failures: no toast per line on top of it.
    expect(toasts).toEqual([]);
    server.resetHandlers();
    await waitFor(async () => expect((await getCart()).carts).toHaveLength(0));
  });
});
