// The order page `/get-invoice/:orderCode` as a guest reaches it (the route's own screen and loader, with Track Order
// and the invoice beside it): another guest's order is never shown nor asked for without the proof Track Order
// keeps for this tab; the guest who just ordered and a signed-in owner are not asked for anything.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type LoaderFunctionArgs } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { resetDemoShop } from '@mocks/state/store';
import { orderDetailsQueries } from '@/domain/orders';
import { createQueryClient } from '@/lib/http';
import { forgetPersonalData } from '@/lib/storage';
import { Providers } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { GUEST_ADDRESS, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { Component as GetInvoice } from './get-invoice';
import { loader as getInvoiceLoader } from './get-invoice.data';
import { Component as Invoice } from './invoice';
import { Component as TrackOrder } from './track-order';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

function openShop(at: string, startData = startDataFixture()) {
  const queryClient = createQueryClient({
    notify: () => undefined,
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/track-order', Component: TrackOrder },
      {
        path: '/get-invoice/:orderCode',
        Component: GetInvoice,
        loader: (args: LoaderFunctionArgs) => getInvoiceLoader({ queryClient, name: 'getInvoice' }, args),
      },
      { path: '/invoice/:trx_id', Component: Invoice },
    ],
    { initialEntries: [at] },
  );
  render(
    <Providers startData={startData} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { user: userEvent.setup(), router, queryClient };
}

const orderRegion = (code: string) => screen.findByRole('region', { name: `Order ${code}` });

async function sentToTrackOrder(router: ReturnType<typeof openShop>['router'], code: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Track Order' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/track-order');
  expect(screen.getByRole('textbox', { name: 'Order Code' })).toHaveValue(code);
  expect(screen.queryByRole('region', { name: `Order ${code}` })).not.toBeInTheDocument();
  for (const shown of [GUEST_ADDRESS.name, GUEST_ADDRESS.address, GUEST_ADDRESS.phone_no])
    expect(document.body).not.toHaveTextContent(shown);
}

describe('/get-invoice/:orderCode for a guest', () => {
  it('sends a guest who comes straight to an order to Track Order, code filled in, without asking for the order', async () => {
    const code = (await placeOrder({ shops: 1 })).orders[0]!.code;
    const { router, queryClient } = openShop(`/get-invoice/${code}`);

    await sentToTrackOrder(router, code);
    expect(queryClient.getQueryState(orderDetailsQueries(code).order.queryKey)).toBeUndefined();
  });

  it('opens the order once Track Order matched its e-mail, and again when the guest comes back to it', async () => {
    const code = (await placeOrder({ shops: 1 })).orders[0]!.code;
    const { user, router } = openShop(`/get-invoice/${code}`);
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    await user.type(
      screen.getByRole('textbox', { name: 'E-mail or phone number used on the order' }),
      GUEST_ADDRESS.email,
    );
    await user.click(screen.getByRole('button', { name: 'Track Order' }));

    const card = within(await orderRegion(code));
    expect(card.getByRole('list', { name: `Delivery Status, ${code}` })).toBeInTheDocument();
    await act(() => router.navigate('/track-order'));
    await act(() => router.navigate(`/get-invoice/${code}`));
    expect(await orderRegion(code)).toBeInTheDocument();
  });

  it('asks the next person in the same tab again (after a sign-in or sign-out, the guest is someone new)', async () => {
    const code = (await placeOrder({ shops: 1 })).orders[0]!.code;
    const { user, router } = openShop('/track-order');
    await user.type(screen.getByRole('textbox', { name: 'Order Code' }), code);
    await user.type(
      screen.getByRole('textbox', { name: 'E-mail or phone number used on the order' }),
      GUEST_ADDRESS.email,
    );
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    await orderRegion(code);

    forgetPersonalData();
    await act(() => router.navigate('/invoice/elsewhere'));
    await act(() => router.navigate(`/get-invoice/${code}`));
    await sentToTrackOrder(router, code);
  });

  it('lets the guest who just ordered open each order from the invoice', async () => {
    const { trxId, orders } = await placeOrder({ shops: 2 });
    const { user } = openShop(`/invoice/${trxId}`);
    const code = orders[1]!.code;

    await user.click(await screen.findByRole('link', { name: `Order details ${code}` }));

    expect(await screen.findByRole('heading', { level: 1, name: `Order ${code}` })).toBeInTheDocument();
    expect(await orderRegion(code)).toBeInTheDocument();
  });
});

describe('/get-invoice/:orderCode signed in', () => {
  it('shows the owner their order (history, dashboard, notifications) without asking for anything', async () => {
    await signInDemoCustomer();
    const code = (await placeOrder({ shops: 1, guest: false })).orders[0]!.code;
    openShop(`/get-invoice/${code}`, startDataFixture({ user: { ...signedInUser, id: 22 } }));
    expect(await orderRegion(code)).toBeInTheDocument();
  });
});
