// The address book and the wishlist as their routes compose them (inside the account area), against the demo
// shop: its demo customer has two addresses (one the default for both) and four wishlisted products.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { getGetCartQueryKey } from '@/api-generated/endpoints/cart/cart';
import type { GetCartResponse } from '@/api-generated/model';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { Component as AddressesRoute } from './addresses';
import { Component as WishlistRoute } from './wishlist';
import { validationFailure } from '../../../tests/helpers/validation-failure';

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});

describe('/user/addresses', () => {
  const renderBook = () =>
    renderAccountRoute(<AddressesRoute />, { route: '/user/addresses', name: 'addresses' });

  it('shows the book with its defaults; another address can become the default for shipping', async () => {
    const { user } = renderBook();
    const book = await screen.findByRole('list', { name: 'Addresses' }, { timeout: 5000 });
    const [home, other] = within(book).getAllByRole('listitem');
    expect(within(home!).getByText('Default Shipping')).toBeInTheDocument();
    expect(within(home!).getByText('Default Billing')).toBeInTheDocument();
    expect(within(home!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await user.click(within(other!).getByRole('button', { name: /^Set as default shipping/ }));
    // Wait for the change itself: the book held one "Default Shipping" before the click as well.
    await waitFor(() => expect(within(other!).getByText('Default Shipping')).toBeInTheDocument());
    expect(within(book).getAllByText('Default Shipping')).toHaveLength(1);
    expect(within(home!).queryByText('Default Shipping')).not.toBeInTheDocument();
    expect(within(home!).getByText('Default Billing')).toBeInTheDocument();
  });

  it('deletes an address that is no default, after asking', async () => {
    const { user } = renderBook();
    const book = await screen.findByRole('list', { name: 'Addresses' }, { timeout: 5000 });
    const other = within(book).getAllByRole('listitem')[1]!;
    await user.click(within(other).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(book).getAllByRole('listitem')).toHaveLength(1));
  });

  it('adds an address through the shared form (country → state → city) and lists it', async () => {
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Office Desk');
    await user.type(within(dialog).getByLabelText('Email'), 'office@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '+8801711111111');
    await user.type(within(dialog).getByLabelText('Street Address'), '7 Office Lane');
    for (const [label, placeholder] of [
      ['Country', 'Select Country'],
      ['State', 'Select State'],
      ['City', 'Select City'],
    ] as const) {
      const select = within(dialog).getByRole('combobox', { name: label });
      await waitFor(() => expect(select).toBeEnabled());
      expect(select).toHaveTextContent(placeholder);
      await user.click(select);
      // The list opens in a portal beside the dialog.
      await user.click((await screen.findAllByRole('option', { hidden: true }))[0]!);
    }
    await user.type(within(dialog).getByLabelText('Postal Code'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const book = screen.getByRole('list', { name: 'Addresses' });
    expect(await within(book).findByRole('listitem', { name: 'Office Desk' })).toBeInTheDocument();
  });

  it('says under a select why its places did not come, keeps what was typed, and asks again on "Try again"', async () => {
    let countries: 'refused' | 'ok' = 'refused';
    server.use(
      // Refused until "Try again"; then the demo shop's own handler answers (nothing returned falls through).
      http.get('*/get/country-list', () =>
        countries === 'refused'
          ? HttpResponse.json({ error: 'Shipping zones are being updated' })
          : undefined,
      ),
      http.get('*/state/by-country/:countryId', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user, toasts } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Address' }));
    await user.type(dialog.getByLabelText('Full Name'), 'Office Desk');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The countries could not be loaded. Shipping zones are being updated',
    );
    expect(dialog.getByRole('combobox', { name: 'Country' })).toBeDisabled();

    countries = 'ok';
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toBeEnabled());
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(country);
    await user.click((await screen.findAllByRole('option', { hidden: true }))[0]!);
    // The states fail by transport: the client's own sentence, and the state stays to be chosen.
    expect(await dialog.findByRole('alert')).toHaveTextContent(/^The states could not be loaded\. \S/);
    expect(dialog.getByRole('combobox', { name: 'State' })).toBeDisabled();
    expect(dialog.getByLabelText('Full Name')).toHaveValue('Office Desk');
    // The refusal's words were toasted as well (spec §8); a first load's transport failure is not (lib/http).
    expect(toasts.map((toast) => toast.message)).toEqual(['Shipping zones are being updated']);
  });

  it('puts a 422 next to the field and keeps what was typed', async () => {
    server.use(
      http.post('*/store/user-address', () =>
        validationFailure({ phone_no: ['The phone no format is invalid.'] }, 'invalid'),
      ),
    );
    const { user, toasts } = renderBook();
    const book = await screen.findByRole('list', { name: 'Addresses' }, { timeout: 5000 });
    await user.click(within(book).getAllByRole('button', { name: /^Edit/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    const street = within(dialog).getByLabelText<HTMLInputElement>('Street Address');
    await user.clear(street);
    await user.type(street, 'Typed before the failure');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('The phone no format is invalid.')).length).toBeGreaterThan(0);
    expect(street).toHaveValue('Typed before the failure');
    // Beside its field, and as an error toast (spec §5).
    expect(toasts.map((toast) => toast.message)).toEqual(['The phone no format is invalid.']);
  });

  it('offers to try again when the book cannot be loaded', async () => {
    server.use(http.get('*/user/address', () => HttpResponse.json({}, { status: 500 })));
    renderBook();
    expect(
      await screen.findByRole('heading', { name: 'Your addresses could not be loaded' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('/user/wishlist', () => {
  const renderWishlist = () =>
    renderAccountRoute(<WishlistRoute />, { route: '/user/wishlist', name: 'wishlist' });

  it('lists the wishlisted products; one in stock goes into the cart from here', async () => {
    const { user, queryClient } = renderWishlist();
    const list = await screen.findByRole('list', { name: 'Wishlist' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const add = within(list).getAllByRole('button', { name: /^Add to Cart: / })[0]!;
    const product = add.getAttribute('aria-label')!.replace('Add to Cart: ', '');
    await user.click(add);
    expect(
      await within(list).findByRole('button', { name: `Added to cart: ${product}` }),
    ).toBeInTheDocument();
    const cart = queryClient.getQueryData<GetCartResponse>(getGetCartQueryKey());
    expect(cart?.carts.map((line) => line.product_name)).toContain(product);
  });

  it('removes a product, and brings it back with the reason when the server refuses', async () => {
    const { user } = renderWishlist();
    const list = await screen.findByRole('list', { name: 'Wishlist' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem');
    const firstName = first!.getAttribute('aria-label')!;
    await user.click(within(first!).getByRole('button', { name: `Remove ${firstName} from the wishlist` }));
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: firstName })).not.toBeInTheDocument(),
    );

    server.use(
      http.get('*/user/remove-wishlist-product/:id', () =>
        HttpResponse.json({ error: 'Something went wrong' }, { status: 200 }),
      ),
    );
    const secondName = second!.getAttribute('aria-label')!;
    await user.click(within(list).getByRole('button', { name: `Remove ${secondName} from the wishlist` }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: secondName })).toBeInTheDocument();
  });

  it('says so when the wishlist is empty', async () => {
    server.use(
      http.get('*/user/wishlists*', () =>
        HttpResponse.json({
          wishlist: {
            total: 0,
            count: 0,
            per_page: 10,
            current_page: 1,
            total_pages: 0,
            last_page: 1,
            next_page_url: null,
            has_more_data: false,
            data: [],
          },
        }),
      ),
    );
    renderWishlist();
    expect(
      await screen.findByRole('heading', { name: 'Your wishlist is empty' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
