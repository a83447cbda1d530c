import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import { createQueryClient } from '@/lib/http';
import type { StartState } from '@/lib/start-data';
import { server } from '../../../mocks/node';
import { Providers, renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import {
  cartHandlers,
  cartLine,
  sampleCart,
  statefulCartHandlers,
} from '../../../tests/helpers/cart-fixtures';
import { CartLink } from './CartLink';

const renderLink = (quantities: number[], route = '/') =>
  renderRoute(<CartLink />, {
    route,
    path: '*',
    startData: startDataFixture({
      settings_data: { shipping_fee_type: 'flat_rate' },
      carts: quantities.map((quantity, i) => cartLine({ id: i + 1, quantity })),
    }),
  });

describe('CartLink and the mini-cart', () => {
  it('is a button named after the number of items', () => {
    renderLink([2, 1]);
    const button = screen.getByRole('button', { name: 'Cart: 3 items' });
    expect(button).toHaveTextContent(/^3$/);
  });

  it('says "item" for one and "items" for none', () => {
    const { unmount } = renderLink([1]);
    expect(screen.getByRole('button', { name: 'Cart: 1 item' })).toBeInTheDocument();
    unmount();
    renderLink([]);
    expect(screen.getByRole('button', { name: 'Cart: 0 items' })).toBeInTheDocument();
  });

  it('counts from the start data and loads nothing until it is opened', async () => {
    server.use(...cartHandlers(sampleCart()));
    renderLink([4]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Cart: 4 items' })).toBeInTheDocument();
  });

  it('opens a sheet with the lines by shop, the totals, "View cart" and "Checkout"', async () => {
    server.use(...statefulCartHandlers().handlers);
    const { user } = renderLink([4]);
    await user.click(screen.getByRole('button', { name: 'Cart: 4 items' }));

    const sheet = await screen.findByRole('dialog', { name: 'Cart: 5 items' });
    const marketfront = within(sheet).getByRole('region', { name: 'Marketfront' });
    expect(within(marketfront).getByRole('link', { name: 'Wireless Earbuds Pro' })).toBeInTheDocument();
    expect(within(sheet).getByRole('region', { name: 'Doe Leather' })).toBeInTheDocument();
    expect(within(sheet).getByText('Total').nextElementSibling).toHaveTextContent(/^\$177\.50$/);
    expect(within(sheet).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(sheet).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

    await user.click(within(sheet).getByRole('button', { name: 'Increase quantity, Wireless Earbuds Pro' }));
    await waitFor(() =>
      expect(within(sheet).getByText('Total').nextElementSibling).toHaveTextContent(/^\$231\.50$/),
    );
    expect(screen.getByRole('dialog', { name: 'Cart: 6 items' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('link', { name: 'View cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when a page that was loading as it opened arrives, and closes on going back (R12)', async () => {
    server.use(...statefulCartHandlers().handlers);
    const { user, router } = renderLink([4], '/cart');
    await act(() => router.navigate('/products'));
    await user.click(screen.getByRole('button', { name: /^Cart: / }));
    expect(await screen.findByRole('dialog', { name: /^Cart: / })).toBeInTheDocument();

    // The shopper opened the cart while another page loaded: it arriving does not shut the cart under them.
    await act(() => router.navigate('/category/phones'));
    expect(screen.getByRole('dialog', { name: /^Cart: / })).toBeInTheDocument();

    // Back (or forward) is the shopper leaving: the cart closes.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives focus back to the cart button when the sheet closes (R22)', async () => {
    server.use(...statefulCartHandlers().handlers);
    const { user } = renderLink([4]);
    const button = screen.getByRole('button', { name: /^Cart: / });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: /^Cart: / })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Cart: / })).toHaveFocus();
  });

  it('does not reload the cart on the payment page (that call deletes the orders being paid)', async () => {
    server.use(...cartHandlers(sampleCart()));
    const { user } = renderLink([1], '/payment');
    await user.click(screen.getByRole('button', { name: 'Cart: 1 item' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cart: 1 item' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(sheet).getByRole('link', { name: 'Product 1' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('region', { name: 'Marketfront' })).not.toBeInTheDocument();
  });

  it('shows an empty cart with no checkout button', async () => {
    server.use(...cartHandlers({ carts: [], checkouts: [], coupons: [] }));
    const { user } = renderLink([]);
    await user.click(screen.getByRole('button', { name: 'Cart: 0 items' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('follows a sign-out’s start data when the header mounts again after it, over a cart seeded before it', () => {
    const signedIn = startDataFixture({ carts: [cartLine({ id: 1, quantity: 2 })] });
    const signedOut = startDataFixture({ carts: [] });
    const queryClient = createQueryClient({ notify: () => {} });
    const page = (start: StartState, header: boolean) => (
      <Providers startData={start} queryClient={queryClient}>
        <MemoryRouter>{header ? <CartLink /> : null}</MemoryRouter>
      </Providers>
    );
    const { rerender } = render(page(signedIn, true));
    expect(screen.getByRole('button', { name: 'Cart: 2 items' })).toBeInTheDocument();
    // Signing out drops the caches; the header renders once more before the new start data arrives, seeding the
    // cart again from the old one, and is mounted anew once it is in (any remount: a retried error boundary, a
    // layout that changes).
    queryClient.removeQueries({ queryKey: getGetCartQueryKey() });
    rerender(page(signedIn, true));
    rerender(page(signedIn, false));
    rerender(page(signedOut, true));
    expect(screen.getByRole('button', { name: 'Cart: 0 items' })).toBeInTheDocument();
  });
});
