// Hand-written, deterministic cart bodies for the cart feature's tests and stories, plus a tiny stateful cart
// (deltas, removals) so a test can drive the real screen through several answers.
import { HttpResponse, http } from 'msw';
import {
  getDeleteCartLineMockHandler,
  getGetCartMockHandler,
  getUpdateCartLineMockHandler,
} from '@/api-generated/endpoints/cart/cart.msw';
import type { CartLine, CheckoutGroup, GetCartResponse } from '@/api-generated/model';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = overrides.id ?? 1;
  return {
    id,
    seller_id: 1,
    product_id: 100 + id,
    product_name: `Product ${id}`,
    product_slug: `product-${id}`,
    image_72x72: `/images/products/${id}/72x72.webp`,
    image_40x40: null,
    sku: null,
    variant: null,
    price: 10,
    discount: 0,
    quantity: 1,
    trx_id: 'TRX-TEST-1',
    shipping_cost: 0,
    tax: 0,
    current_stock: 10,
    min_quantity: 1,
    is_digital_product: 0,
    ...overrides,
  };
}

export function checkoutGroup(overrides: Partial<CheckoutGroup> & { seller_id: number }): CheckoutGroup {
  return {
    id: '',
    name: `Shop ${overrides.seller_id}`,
    image: null,
    code: '',
    is_applied: 0,
    discount: 0,
    shipping_cost: 0,
    tax: 0,
    ...overrides,
  };
}

export const earbudsLine = cartLine({
  id: 11,
  seller_id: 1,
  product_name: 'Wireless Earbuds Pro',
  product_slug: 'wireless-earbuds-pro',
  variant: 'Black',
  price: 60,
  discount: 6,
  quantity: 2,
  current_stock: 3,
  min_quantity: 1,
});

export const toteLine = cartLine({
  id: 12,
  seller_id: 5,
  product_name: 'Leather Tote',
  product_slug: 'leather-tote',
  price: 25,
  quantity: 2,
  current_stock: 8,
  min_quantity: 2,
});

export const ebookLine = cartLine({
  id: 13,
  seller_id: 5,
  product_name: 'Travel Guide (e-book)',
  product_slug: 'travel-guide-ebook',
  price: 9.5,
  quantity: 1,
  is_digital_product: 1,
});

/** Two sellers, 5 shipping per seller (flat rate), no tax: subtotal 179.50, discount 12, total 177.50. */
export function sampleCart(overrides: Partial<GetCartResponse> = {}): GetCartResponse {
  return {
    carts: [earbudsLine, toteLine, ebookLine],
    checkouts: {
      '1': checkoutGroup({ seller_id: 1, name: 'Marketfront', shipping_cost: 5 }),
      '5': checkoutGroup({ seller_id: 5, name: 'Doe Leather', shipping_cost: 5 }),
    },
    coupons: [],
    ...overrides,
  };
}

export const emptyCart: GetCartResponse = { carts: [], checkouts: [], coupons: [] };

/**
 * A cart the handlers below change like the backend does: `quantity` is a delta, staying within the minimum and
 * the stock; a step beyond the stock is refused with 200 `{ error }`.
 */
export function statefulCartHandlers(initial: GetCartResponse = sampleCart()) {
  let state: GetCartResponse = structuredClone(initial);
  const answer = (success?: string) => ({ ...state, ...(success ? { success } : {}) });
  return {
    get state() {
      return state;
    },
    handlers: [
      getGetCartMockHandler(() => answer()),
      http.post('*/cart/update', async ({ request }) => {
        const { id, quantity } = (await request.json()) as { id: number; quantity: number };
        if (quantity !== 1 && quantity !== -1)
          return HttpResponse.json({ error: 'quantity must be a delta' });
        const line = state.carts.find((l) => l.id === id);
        if (!line) return HttpResponse.json({ error: 'Cart line not found' });
        const next = line.quantity + quantity;
        if (next > line.current_stock) return HttpResponse.json({ error: 'Product is out of stock' });
        if (next >= line.min_quantity) {
          state = { ...state, carts: state.carts.map((l) => (l.id === id ? { ...l, quantity: next } : l)) };
        }
        return HttpResponse.json(answer('Cart updated'));
      }),
      getDeleteCartLineMockHandler(({ params }) => {
        state = { ...state, carts: state.carts.filter((l) => l.id !== Number(params.cartLineId)) };
        return answer('Product removed from cart');
      }),
    ],
  };
}

/** `GET /cart/list` answering with this cart (and `POST /cart/update` with the same cart, for stories). */
export const cartHandlers = (cart: GetCartResponse) => [
  getGetCartMockHandler(cart),
  getUpdateCartLineMockHandler(cart),
  getDeleteCartLineMockHandler(cart),
];
