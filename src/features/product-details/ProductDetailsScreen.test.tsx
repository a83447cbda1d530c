import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { getGetCartQueryOptions } from '@/api-generated/endpoints/cart/cart';
import { getAddToCartMockHandler } from '@/api-generated/endpoints/cart/cart.msw';
import {
  getFindProductVariantMockHandler,
  getGetProductDetailsMockHandler,
  getRecordProductViewMockHandler,
} from '@/api-generated/endpoints/product/product.msw';
import { getGetProductReviewsMockHandler } from '@/api-generated/endpoints/reviews/reviews.msw';
import type { GetProductDetailsResponse } from '@/api-generated/model';
import { Component as ProductRoute } from '@/app/routes/product';
import { server } from '../../../mocks/node';
import { cartWith, productDetails, reviewsPage, stockRow } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute, type RenderRouteOptions } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { ADDED_TO_CART_FLAG_MS } from './index';

/** Stands in for the header's cart count: reads the cart query the add writes to. */
function CartCount() {
  const { data } = useQuery(getGetCartQueryOptions({ query: { enabled: false } }));
  const count = data?.carts.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return <p>{`Cart: ${count} items`}</p>;
}

/** Red-M and Black-XL exist; Red-XL is sold out. Each lookup's colour and values are noted in `asked`. */
const variantHandler = (asked: string[] = []) =>
  getFindProductVariantMockHandler(async ({ request }) => {
    const body = (await request.json()) as { color_id: number | null; attribute_ids: number[] };
    const key = [body.color_id, ...body.attribute_ids].join('-');
    asked.push(key);
    if (key === '8-9' || key === '8-10')
      return {
        product_stock: stockRow({
          id: 302,
          variant_ids: key,
          name: 'Black',
          sku: 'SPK-BLK',
          current_stock: 3,
          price: 90,
          discount_percentage: 85,
        }),
        msg: 'Product Available of this Variant',
      };
    if (key === '7-9') return { product_stock: stockRow(), msg: 'Product Available of this Variant' };
    return { product_stock: '' as const, msg: 'Stock Out' };
  });

