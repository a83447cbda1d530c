// The payment page on a real backend (no demo shop): redirect gateways leave for the backend's own page with the
// query its route reads (backend-api §2.12), and a payment the gateway did not complete comes back to a bare
// `/payment` (the CSRF-exempt page gateways post back to, §1.2), which the page recognises.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { http, HttpResponse } from 'msw';
import { resetDemoShop } from '@mocks/state/store';
import { getInvoicesByTrx } from '@/api-generated/endpoints/orders/orders';
import { getPaymentOrder } from '@/api-generated/endpoints/payment/payment';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { confirmCart, placeOrder, signInDemoCustomer } from '../../../tests/helpers/demo-orders';
import { PaymentScreen } from './PaymentScreen';

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const settings = {
  is_stripe_activated: 1,
  is_paypal_activated: 1,
  is_sslcommerz_activated: 1,
  is_paytm_activated: 1,
  is_mollie_activated: 1,
  is_jazz_cash_activated: 1,
  is_kkiapay_activated: 1,
  kkiapay_public_key: 'kkiapay-1',
} as const;

/** The app's payment route: the screen for the URL's order code, on a real backend. */
function PaymentRoute() {
  const { code = null } = useParams();
  return <PaymentScreen key={code ?? ''} code={code} demoShop={false} />;
}

function renderPayment(route = '/payment', { signedIn = false } = {}) {
  return renderRoute(<PaymentRoute />, {
    route,
    path: '/payment/:code?',
    name: 'payment',
    startData: startDataFixture({
      settings_data: settings,
      user: signedIn ? { ...signedInUser, balance: 0 } : null,
    }),
  });
}

const leaves = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

describe('PaymentScreen on the real backend', () => {
  it('offers the redirect gateways the settings switch on (no simulated script gateway, no Mollie without EUR)', async () => {
    await confirmCart(1);
    renderPayment();
    const methods = within(await screen.findByRole('radiogroup'));
    for (const name of ['Stripe', 'SSLCommerz', 'Paytm'])
      expect(methods.getByRole('radio', { name })).toBeInTheDocument();
    expect(methods.queryByRole('radio', { name: 'KkiaPay' })).not.toBeInTheDocument();
    expect(methods.queryByRole('radio', { name: 'Mollie' })).not.toBeInTheDocument();
  });

  it('sends SSLCommerz and Paytm payments to their backend pages with the payment_type their routes read', async () => {
    const trxId = await confirmCart(1);
    const assign = leaves();
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'SSLCommerz' }));
    await user.click(screen.getByRole('button', { name: 'Continue to SSLCommerz' }));
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Paytm' }));
    const origin = window.location.origin;
    expect(assign.mock.calls).toEqual([
      [`${origin}/get/ssl-response?payment_type=ssl_commerze&trx_id=${trxId}`],
      [`${origin}/user/payment/paytmRedirect?trx_id=${trxId}&payment_type=paytm`],
    ]);
  });

  it('says so when the gateway sends the shopper back to /payment unpaid, once', async () => {
    const trxId = await confirmCart(1);
    leaves();
    const away = renderPayment();
    await away.user.click(await screen.findByRole('radio', { name: 'Stripe' }));
    await away.user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    away.unmount();

    const back = renderPayment(); // the backend's return: `/payment`, nothing in the address
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment with Stripe did not go through: your order is still waiting for payment.',
    );
    expect(screen.getByRole('radio', { name: 'Stripe' })).toBeInTheDocument();
    expect((await getInvoicesByTrx(trxId)).orders[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
    back.unmount();

    renderPayment(); // a later visit is not that return
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('brings an order code’s unpaid return back to that order’s page', async () => {
    await signInDemoCustomer();
    const { orders } = await placeOrder({ shops: 1, payment: 'pay_later', guest: false });
    const code = orders[0]!.code;
    const assign = leaves();
    const away = renderPayment(`/payment/${code}`, { signedIn: true });
    await away.user.click(await screen.findByRole('radio', { name: 'Stripe' }));
    await away.user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    expect(assign).toHaveBeenCalledWith(
      `${window.location.origin}/stripe/redirect?trx_id=${orders[0]!.trx_id}&code=${code}`,
    );
    away.unmount();

    const back = renderPayment('/payment', { signedIn: true });
    await waitFor(() => expect(back.router.state.location.pathname).toBe(`/payment/${code}`));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment with Stripe did not go through');
  });

  it('pays JazzCash by a GET form to jazz_url with the jazz_data fields, only when the backend sends them', async () => {
    await confirmCart(1);
    const first = renderPayment();
    await screen.findByRole('radiogroup');
    expect(screen.queryByRole('radio', { name: 'JazzCash' })).not.toBeInTheDocument(); // jazz_data [] and jazz_url null
    first.unmount();

    const answer = await getPaymentOrder();
    const jazzUrl = 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/';
    const jazzData = {
      pp_Version: '1.1',
      pp_Amount: 125000,
      pp_TxnRefNo: 'T20261116',
      pp_SecureHash: 'AB12',
    };
    server.use(
      http.get('*/user/payment-order', () =>
        HttpResponse.json({ ...answer, jazz_url: jazzUrl, jazz_data: jazzData }),
      ),
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'JazzCash' }));
    await user.click(screen.getByRole('button', { name: 'Continue to JazzCash' }));

    const form = await screen.findByRole('form', { name: 'JazzCash' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', jazzUrl);
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      pp_Version: '1.1',
      pp_Amount: '125000',
      pp_TxnRefNo: 'T20261116',
      pp_SecureHash: 'AB12',
    });
    expect(submit).toHaveBeenCalledOnce();
  });
});
