// The quick view as the app composes it: the listing route with the shell's quick-view host, against the demo
// shop (its seeded catalogue is deterministic: the first page of all products holds the earbuds below).
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { getGetCartQueryOptions } from '@/api-generated/endpoints/cart/cart';
import { getGetProductDetailsMockHandler } from '@/api-generated/endpoints/product/product.msw';
import { QuickViewHost } from '@/app/layout/QuickViewHost';
import { Component as ListingRoute } from '@/app/routes/listing';
import { server } from '../../../mocks/node';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { ProductQuickView } from './index';

/** A demo-shop product with colours (Black, Blue, Brown) and no other attributes. */
const EARBUDS = { name: 'Verdant Nordic Wireless Earbuds', slug: 'verdant-nordic-wireless-earbuds-199' };

/** Stands in for the header's cart count (and names the variants): reads the cart query the add writes to. */
function CartCount() {
  const { data } = useQuery(getGetCartQueryOptions({ query: { enabled: false } }));
  const lines = data?.carts ?? [];
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return <p>{`Cart: ${count} items ${lines.map((line) => `(${line.variant ?? '-'})`).join('')}`.trim()}</p>;
}

function renderListing(route = '/products') {
  return renderRoute(
    <>
      <CartCount />
      <ListingRoute />
      <QuickViewHost />
    </>,
    { route, path: '/products', name: 'products', title: 'All Products' },
  );
}

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('Product quick view', () => {
  it('opens from a listing card, titled with the product, and puts the product into the URL', async () => {
    const { user, router } = renderListing('/products?sort=newest');
    const open = await screen.findByRole('button', { name: `Quick view: ${EARBUDS.name}` });

    await user.click(open);

    // The first opening loads two lazy modules (the dialog, then the product): cold, they take a while on a busy box.
    const dialog = await screen.findByRole('dialog', { name: EARBUDS.name }, { timeout: 5_000 });
    expect(router.state.location.search).toBe(`?sort=newest&product=${EARBUDS.slug}`);
    expect(within(dialog).getByRole('img', { name: EARBUDS.name })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Black' })).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `/product/${EARBUDS.slug}`,
    );
  });

  it('opens from the cart button of a product with variants, instead of leaving the listing', async () => {
    const { user, router } = renderListing();
    await screen.findByRole('heading', { name: EARBUDS.name });

    await user.click(within(cardOf(EARBUDS.name)).getByRole('button', { name: 'Choose options' }));

    expect(await screen.findByRole('dialog', { name: EARBUDS.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products');
  });

  it('adds the chosen variant to the cart, says so, and updates the cart', async () => {
    const { user } = renderListing(`/products?product=${EARBUDS.slug}`);
    const dialog = await screen.findByRole('dialog', { name: EARBUDS.name });
    expect(screen.getByText('Cart: 0 items')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Blue' }));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Blue' })).toBeChecked());
    await within(dialog).findByText(/in stock$/);
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    expect(await within(dialog).findByRole('button', { name: 'Added to cart' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Cart: 1 items (Blue)')).toBeInTheDocument());
  });

  it('closes on Escape: the parameter goes (replaced), the listing stays, focus returns to the card', async () => {
    const { user, router } = renderListing('/products?page=2');
    const open = (await screen.findAllByRole('button', { name: /^Quick view: / }))[0]!;
    await user.click(open);
    await screen.findByRole('dialog');
    expect(router.state.location.search).toMatch(/^\?page=2&product=/);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('closes with its close button too', async () => {
    const { user, router } = renderListing(`/products?product=${EARBUDS.slug}`);
    const dialog = await screen.findByRole('dialog', { name: EARBUDS.name });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: EARBUDS.name })).toBeInTheDocument();
  });

  it('opens on a direct load of the URL, over the listing', async () => {
    renderListing(`/products?product=${EARBUDS.slug}`);
    const dialog = await screen.findByRole('dialog', { name: EARBUDS.name });
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('says the product was not found for an unknown slug', async () => {
    renderListing('/products?product=no-such-product');
    const dialog = await screen.findByRole('dialog', { name: 'Product not found' });
    expect(
      within(dialog).getByText('This product does not exist or is no longer available.'),
    ).toBeInTheDocument();
  });

  it('treats an unpublished product as not found', async () => {
    server.use(getGetProductDetailsMockHandler(productDetails({ status: 'pending' })));
    renderListing('/products?product=bluetooth-speaker');
    expect(await screen.findByRole('dialog', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows an error with retry when the product breaks the contract, then the product', async () => {
    server.use(getGetProductDetailsMockHandler(productDetails({ price: null as unknown as number })));
    renderListing('/products?product=bluetooth-speaker');

    const dialog = await screen.findByRole('dialog', { name: 'Quick view' });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('The shop sent data we could not read')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/NaN/);

    server.use(getGetProductDetailsMockHandler(productDetails()));
    await act(async () => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('dialog', { name: 'Bluetooth Speaker' })).toBeInTheDocument();
  });

  it('shows its skeleton while the product loads', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get('*/home/product-details/:slug', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(productDetails());
      }),
    );
    renderRoute(<ProductQuickView slug="bluetooth-speaker" onClose={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: 'Quick view' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Loading product$/);
    answer();
    expect(await screen.findByRole('dialog', { name: 'Bluetooth Speaker' })).toBeInTheDocument();
  });
});
