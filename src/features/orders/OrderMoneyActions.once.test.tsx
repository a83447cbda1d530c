// One intent, one effect for cancelling an order and asking for a refund (issue 35 §4), against the demo shop: the
// first request's answer is lost (a server error), then a double click sends ONE more request, with the first try's
// Idempotency-Key. Requests are counted where they leave (MSW).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoShop, resetDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { deliveredRefundableOrder, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { OrderDetailsScreen } from './OrderDetailsScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

/** Every request to `path`'s Idempotency-Key; the first answers a server error, the next go on to the demo shop. */
function requestsTo(method: 'get' | 'post', path: string) {
  const keys: (string | null)[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length === 1 ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined;
    }),
  );
  return keys;
}

/** Two clicks before React renders again. */
const doubleClickInOneFrame = (button: HTMLElement) =>
  act(() => {
    button.click();
    button.click();
  });

describe('cancelling an order, once per intent', () => {
  it('a double click after a failed request sends one cancellation, with the first key', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'wallet', guest: false });
    const order = orders[0]!;
    const keys = requestsTo('get', '/user/cancel-order/:id');
    const { user } = renderRoute(<OrderDetailsScreen code={order.code} />, {
      route: `/get-invoice/${order.code}`,
      path: '/get-invoice/:orderCode',
      startData: startDataFixture({ user: signedInUser }),
    });
    const card = within(await screen.findByRole('region', { name: `Order ${order.code}` }));
    await user.click(card.getByRole('button', { name: `Cancel Order ${order.code}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(keys).toHaveLength(1));

    // The question is still open after the failure: the shopper clicks again, twice.
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Cancel Order' })).not.toHaveAttribute('aria-busy', 'true'),
    );
    doubleClickInOneFrame(dialog.getByRole('button', { name: 'Cancel Order' }));

    await waitFor(() => expect(card.getByText('Payment Status: Refunded to Wallet')).toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('asking for a refund, once per intent', () => {
  it('a double click after a failed request sends one refund request, with the first key', async () => {
    const { order, line } = await deliveredRefundableOrder();
    const keys = requestsTo('post', '/refund-request');
    const { user } = renderRoute(
      <LiveStartData>
        <OrderDetailsScreen code={order.code} />
      </LiveStartData>,
    );
    await user.click(await screen.findByRole('button', { name: `Refund Request, ${line.product_name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund Request' }));
    await user.type(dialog.getByRole('textbox', { name: 'Refund Reason' }), 'Arrived damaged');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy', 'true'),
    );

    doubleClickInOneFrame(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Refund request sent')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(getDemoShop().state.refunds?.filter((row) => row.order_detail_id === line.id)).toHaveLength(1);
  });
});
