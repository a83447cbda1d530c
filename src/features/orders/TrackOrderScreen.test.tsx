// Track Order as a shopper meets it, with the demo shop behind it. In the demo shop, as in the backend, every guest's
// order belongs to the one walk-in user, so the code alone would open any guest's order (backend-api §1.2): the page
// opens it only for the e-mail or phone used on it, and says one neutral thing otherwise.
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { resetDemoShop } from '@mocks/state/store';
import { DEMO_CUSTOMER_EMAIL } from '@mocks/data/users';
import { createQueryClient, type Toast } from '@/lib/http';
import { server } from '../../../mocks/node';
import { Providers } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { GUEST_ADDRESS, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { OrderDetailsScreen } from './OrderDetailsScreen';
import { TrackOrderScreen } from './TrackOrderScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const NEUTRAL = 'We could not find an order with that code and e-mail or phone';

/** The track-order page and the order page it opens. */
function renderTracking({ startData = startDataFixture(), at = '/track-order' } = {}) {
  const toasts: Toast[] = [];
  const queryClient = createQueryClient({
    notify: (toast) => toasts.push(toast),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/track-order', element: <TrackOrderScreen /> },
      { path: '/get-invoice/:orderCode', element: <OrderPage /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Providers startData={startData} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { user: userEvent.setup(), router, queryClient, toasts };
}
function OrderPage() {
  const { orderCode = '' } = useParams();
  return <OrderDetailsScreen code={orderCode} />;
}

const codeBox = () => screen.getByRole('textbox', { name: 'Order Code' });
const contactBox = () => screen.getByRole('textbox', { name: 'E-mail or phone number used on the order' });

async function track(user: ReturnType<typeof userEvent.setup>, code: string, contact: string) {
  await user.clear(codeBox());
  await user.type(codeBox(), code);
  await user.clear(contactBox());
  if (contact) await user.type(contactBox(), contact);
  await user.click(screen.getByRole('button', { name: 'Track Order' }));
}

/** Nothing of the guest who placed the order is on the page. */
function expectNothingOfTheGuest() {
  for (const shown of [
    GUEST_ADDRESS.name,
    GUEST_ADDRESS.address,
    GUEST_ADDRESS.phone_no,
    GUEST_ADDRESS.email,
  ])
    expect(document.body).not.toHaveTextContent(shown);
}

describe('TrackOrderScreen (/track-order)', () => {
  it('asks for the order code and for the e-mail or phone used on the order, and says where to find them', () => {
    renderTracking({ startData: startDataFixture({ settings_data: { order_prefix: 'MF' } }) });
    expect(codeBox()).toHaveAccessibleDescription('MF-0000012345');
    expect(contactBox()).toHaveAccessibleDescription('As given in the order’s shipping or billing address');
    cleanup();

    renderTracking({ startData: startDataFixture({ settings_data: { order_prefix: null } }) });
    expect(codeBox()).toHaveAccessibleDescription('YR-0000012345');
  });

  it('opens a guest’s order for the e-mail on it, in any case', async () => {
    const code = (await placeOrder({ shops: 1 })).orders[0]!.code;
    const { user, router } = renderTracking();

    await track(user, code, 'Guest.Shopper@EXAMPLE.com');

    const card = within(await screen.findByRole('region', { name: `Order ${code}` }));
    expect(router.state.location.pathname).toBe(`/get-invoice/${code}`);
    expect(screen.getByRole('heading', { level: 1, name: `Order ${code}` })).toBeInTheDocument();
    const timeline = card.getByRole('list', { name: `Delivery Status, ${code}` });
    expect(within(timeline).getByText('Pending').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('opens it for the phone on it, written the local way (01712-345678 for +880 1712 345678)', async () => {
    const code = (await placeOrder({ shops: 1 })).orders[0]!.code;
    const { user } = renderTracking();
    await track(user, code, '01712-345678');
    expect(await screen.findByRole('region', { name: `Order ${code}` })).toBeInTheDocument();
  });

  it('says the same neutral thing for another e-mail or phone and for an unknown code, showing nothing of the order', async () => {
    const code = (await placeOrder({ shops: 1 })).orders[0]!.code;
    const { user, router, queryClient, toasts } = renderTracking();

    for (const [typedCode, contact] of [
      [code, 'someone.else@example.com'],
      [code, '+8801799999999'],
      [code, 'walk-in@marketfront.test'], // the walk-in user's own: on every guest order
      ['YR-0000099999', GUEST_ADDRESS.email],
    ] as const) {
      await track(user, typedCode, contact);
      expect(await screen.findByRole('alert')).toHaveTextContent(NEUTRAL);
      expect(router.state.location.pathname).toBe('/track-order');
      expect(screen.queryByRole('region', { name: /^Order / })).not.toBeInTheDocument();
      expectNothingOfTheGuest();
      // What was typed stays, to correct it.
      expect(codeBox()).toHaveValue(typedCode);
      expect(contactBox()).toHaveValue(contact);
    }
    // No toast either: the shop's own words for an unknown code ("Order not found") would tell it apart.
    expect(toasts).toEqual([]);
    // Nor does the other guest's order stay in the page's memory.
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(GUEST_ADDRESS.name);
  });

  it('asks again for an e-mail or phone when there is none, or when what is typed is neither', async () => {
    const { user } = renderTracking();
    await track(user, 'YR-0000012345', '');
    expect(contactBox()).toHaveAccessibleErrorMessage('This field is required');

    await track(user, 'YR-0000012345', 'jane@');
    expect(contactBox()).toHaveAccessibleErrorMessage(
      'Enter the e-mail address or phone number used on the order',
    );
    await track(user, 'hello', 'jane@example.com');
    expect(codeBox()).toHaveAccessibleErrorMessage('Please check this field');
  });

  it('fills in the code of the order page it was sent from', async () => {
    renderTracking({ at: '/track-order?code=YR-1000000042' });
    expect(codeBox()).toHaveValue('YR-1000000042');
    expect(contactBox()).toHaveValue('');
  });

  it('opens a signed-in shopper’s own order for the account’s e-mail too', async () => {
    await signInDemoCustomer();
    const code = (await placeOrder({ shops: 1, guest: false })).orders[0]!.code;
    const { user } = renderTracking({
      startData: startDataFixture({ user: { ...signedInUser, id: 22, email: DEMO_CUSTOMER_EMAIL } }),
    });
    await track(user, code, DEMO_CUSTOMER_EMAIL);
    expect(await screen.findByRole('region', { name: `Order ${code}` })).toBeInTheDocument();
  });

  it('says so when the shop cannot be reached, keeping what was typed', async () => {
    server.use(
      http.get('*/user/invoice/:code', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    const { user } = renderTracking();
    await track(user, 'YR-0000012345', GUEST_ADDRESS.email);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(contactBox()).toHaveValue(GUEST_ADDRESS.email);
  });
});
