import { StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoShop, resetDemoShop } from '@mocks/state/store';
import { getInvoicesByTrx, mailOrder } from '@/api-generated/endpoints/orders/orders';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { validationFailure } from '../../../tests/helpers/validation-failure';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { deliveredRefundableOrder, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { InvoiceScreen } from './InvoiceScreen';
import { OrderDetailsScreen } from './OrderDetailsScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const shop = (overrides: Parameters<typeof startDataFixture>[0] = {}) => startDataFixture(overrides);

describe('InvoiceScreen (/invoice/:trx_id)', () => {
  it('counts one shop’s order as one order, not “1 orders”', async () => {
    const { trxId } = await placeOrder({ shops: 1 });
    renderRoute(<InvoiceScreen trxId={trxId} confirmation />, {
      route: `/invoice/${trxId}`,
      path: '/invoice/:trx_id',
    });
    expect(await screen.findByText(/^1 order · Total: \$\d+\.\d\d$/)).toBeInTheDocument();
  });

  it('shows every shop’s order of the transaction, with its timeline, lines and amounts', async () => {
    const { trxId, orders } = await placeOrder({ shops: 2 });
    renderRoute(<InvoiceScreen trxId={trxId} confirmation />, {
      route: `/invoice/${trxId}`,
      path: '/invoice/:trx_id',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(trxId)).toBeInTheDocument();
    expect(orders).toHaveLength(2);
    expect(screen.getByText(/^2 orders · Total: \$\d+\.\d\d$/)).toBeInTheDocument();
    for (const order of orders) {
      const card = within(screen.getByRole('region', { name: `Order ${order.code}` }));
      expect(card.getByRole('list', { name: `Delivery Status, ${order.code}` })).toBeInTheDocument();
      expect(card.getByText('Payment Status: Unpaid')).toBeInTheDocument();
      expect(card.getByRole('button', { name: `Download Invoice ${order.code}` })).toBeInTheDocument();
      expect(card.getByRole('link', { name: `Order details ${order.code}` })).toHaveAttribute(
        'href',
        `/get-invoice/${order.code}`,
      );
      expect(card.getAllByRole('listitem').length).toBeGreaterThan(0);
    }
  });

  it('says the order was not found for a transaction that is not the shopper’s', async () => {
    renderRoute(<InvoiceScreen trxId="NOPE-123" />, { route: '/invoice/NOPE-123', path: '/invoice/:trx_id' });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/track-order');
  });

  it('offers a retry when the shop cannot be reached', async () => {
    let fail = true;
    const { trxId } = await placeOrder({ shops: 1 });
    server.use(
      http.get('*/user/get-invoices/:trx', () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute(<InvoiceScreen trxId={trxId} />);
    expect(screen.getByText('Loading your order')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
  });
});

describe('the invoice mails (GET user/mail-order/{trx_id})', () => {
  /** Counts the mail-order calls; each goes on to the demo shop. */
  function countMailCalls() {
    const calls: string[] = [];
    server.use(
      http.get('*/user/mail-order/:trx', ({ params }) => {
        calls.push(String(params.trx));
        return undefined;
      }),
    );
    return calls;
  }
  const renderInvoice = (trxId: string) =>
    renderRoute(
      <StrictMode>
        <InvoiceScreen trxId={trxId} confirmation />
      </StrictMode>,
      { route: `/invoice/${trxId}`, path: '/invoice/:trx_id' },
    );

  it('are asked for once after the invoice loads, not again on re-render, coming back or reloading', async () => {
    const { trxId, orders } = await placeOrder({ shops: 2 });
    expect(orders.map((order) => order.is_mailed)).toEqual([0, 0]);
    const calls = countMailCalls();

    const first = renderInvoice(trxId);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    await waitFor(() => expect(calls).toEqual([trxId]));
    // Away and back with the browser's back button.
    await act(() => first.router.navigate('/cart'));
    await screen.findByRole('heading', { name: 'Page /cart' });
    await act(() => first.router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    first.unmount();

    // A reload: a new page, whose invoice now says the mails went out.
    renderInvoice(trxId);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    const { orders: after } = await getInvoicesByTrx(trxId);
    expect(after.map((order) => order.is_mailed)).toEqual([1, 1]);
    expect(calls).toEqual([trxId]);
  });

  it('are not asked for again when the page is reloaded while the first call is still on its way', async () => {
    const { trxId } = await placeOrder({ shops: 1 });
    const calls: string[] = [];
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/user/mail-order/:trx', async ({ params }) => {
        calls.push(String(params.trx));
        await answered; // the mails are still being sent
        return undefined;
      }),
    );
    const first = renderInvoice(trxId);
    await waitFor(() => expect(calls).toEqual([trxId]));
    first.unmount();

    renderInvoice(trxId);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    answer();
    expect(calls).toEqual([trxId]);
  });

  it('are not asked for when the invoice says they went out', async () => {
    const { trxId } = await placeOrder({ shops: 1 });
    await mailOrder(trxId);
    const calls = countMailCalls();
    renderInvoice(trxId);
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    expect(calls).toEqual([]);
  });
});

/** The demo customer's order with one delivered, refundable line, its page open and its refund dialog open. */
async function openRefundDialog() {
  const { order, line } = await deliveredRefundableOrder();
  const { user, toasts } = renderRoute(
    <LiveStartData>
      <OrderDetailsScreen code={order.code} />
    </LiveStartData>,
  );

  await user.click(await screen.findByRole('button', { name: `Refund Request, ${line.product_name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Refund Request' }));
  return { user, toasts, dialog, line };
}

describe('OrderDetailsScreen (/get-invoice/:orderCode)', () => {
  it('lets the signed-in owner cancel a pending order; a wallet payment goes back to the wallet', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'wallet', guest: false });
    const order = orders[0]!;
    expect(order.payment_status).toBe('paid');
    const { user } = renderRoute(<OrderDetailsScreen code={order.code} />, {
      route: `/get-invoice/${order.code}`,
      path: '/get-invoice/:orderCode',
      startData: shop({ user: signedInUser }),
    });

    const card = within(await screen.findByRole('region', { name: `Order ${order.code}` }));
    expect(card.getByText('Payment Status: Paid')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: `Cancel Order ${order.code}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('The amount paid goes back to your wallet.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel Order' }));

    await waitFor(() => expect(card.getByText('Payment Status: Refunded to Wallet')).toBeInTheDocument());
    expect(card.getByText('Canceled')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: `Cancel Order ${order.code}` })).not.toBeInTheDocument();
  });

  it('offers to pay an order placed with "pay later", by its code', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'pay_later', guest: false });
    const order = orders[0]!;
    renderRoute(<OrderDetailsScreen code={order.code} />, { startData: shop({ user: signedInUser }) });
    const card = within(await screen.findByRole('region', { name: `Order ${order.code}` }));
    expect(card.getByRole('link', { name: `Pay Now ${order.code}` })).toHaveAttribute(
      'href',
      `/payment/${order.code}`,
    );
  });

  it('sends a refund request of a delivered line with the amounts it shows, and shows it was sent', async () => {
    const { user, toasts, dialog, line } = await openRefundDialog();
    const total =
      Math.round(
        (line.price * line.quantity + line.tax + line.shipping_cost.total_cost - line.discount) * 100,
      ) / 100;
    const shown = (amount: number) => `$${amount.toFixed(2)}`;
    expect(dialog.getByText(`Line total: ${shown(total)}`)).toBeInTheDocument();
    expect(
      dialog.getByText(`Refundable Amount: ${shown(total - line.shipping_cost.total_cost)}`),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Refund Reason' }), 'Arrived damaged');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Refund request sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Refund Request: pending')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Refund Request, ${line.product_name}` }),
    ).not.toBeInTheDocument();
    expect(toasts.filter((toast) => toast.tone === 'error')).toEqual([]);
    const refund = getDemoShop().state.refunds?.find((row) => row.order_detail_id === line.id);
    expect(refund).toMatchObject({
      status: 'pending',
      refund_reason: 'Arrived damaged',
      total_amount: total,
    });
  });

  it('shows the shop’s 422 on the reason and toasts it (spec §5), keeping the dialog and the reason', async () => {
    server.use(
      http.post('*/refund-request', () =>
        validationFailure({
          refund_reason: ['The refund reason may not be greater than 255 characters.'],
          refundable_amount: ['The refundable amount format is invalid.'],
        }),
      ),
    );
    const { user, toasts, dialog } = await openRefundDialog();
    const reason = dialog.getByRole('textbox', { name: 'Refund Reason' });
    await user.type(reason, 'Arrived damaged');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(
      await dialog.findByText('The refund reason may not be greater than 255 characters.'),
    ).toBeInTheDocument();
    // A field the shopper cannot edit (the amounts it shows) is said under the form.
    expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'The refundable amount format is invalid.',
    );
    expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['error', 'The refund reason may not be greater than 255 characters.'],
      ['error', 'The refundable amount format is invalid.'],
    ]);
    expect(screen.getByRole('dialog', { name: 'Refund Request' })).toBeInTheDocument();
    expect(reason).toHaveValue('Arrived damaged');
  });

  it('offers no cancel button to a guest', async () => {
    const { orders } = await placeOrder({ shops: 1 });
    const order = orders[0]!;
    renderRoute(<OrderDetailsScreen code={order.code} />);
    const card = within(await screen.findByRole('region', { name: `Order ${order.code}` }));
    expect(card.getByRole('button', { name: `Download Invoice ${order.code}` })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Cancel Order/ })).not.toBeInTheDocument();
  });
});
