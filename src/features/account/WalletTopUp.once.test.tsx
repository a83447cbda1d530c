// One intent, one effect for wallet top-ups (issue 35 §4, §5), against the demo shop: PayPal takes €46 ($50), the
// shop's confirmation fails, and then — a double click on "Confirm payment", or a reload — the wallet is credited
// once, every try carrying the first one's Idempotency-Key. Requests are counted where they leave (MSW).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { createPayPalStandIn } from '@mocks/payment-gateways/paypal-stand-in';
import { configureDemoShop, getDemoShop } from '@mocks/state/store';
import { changeCurrency } from '@/api-generated/endpoints/settings/settings';
import { server } from '../../../mocks/node';
import { scriptCapture } from '../../../tests/helpers/vendor-script-payment';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { WalletScreen } from './WalletScreen';

const { unsettled, addedScripts } = scriptCapture();

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
  await changeCurrency('EUR'); // 0.92 per dollar: €46 is $50
  return () => {
    for (const script of unsettled.splice(0)) script.dispatchEvent(new Event('error'));
    delete window.paypal;
    configureDemoShop();
  };
});

const balance = () => getDemoShop().state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!.balance;
const renderWallet = (route = '/my-wallet') =>
  renderAccountRoute(<WalletScreen demoShop />, { route, path: '/my-wallet', name: 'wallet' });

/** Every recharge-wallet request's Idempotency-Key; the first `failures` answer a server error. */
function rechargeRequests(failures: number) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('*/user/recharge-wallet', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return keys.length <= failures
        ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
        : undefined;
    }),
  );
  return keys;
}

/** Tops up €46 with PayPal's stand-in and approves: PayPal takes the payment. */
async function payWithPayPal(user: ReturnType<typeof renderWallet>['user']) {
  const scripts = addedScripts();
  await user.click(
    within(await screen.findByRole('radiogroup', { name: 'Payment method' })).getByRole('radio', {
      name: 'PayPal',
    }),
  );
  const field = screen.getByRole('spinbutton', { name: 'Amount (EUR)' });
  await user.clear(field);
  await user.type(field, '46');
  await user.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
  await waitFor(() => expect(scripts).toHaveLength(1));
  window.paypal = createPayPalStandIn();
  unsettled.splice(unsettled.indexOf(scripts[0]!), 1);
  scripts[0]!.dispatchEvent(new Event('load'));
  await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
  return scripts;
}

const unconfirmed = () =>
  screen.findByText('PayPal took the payment, but the shop has not confirmed it yet. Confirm it again.');

describe('wallet top-up confirmation, once per intent (issue 35 §4)', () => {
  it('a double click on "Confirm payment" after a failed confirmation credits once, with the first key', async () => {
    const before = balance();
    const keys = rechargeRequests(1);
    const { user } = renderWallet();
    await payWithPayPal(user);
    expect(await unconfirmed()).toBeInTheDocument();
    expect(balance()).toBe(before);

    // Both clicks run before React renders "Confirming your payment…".
    const confirm = screen.getByRole('button', { name: 'Confirm payment' });
    act(() => {
      confirm.click();
      confirm.click();
    });

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(keys).toHaveLength(2); // the failed try and one retry
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
  });
});

describe('a payment taken but not confirmed survives a reload (issue 35 §5)', () => {
  it('offers "Confirm payment", not PayPal again, and credits once with the same key', async () => {
    const before = balance();
    const keys = rechargeRequests(1);
    const first = renderWallet();
    const scripts = await payWithPayPal(first.user);
    expect(await unconfirmed()).toBeInTheDocument();
    const url = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();

    // The reload: the same address and the same sessionStorage.
    const again = renderWallet(url);
    expect(await unconfirmed()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument();
    expect(scripts).toHaveLength(1); // PayPal's script is not loaded again
    await again.user.click(screen.getByRole('button', { name: 'Confirm payment' }));

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
    again.unmount();

    // Confirmed: nothing is left to confirm on the next visit.
    renderWallet(url);
    expect(await screen.findByRole('region', { name: 'PayPal' })).toBeInTheDocument();
    expect(
      screen.queryByText('PayPal took the payment, but the shop has not confirmed it yet. Confirm it again.'),
    ).not.toBeInTheDocument();
  });

  it('asks before the page is left while the shop confirms', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post(
        '*/user/recharge-wallet',
        () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))),
      ),
    );
    const { user } = renderWallet();
    await payWithPayPal(user);
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    answer?.();
    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    await waitFor(() => {
      const later = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(later);
      expect(later.defaultPrevented).toBe(false);
    });
  });
});
