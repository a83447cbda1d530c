// One click, one add (quality-bar R8), against the demo shop: the shopper's intent reaches the server once even
// when the button is clicked twice before React re-renders, and a retry after a lost answer is the same add.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDemoShop } from '@mocks/state/store';
import { CartLink } from '@/features/cart';
import { Component as CartRoute } from './cart';
import { Component as ProductRoute } from './product';
import { server } from '../../../mocks/node';
import { buyableProducts } from '../../../tests/helpers/demo-products';
import { renderRoute } from '../../../tests/helpers/render';

const [product] = buyableProducts(1);
if (!product) throw new Error('the demo catalogue has no buyable product');

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const openProduct = () =>
  renderRoute(
    <>
      <CartLink />
      <ProductRoute />
    </>,
    { route: `/product/${product.slug}`, path: '/product/:slug', name: 'product' },
  );

/** The cart page, as the shopper opens it next: the quantity of the product's line. */
const quantityOnCartPage = async (): Promise<string | null> => {
  const page = renderRoute(<CartRoute />, { route: '/cart', path: '/cart', name: 'cart' });
  const stepper = await screen.findByRole('spinbutton', { name: `Quantity, ${product.product_name}` });
  const quantity = stepper.getAttribute('aria-valuenow');
  page.unmount();
  return quantity;
};

describe('Add to Cart, once per intent (R8)', () => {
  it('adds once when the button is clicked twice within one frame', async () => {
    // Counted where the requests leave: both clicks carry one key, so the demo shop would replay the second and
    // the cart alone could not tell one request from two (issue 35 §4).
    const adds: (string | null)[] = [];
    server.use(
      http.post('*/user/addToCart', ({ request }) => {
        adds.push(request.headers.get('Idempotency-Key'));
        return undefined;
      }),
    );
    const page = openProduct();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });

    // Both clicks run before React renders again: `isPending` is still false for the second.
    act(() => {
      add.click();
      add.click();
    });

    expect(await screen.findByRole('button', { name: 'Added to cart' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart: 1 item' })).toBeInTheDocument();
    expect(adds).toHaveLength(1);
    page.unmount();
    expect(await quantityOnCartPage()).toBe('1');
  });

  it('retries an add whose answer was lost with the same Idempotency-Key; the next add is a new one', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/user/addToCart', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first answer never arrives; the later ones go on to the demo shop.
        return keys.length === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const { user } = openProduct();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Cart: 0 items' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Cart: 1 item' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Add(ed)? to cart/i }));
    expect(await screen.findByRole('button', { name: 'Cart: 2 items' })).toBeInTheDocument();

    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
