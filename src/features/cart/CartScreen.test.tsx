import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { getApplyCouponMockHandler } from '@/api-generated/endpoints/coupons/coupons.msw';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture, type StartDataOverrides } from '../../../tests/helpers/start-data';
import {
  cartLine,
  checkoutGroup,
  earbudsLine,
  emptyCart,
  sampleCart,
  statefulCartHandlers,
} from '../../../tests/helpers/cart-fixtures';
import { CartLink } from './CartLink';
import { CartScreen } from './CartScreen';
import { validationFailure } from '../../../tests/helpers/validation-failure';

const shop = (overrides: StartDataOverrides = {}) =>
  startDataFixture({
    ...overrides,
    settings_data: { shipping_fee_type: 'flat_rate', coupon_system: 1, ...overrides.settings_data },
  });

function renderCart(startData = shop()) {
  return renderRoute(
    <>
      <CartLink />
      <CartScreen />
    </>,
    { route: '/cart', path: '/cart', name: 'cart', startData },
  );
}

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const totalOf = () => summary().getByText('Total').nextElementSibling?.textContent;

describe('CartScreen', () => {
  it('shows the lines grouped by shop with prices and the order summary', async () => {
    server.use(...statefulCartHandlers().handlers);
    renderCart();

    const marketfront = await screen.findByRole('region', { name: 'Marketfront' });
    expect(within(marketfront).getByRole('link', { name: 'Wireless Earbuds Pro' })).toHaveAttribute(
      'href',
      '/product/wireless-earbuds-pro',
    );
    expect(within(marketfront).getByText('Black')).toBeInTheDocument();
    const doe = screen.getByRole('region', { name: 'Doe Leather' });
    expect(within(doe).getAllByRole('listitem')).toHaveLength(2);
    // The e-book is digital: quantity 1 and no stepper.
    expect(within(doe).getByText('Quantity: 1')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Travel Guide/ })).not.toBeInTheDocument();

    expect(summary().getByText('$179.50')).toBeInTheDocument();
    expect(summary().getByText('−$12.00')).toBeInTheDocument();
    expect(summary().getByText('Shipping').nextElementSibling).toHaveTextContent(/^\$10\.00$/);
    expect(totalOf()).toBe('$177.50');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('steps a quantity by one in either direction and updates the totals and the header count', async () => {
    const cart = statefulCartHandlers();
    server.use(...cart.handlers);
    const { user } = renderCart();
    await screen.findByRole('region', { name: 'Marketfront' });
    expect(screen.getByRole('button', { name: 'Cart: 5 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity, Wireless Earbuds Pro' }));
    await waitFor(() => expect(totalOf()).toBe('$231.50'));
    expect(screen.getByRole('spinbutton', { name: 'Quantity, Wireless Earbuds Pro' })).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Cart: 6 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decrease quantity, Leather Tote' }));
    // The tote's minimum is 2: the server leaves it, the stepper says why.
    expect(await screen.findByText('Please order minimum of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decrease quantity, Wireless Earbuds Pro' }));
    await waitFor(() => expect(totalOf()).toBe('$177.50'));
    expect(cart.state.carts.find((l) => l.id === earbudsLine.id)?.quantity).toBe(2);
  });

  it('shows each shop’s shipping, tax and coupon under its lines', async () => {
    server.use(
      ...statefulCartHandlers(
        sampleCart({
          checkouts: {
            '1': checkoutGroup({ seller_id: 1, name: 'Marketfront', shipping_cost: 5, tax: 2 }),
            '5': checkoutGroup({
              seller_id: 5,
              name: 'Doe Leather',
              shipping_cost: 5,
              code: 'DOE5',
              is_applied: 1,
              discount: 5,
            }),
          },
        }),
      ).handlers,
    );
    renderCart();
    const marketfront = within(await screen.findByRole('group', { name: 'From this shop, Marketfront' }));
    expect(marketfront.getByText('Shipping').nextElementSibling).toHaveTextContent(/^\$5\.00$/);
    expect(marketfront.getByText('Tax').nextElementSibling).toHaveTextContent(/^\$2\.00$/);
    expect(marketfront.queryByText(/^Coupon/)).not.toBeInTheDocument();
    expect(marketfront.getByText('Shop total').nextElementSibling).toHaveTextContent(/^\$115\.00$/);
    const doe = within(screen.getByRole('group', { name: 'From this shop, Doe Leather' }));
    expect(doe.getByText('Coupon (DOE5)').nextElementSibling).toHaveTextContent(/^−\$5\.00$/);
    expect(doe.getByText('Shop total').nextElementSibling).toHaveTextContent(/^\$59\.50$/);
  });

  it('shows a step at once and undoes it with one message when the request fails', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/cart/update', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
      ...statefulCartHandlers().handlers,
    );
    const { user } = renderCart();
    await screen.findByRole('region', { name: 'Marketfront' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity, Wireless Earbuds Pro' }));
    // Before the server answers, the cart already shows the new quantity.
    await waitFor(() => expect(totalOf()).toBe('$231.50'));
    expect(screen.getByRole('button', { name: 'Cart: 6 items' })).toBeInTheDocument();

    answer();
    expect(await screen.findByText(/Your cart was put back as it was\./)).toBeInTheDocument();
    expect(totalOf()).toBe('$177.50');
    expect(screen.getByRole('button', { name: 'Cart: 5 items' })).toBeInTheDocument();
  });

  it('puts a removed line back when the removal fails', async () => {
    server.use(
      http.get('*/cart/delete/:id', () => HttpResponse.json({ error: 'Cart line not found' })),
      ...statefulCartHandlers().handlers,
    );
    const { user } = renderCart();
    await screen.findByRole('region', { name: 'Marketfront' });
    await user.click(screen.getByRole('button', { name: 'Remove Leather Tote' }));
    expect(
      await screen.findByText('Cart line not found Your cart was put back as it was.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leather Tote' })).toBeInTheDocument();
    expect(totalOf()).toBe('$177.50');
  });

  it('stops at the stock and says how many are available', async () => {
    server.use(
      ...statefulCartHandlers({ ...sampleCart(), carts: [{ ...earbudsLine, quantity: 3 }] }).handlers,
    );
    const { user } = renderCart();
    await screen.findByRole('region', { name: 'Marketfront' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity, Wireless Earbuds Pro' }));
    expect(await screen.findByText('Only 3 items available')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity, Wireless Earbuds Pro' })).toHaveValue('3');
  });

  it('keeps the cart as it was when an update is refused, and shows the server’s message', async () => {
    // The first handler given to server.use answers first.
    server.use(
      http.post('*/cart/update', () => HttpResponse.json({ error: 'Product is out of stock' })),
      ...statefulCartHandlers().handlers,
    );
    const { user } = renderCart();
    await screen.findByRole('region', { name: 'Marketfront' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity, Wireless Earbuds Pro' }));

    expect(
      await screen.findByText('Product is out of stock Your cart was put back as it was.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity, Wireless Earbuds Pro' })).toHaveValue('2');
    expect(totalOf()).toBe('$177.50');
    expect(screen.getByRole('button', { name: 'Cart: 5 items' })).toBeInTheDocument();
  });

  it('keeps the cart when the server fails during an update', async () => {
    server.use(
      http.post('*/cart/update', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      ...statefulCartHandlers().handlers,
    );
    const { user } = renderCart();
    await screen.findByRole('region', { name: 'Marketfront' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity, Wireless Earbuds Pro' }));
    await waitFor(() => expect(screen.getAllByText('Error').length).toBeGreaterThan(0));
    expect(totalOf()).toBe('$177.50');
  });

  it('removes a line, confirms it and moves focus to the cart heading', async () => {
    server.use(...statefulCartHandlers().handlers);
    const { user } = renderCart();
    await screen.findByRole('region', { name: 'Marketfront' });

    await user.click(screen.getByRole('button', { name: 'Remove Leather Tote' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Leather Tote' })).not.toBeInTheDocument());
    expect(totalOf()).toBe('$127.50');
    expect(screen.getByRole('button', { name: 'Cart: 3 items' })).toBeInTheDocument();
    expect(await screen.findByText('Product removed from cart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows the empty state when the last line is removed', async () => {
    server.use(...statefulCartHandlers({ ...sampleCart(), carts: [earbudsLine] }).handlers);
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Wireless Earbuds Pro' }));
    // The page's one main heading (the cart page has no other).
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Cart: 0 items' })).toBeInTheDocument();
  });

  it('shows the empty state for an empty cart', async () => {
    server.use(...statefulCartHandlers(emptyCart).handlers);
    renderCart(shop({ carts: [cartLine({ id: 99 })] }));
    // The page's one main heading (the cart page has no other).
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a working retry', async () => {
    let fail = true;
    server.use(
      http.get('*/cart/list', () =>
        fail
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json(sampleCart()),
      ),
    );
    const { user } = renderCart();
    expect(screen.getByText('Loading your cart')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your cart could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Marketfront' })).toBeInTheDocument();
  });

  it('hides the shipping row when shipping depends on the delivery area', async () => {
    server.use(...statefulCartHandlers().handlers);
    renderCart(shop({ settings_data: { shipping_fee_type: 'area_base' } }));
    await screen.findByRole('region', { name: 'Marketfront' });
    expect(summary().queryByText('Shipping')).not.toBeInTheDocument();
    expect(summary().getByText('Shipping is calculated at checkout.')).toBeInTheDocument();
    expect(totalOf()).toBe('$167.50');
  });

  it('says beside the code why a coupon was not applied, and keeps it typed', async () => {
    let answer: 'refused' | 'down' | 'invalid' = 'refused';
    server.use(
      ...statefulCartHandlers().handlers,
      http.post('*/user/apply_coupon', () => {
        if (answer === 'refused') return HttpResponse.json({ error: 'This coupon has expired' });
        if (answer === 'invalid') {
          return validationFailure({ trx_id: ['The cart has changed.'] }, 'invalid');
        }
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user, toasts } = renderCart(shop({ user: signedInUser }));
    await screen.findByRole('region', { name: 'Marketfront' });
    const code = await summary().findByRole('textbox', { name: 'Coupon code' });
    await user.type(code, 'OLDWINTER');
    await user.click(summary().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This coupon has expired'));

    answer = 'invalid';
    await user.click(summary().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The cart has changed.'));

    answer = 'down';
    await user.click(summary().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).not.toHaveAccessibleDescription('The cart has changed.'));
    expect(code).toHaveAccessibleDescription(/\S/);
    expect(code).toHaveValue('OLDWINTER');
    // Each failure is toasted as well (spec §5 and §8; a failed change is always toasted).
    expect(toasts.map((toast) => toast.message).slice(0, 2)).toEqual([
      'This coupon has expired',
      'The cart has changed.',
    ]);
    expect(toasts).toHaveLength(3);
  });

  it('lets a signed-in shopper apply a coupon, and offers no coupon box to guests', async () => {
    server.use(
      ...statefulCartHandlers().handlers,
      getApplyCouponMockHandler({
        ...sampleCart({
          coupons: [
            {
              coupon_id: 3,
              title: 'Winter sale',
              status: 1,
              discount_type: 'flat',
              discount: 7.5,
              coupon_discount: 7.5,
            },
          ],
          checkouts: {
            '1': checkoutGroup({
              seller_id: 1,
              name: 'Marketfront',
              shipping_cost: 5,
              code: 'WINTER',
              is_applied: 1,
            }),
            '5': checkoutGroup({ seller_id: 5, name: 'Doe Leather', shipping_cost: 5 }),
          },
        }),
        success: 'Coupon applied',
      }),
    );
    const { user, unmount } = renderCart(shop({ user: signedInUser }));
    await screen.findByRole('region', { name: 'Marketfront' });
    await user.type(await summary().findByRole('textbox', { name: 'Coupon code' }), 'WINTER');
    await user.click(summary().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(totalOf()).toBe('$170.00'));
    expect(summary().getByText('−$7.50', { selector: 'dd' })).toBeInTheDocument();
    expect(summary().getByRole('button', { name: 'Remove coupon Winter sale' })).toBeInTheDocument();
    expect(await screen.findByText('Coupon applied')).toBeInTheDocument();
    unmount();

    renderCart(shop());
    await screen.findByRole('region', { name: 'Marketfront' });
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
  });
});
