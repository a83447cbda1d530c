import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '@mocks/state/store';
import { AddressBook } from '@/features/addresses';
import { pendingAddressFor } from '@/domain/addresses';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { GUEST_ADDRESS, demoCity, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { Component as InvoiceRoute } from './invoice';
import { Component as LoginRoute } from './login';

// Issue 38 §6: the guest's order confirmation offers the account sign-up with the order's details filled in, and
// the order's address is in the new account's address book once it signs in.

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
  localStorage.clear();
});

const NO_AGREEMENTS = {
  customer_agreement: null,
  seller_agreement: null,
  privacy_agreement: null,
  refund_policy_agreement: null,
};
const guestShop = () => startDataFixture({ settings_data: NO_AGREEMENTS });

const renderInvoice = (trxId: string, startData = guestShop()) =>
  renderRoute(<InvoiceRoute />, {
    route: `/invoice/${trxId}`,
    path: '/invoice/:trx_id',
    name: 'invoice',
    startData,
  });

/** The demo shop's activation links, read from its answers (it cannot send mail). */
function activationLinks(): string[] {
  const links: string[] = [];
  server.events.on('response:mocked', ({ response }) => {
    const link = response.headers.get('x-demo-activation-link');
    if (link) links.push(link);
  });
  return links;
}

describe('the guest’s order confirmation: create an account', () => {
  it('offers a guest the sign-up with the e-mail and the name of the order filled in', async () => {
    const { trxId } = await placeOrder({ shops: 1 });
    renderInvoice(trxId);

    const offer = within(await screen.findByRole('region', { name: 'Create an account' }));
    expect(offer.getByText(/this order’s address are filled in/)).toBeInTheDocument();
    expect(offer.getByRole('textbox', { name: 'First Name' })).toHaveValue('Guest');
    expect(offer.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Shopper');
    expect(offer.getByRole('textbox', { name: 'Email' })).toHaveValue(GUEST_ADDRESS.email);
    expect(offer.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('offers nothing to a signed-in shopper', async () => {
    await signInDemoCustomer();
    const { trxId } = await placeOrder({ shops: 1, guest: false });
    renderInvoice(trxId, startDataFixture({ user: signedInUser, settings_data: NO_AGREEMENTS }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows the shop’s 422 on the form, keeping the fields, when the e-mail already has an account', async () => {
    // The guest typed the e-mail of an existing account at checkout.
    const { trxId } = await placeOrder({ shops: 1, address: { email: 'customer@marketfront.test' } });
    const { user } = renderInvoice(trxId);
    const offer = within(await screen.findByRole('region', { name: 'Create an account' }));
    await user.type(offer.getByLabelText('Password'), 'engine42');
    await user.click(offer.getByRole('button', { name: 'Sign Up' }));

    const email = offer.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(offer.getByRole('alert')).toHaveTextContent(/already been taken/);
    expect(email).toHaveValue('customer@marketfront.test');
    expect(offer.getByRole('textbox', { name: 'First Name' })).toHaveValue('Guest');
    expect(pendingAddressFor('customer@marketfront.test')).toBeNull();
  });

  it('after sign-up, activation and sign-in, the order’s address is in the address book', async () => {
    const links = activationLinks();
    const { trxId } = await placeOrder({ shops: 1 });
    const { user, unmount } = renderInvoice(trxId);
    const offer = within(await screen.findByRole('region', { name: 'Create an account' }));
    await user.type(offer.getByLabelText('Password'), 'engine42');
    await user.click(offer.getByRole('button', { name: 'Sign Up' }));

    const told = await offer.findByRole('status');
    expect(told).toHaveTextContent(`We sent an activation link to ${GUEST_ADDRESS.email}.`);
    expect(told).toHaveTextContent(
      'After you sign in, the address of this order will be in your address book.',
    );
    unmount();

    // The mail's link (the demo shop answers it as JSON to a script), then the sign-in screen.
    expect(links).toHaveLength(1);
    const activated = await fetch(new URL(links[0]!, window.location.href), {
      headers: { accept: 'application/json' },
    });
    expect(activated.ok).toBe(true);
    const posted: unknown[] = [];
    server.use(
      http.post('*/store/user-address', async ({ request }) => {
        posted.push(await request.clone().json());
        return undefined;
      }),
    );
    const login = renderRoute(<LoginRoute />, { route: '/login', path: '/login', name: 'login' });
    await login.user.type(screen.getByRole('textbox', { name: 'Email' }), GUEST_ADDRESS.email);
    await login.user.type(screen.getByLabelText('Password'), 'engine42');
    await login.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText('The address of your order is now in your address book.')).not.toHaveLength(0);
    login.unmount();

    const { country_id, state_id, city_id } = demoCity();
    expect(posted).toEqual([{ ...GUEST_ADDRESS, country_id, state_id, city_id }]);
    expect(pendingAddressFor(GUEST_ADDRESS.email)).toBeNull();

    renderRoute(<AddressBook />, {
      route: '/user/addresses',
      path: '/user/addresses',
      name: 'addresses',
      startData: startDataFixture({
        user: { ...signedInUser, email: GUEST_ADDRESS.email, first_name: 'Guest', last_name: 'Shopper' },
      }),
    });
    expect(await screen.findByText(/12 Lake Road/)).toBeInTheDocument();
    expect(screen.getByText(GUEST_ADDRESS.name)).toBeInTheDocument();
  });

  it('keeps the address pending, and says so, when saving it at sign-in fails', async () => {
    const { trxId } = await placeOrder({ shops: 1 });
    const links = activationLinks();
    const { user, unmount } = renderInvoice(trxId);
    const offer = within(await screen.findByRole('region', { name: 'Create an account' }));
    await user.type(offer.getByLabelText('Password'), 'engine42');
    await user.click(offer.getByRole('button', { name: 'Sign Up' }));
    await offer.findByRole('status');
    unmount();
    await fetch(new URL(links[0]!, window.location.href), { headers: { accept: 'application/json' } });

    server.use(http.post('*/store/user-address', () => new Response('oops', { status: 500 })));
    const login = renderRoute(<LoginRoute />, { route: '/login', path: '/login', name: 'login' });
    await login.user.type(screen.getByRole('textbox', { name: 'Email' }), GUEST_ADDRESS.email);
    await login.user.type(screen.getByLabelText('Password'), 'engine42');
    await login.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Page /user/dashboard' })).toBeInTheDocument();
    // Said once (the toast and its announcement), not also as a request-failure toast. The two arrive in updates of
    // their own, which may follow the dashboard's on a busy machine: waited for, as a shopper would.
    await waitFor(() =>
      expect(
        screen.getAllByText(/We could not add the address of your order to your address book\./),
      ).toHaveLength(2),
    );
    expect(screen.queryByText(/Something went wrong|Server Error/)).not.toBeInTheDocument();
    expect(pendingAddressFor(GUEST_ADDRESS.email)).toMatchObject({ address: GUEST_ADDRESS.address });
  });
});
