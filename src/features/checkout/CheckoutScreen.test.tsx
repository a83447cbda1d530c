import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDemoShop } from '@mocks/state/store';
import { Component as CheckoutRoute } from '@/app/routes/checkout';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { demoCity, fillCart, GUEST_ADDRESS } from '../../../tests/helpers/demo-orders';
import { getCatalogue } from '@mocks/data/catalogue';
import { saveAddress } from '@/api-generated/endpoints/addresses/addresses';
import { getPaymentOrder } from '@/api-generated/endpoints/payment/payment';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const shop = (settings: Record<string, unknown> = {}) =>
  startDataFixture({ settings_data: { shipping_fee_type: 'flat_rate', ...settings } });

const renderCheckout = (startData = shop()) =>
  renderRoute(<CheckoutRoute />, { route: '/checkout', path: '/checkout', name: 'checkout', startData });

async function choose(user: ReturnType<typeof renderRoute>['user'], field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('CheckoutScreen (/checkout)', () => {
  it('takes a guest from a new address to the review and confirms one order per shop', async () => {
    await fillCart(2);
    // No privacy agreement to accept in this shop.
    const { user, router, toasts } = renderCheckout(shop({ privacy_agreement: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();

    // No address yet: the form is right there.
    const form = within(await screen.findByRole('form', { name: 'Add New Address' }));
    await user.type(form.getByRole('textbox', { name: 'Full Name' }), GUEST_ADDRESS.name);
    await user.type(form.getByRole('textbox', { name: 'Email' }), GUEST_ADDRESS.email);
    await user.type(form.getByRole('textbox', { name: 'Phone' }), GUEST_ADDRESS.phone_no);
    await user.type(form.getByRole('textbox', { name: 'Street Address' }), GUEST_ADDRESS.address);
    const city = demoCity();
    const places = getCatalogue();
    const country = places.countries.find((c: { id: number }) => c.id === city.country_id)!.name;
    const state = places.states.find((s: { id: number }) => s.id === city.state_id)!.name;
    await choose(user, 'Country', country);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toBeEnabled());
    await choose(user, 'State', state);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeEnabled());
    await choose(user, 'City', city.name);
    await user.type(form.getByRole('textbox', { name: 'Postal Code' }), GUEST_ADDRESS.postal_code);
    await user.click(form.getByRole('button', { name: 'Save' }));

    // The saved address is in the book and chosen; billing is the same by default.
    const book = await screen.findByRole('group', { name: 'Shipping Address' });
    await waitFor(() => expect(within(book).getByRole('radio', { name: /Guest Shopper/ })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The step is in the URL, so Back returns to it.
    await waitFor(() => expect(router.state.location.search).toContain('step=review'));
    expect(screen.getByText(new RegExp(`Guest Shopper, ${GUEST_ADDRESS.address}`))).toBeInTheDocument();
    expect(screen.getByText('Total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(toasts.filter((toast) => toast.tone === 'error')).toEqual([]);
    const { orders } = await getPaymentOrder();
    expect(orders).toHaveLength(2);
    expect(new Set(orders.map((order) => order.trx_id)).size).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Page /payment' })).toBeInTheDocument();
  });

  it('asks for the city’s shipping cost in an area-priced shop; when it does not come, says why and waits for it', async () => {
    await fillCart(1);
    const { country_id, state_id, city_id } = demoCity();
    await saveAddress({ ...GUEST_ADDRESS, country_id, state_id, city_id });
    let answer: 'refused' | 'ok' = 'refused';
    server.use(
      // Refused until "Try again"; then the demo shop's own handler answers (nothing returned falls through).
      http.post('*/user/find/shipping_cost', () =>
        answer === 'refused' ? HttpResponse.json({ error: 'Shipping rates are being updated' }) : undefined,
      ),
    );
    const { user, toasts } = renderCheckout(
      shop({ shipping_fee_type: 'area_base', privacy_agreement: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shipping cost could not be calculated. Shipping rates are being updated',
    );
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
    expect(screen.queryByText('Shipping is calculated at checkout.')).not.toBeInTheDocument();
    // The refusal's words were toasted as well (spec §8).
    expect(toasts.map((toast) => toast.message)).toEqual(['Shipping rates are being updated']);

    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled());
    expect(screen.getByText('Shipping')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the privacy agreement when the shop requires it, and Back returns to the delivery step', async () => {
    await fillCart(1);
    const { country_id, state_id, city_id } = demoCity();
    await saveAddress({ ...GUEST_ADDRESS, country_id, state_id, city_id });
    const { user, router } = renderCheckout(shop({ privacy_agreement: 'privacy-policy' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    expect(
      await screen.findByText('Please accept the privacy policy to place your order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      '/page/privacy-policy',
    );

    await router.navigate(-1);
    expect(await screen.findByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Page /payment' })).toBeInTheDocument();
  });

  it.each(['//evil.example/privacy', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/x'])(
    'links the privacy policy only through safeHref: %s',
    async (value) => {
      await fillCart(1);
      const { country_id, state_id, city_id } = demoCity();
      await saveAddress({ ...GUEST_ADDRESS, country_id, state_id, city_id });
      const { user } = renderCheckout(shop({ privacy_agreement: value }));
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(
        await screen.findByRole('checkbox', { name: 'I agree to the privacy policy' }),
      ).toBeInTheDocument();
      const link = screen.queryByRole('link', { name: /^Privacy Policy/ });
      if (value.startsWith('https:')) {
        // Another site is a link the admin may mean; it opens in a new tab, without the opener.
        expect(link).toHaveAttribute('href', value);
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(link).not.toBeInTheDocument();
        expect(screen.getByText('Privacy Policy')).toBeInTheDocument();
      }
    },
  );

  it('confirms with the same Idempotency-Key after a reload, and a double click confirms once (R9)', async () => {
    await fillCart(1);
    const { country_id, state_id, city_id } = demoCity();
    await saveAddress({ ...GUEST_ADDRESS, country_id, state_id, city_id });
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/user/confirm-order', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first answer is lost on the way; later ones go on to the demo shop.
        return keys.length === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const first = renderCheckout(shop({ privacy_agreement: null }));
    await first.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await first.user.click(await screen.findByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(first.toasts.map((toast) => toast.tone)).toContain('error'));
    const { pathname, search } = first.router.state.location;
    first.unmount(); // the shopper reloads the review step

    const reloaded = renderRoute(<CheckoutRoute />, {
      route: `${pathname}${search}`,
      path: '/checkout',
      name: 'checkout',
      startData: shop({ privacy_agreement: null }),
    });
    const confirm = await screen.findByRole('button', { name: 'Confirm Order' });
    act(() => {
      confirm.click();
      confirm.click(); // within the same frame: React has not rendered "Placing your order" yet
    });
    await waitFor(() => expect(reloaded.router.state.location.pathname).toBe('/payment'));

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const { orders } = await getPaymentOrder();
    expect(orders).toHaveLength(1);
  });

  it('shows the empty cart instead of a form when there is nothing to buy', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('offers a retry when the checkout cannot be loaded', async () => {
    server.use(
      http.get('*/user/address', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The checkout could not be loaded' }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