function renderProduct(
  details: GetProductDetailsResponse = productDetails(),
  options: RenderRouteOptions = {},
) {
  server.use(
    getGetProductDetailsMockHandler(details),
    getRecordProductViewMockHandler({ viewProduct: [] }),
    variantHandler(),
  );
  return renderRoute(
    <>
      <CartCount />
      <ProductRoute />
    </>,
    {
      route: '/product/bluetooth-speaker',
      path: '/product/:slug',
      name: 'product',
      title: 'Product Details',
      ...options,
    },
  );
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('Product details', () => {
  it('shows the product with its category, price, stock, SKU and the minimum quantity', async () => {
    renderProduct();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Audio' })).toHaveAttribute('href', '/category/audio');
    expect(screen.getByText('$75.00')).toBeInTheDocument();
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByText('$5.00 OFF')).toBeInTheDocument();
    expect(screen.getByText('5 in stock')).toBeInTheDocument();
    expect(screen.getByText('SKU: SPK-RED-M')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Offer ends in' })).toBeInTheDocument();
    expect(quantity()).toHaveValue('2');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
  });

  it('updates price, stock and SKU when another variant is chosen, and offers Notify me for a sold-out one', async () => {
    const { user } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(await screen.findByText('$85.00')).toBeInTheDocument();
    expect(screen.getByText('$90.00')).toBeInTheDocument();
    expect(screen.getByText('3 in stock')).toBeInTheDocument();
    expect(screen.getByText('SKU: SPK-BLK')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    expect(await screen.findByText('Stock Out')).toBeInTheDocument();
    // A sold-out variant cannot be bought: "Notify me" watches it instead (issue 38 §1).
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN/);
  });

  it('looks up only the last of choices made in quick succession, and shows its price', async () => {
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    const asked: string[] = [];
    server.use(variantHandler(asked));

    // Two taps before the first tap's frame is painted: the first choice is superseded before its request is sent.
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'Black' })));
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    act(() => fireEvent.click(screen.getByRole('radio', { name: 'XL' })));
    expect(await screen.findByText('SKU: SPK-BLK')).toBeInTheDocument();
    expect(screen.getByText('$85.00')).toBeInTheDocument();
    expect(asked).toEqual(['8-10']); // Black and XL; Black with M was never asked for
  });

  it('adds nothing when Add to Cart is tapped before a new choice has been looked up', async () => {
    const added: unknown[] = [];
    server.use(
      http.post('*/user/addToCart', async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(cartWith(productDetails().product, 2));
      }),
    );
    const { user } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    // The tap on the button comes in the frame before the choice's busy state holds it: the red variant's price
    // and stock are still shown, and adding them under the black colour would add the wrong thing.
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    });
    expect(await screen.findByText('SKU: SPK-BLK')).toBeInTheDocument();
    expect(added).toEqual([]);
    expect(screen.getByText('Cart: 0 items')).toBeInTheDocument();

    // Once the black variant is known, the add goes out with it.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ color_id: 8, variants_ids: '8-9' });
  });

  it('keeps the quantity between the minimum order and the stock, and says why', async () => {
    const { user } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity()).toHaveValue('2');
    expect(screen.getByText('Please order minimum of 2')).toBeInTheDocument();

    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity()).toHaveValue('5');
    expect(screen.getByText('Only 5 items available')).toBeInTheDocument();
  });

  it('adds to the cart, updates the cart count, and shows "Added to cart" for exactly 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(getAddToCartMockHandler(cartWith(productDetails().product, 3)));
    const { user } = renderProduct(undefined, { user: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('button', { name: 'Added to cart' })).toBeInTheDocument();
    expect(screen.getByText('Cart: 3 items')).toBeInTheDocument();
    expect(quantity()).toHaveValue('2');

    act(() => vi.advanceTimersByTime(ADDED_TO_CART_FLAG_MS - 50));
    expect(screen.getByRole('button', { name: 'Added to cart' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('button', { name: 'Added to cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('keeps the chosen variant and quantity when the shop refuses the add, and says why', async () => {
    server.use(http.post('*/user/addToCart', () => HttpResponse.json({ error: 'Product is out of stock' })));
    const { user, toasts } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await screen.findByText('3 in stock');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Product is out of stock')).toBeInTheDocument();
    expect(toasts.map((t) => t.message)).toEqual(['Product is out of stock']);
    expect(quantity()).toHaveValue('3');
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Added to cart' })).not.toBeInTheDocument();
  });

  it('"Buy Now" adds to the cart and goes to checkout', async () => {
    server.use(getAddToCartMockHandler(cartWith(productDetails().product, 2)));
    const { user } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'Page /checkout' })).toBeInTheDocument();
  });

  it('shows the reviews in their own section below the product', async () => {
    server.use(getGetProductReviewsMockHandler(reviewsPage()));
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    // The sections under the purchase panel come a frame after the product's first screen.
    const section = await screen.findByRole('region', { name: 'Ratings & Reviews' });
    expect(await within(section).findByRole('heading', { name: 'Great sound' })).toBeInTheDocument();
  });

  it('writes the backend\'s dates ("03 Jan 2025") in the shopper\'s language', async () => {
    server.use(getGetProductReviewsMockHandler(reviewsPage()));
    renderProduct();
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(within(seller).getByText('Member since Jan 3, 2025')).toBeInTheDocument();
    const reviews = await screen.findByRole('region', { name: 'Ratings & Reviews' });
    expect(await within(reviews).findByText('Nov 19, 2026')).toBeInTheDocument();
  });

  it('writes those dates with French month names in French', async () => {
    const french = { ...startDataFixture().active_language, id: 2, name: 'Français', locale: 'fr' };
    server.use(getGetProductReviewsMockHandler(reviewsPage()));
    renderProduct(productDetails(), {
      startData: startDataFixture({
        languages: [french],
        active_language: french,
        lang_keywords: { Seller: 'Vendeur', 'Member since {date}': 'Membre depuis {date}' },
      }),
    });
    const seller = await screen.findByRole('region', { name: 'Vendeur' });
    expect(within(seller).getByText('Membre depuis 3 janv. 2025')).toBeInTheDocument();
    expect(await screen.findByText('19 nov. 2026')).toBeInTheDocument();
  });

  it('keeps the page when the reviews fail, with a retry in the reviews section', async () => {
    server.use(http.get('*/home/product-reviews/:id', () => HttpResponse.json({}, { status: 500 })));
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });

    // The sections under the purchase panel come a frame after the product's first screen.
    const section = await screen.findByRole('region', { name: 'Ratings & Reviews' });
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Reviews could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('records the view once the page is idle, and ignores a failure without bothering the shopper', async () => {
    const views: unknown[] = [];
    const { toasts } = renderProduct();
    server.use(
      http.post('*/home/product-view', async ({ request }) => {
        views.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Bluetooth Speaker' });
    await waitFor(() => expect(views).toHaveLength(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(views).toEqual([{ product_slug: expect.any(String) }]);
    expect(toasts).toEqual([]);
  });

  it('says the product was not found for an unknown slug, with a way home', async () => {
    server.use(
      http.get('*/home/product-details/:slug', () => HttpResponse.json({ error: 'Product not found' })),
    );
    renderRoute(<ProductRoute />, { route: '/product/nope', path: '/product/:slug', name: 'product' });

    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('treats an unpublished product as not found', async () => {
    renderProduct(productDetails({ status: 'pending' }));
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows an error with retry when the product breaks the contract, never "NaN"', async () => {
    const broken = productDetails({ price: null as unknown as number });
    renderProduct(broken);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The shop sent data we could not read')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN/);
    server.use(getGetProductDetailsMockHandler(productDetails()));
    await act(async () => within(alert).getByRole('button', { name: 'Try again' }).click());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Bluetooth Speaker' })).toBeInTheDocument(),
    );
  });

  it('shows a placeholder instead of the gallery when the product has no pictures', async () => {
    renderProduct(productDetails({ gallery: { large: [], small: [] } }));
    expect(await screen.findByRole('img', { name: 'No picture of this product yet' })).toBeInTheDocument();
  });
});
