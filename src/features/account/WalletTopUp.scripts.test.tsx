// Wallet top-ups through a vendor's own script (backend-api §2.14): PayPal (and Razorpay, with the wallet setup's
// INR row) load their script only when the shopper tops up with them, charge the typed amount in their currency, and
// post to user/recharge-wallet the amount as typed in the active currency with the vendor's reference.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { scenarioHandlers } from '@mocks/scenarios';
import { createPayPalStandIn } from '@mocks/payment-gateways/paypal-stand-in';
import { openStandInWindow } from '@mocks/payment-gateways/stand-in-dialog';
import { createFlutterwaveStandIn } from '@mocks/payment-gateways/flutterwave-stand-in';
import { createPaystackStandIn } from '@mocks/payment-gateways/paystack-stand-in';
import { createRazorpayStandIn } from '@mocks/payment-gateways/razorpay-stand-in';
import { configureDemoShop, getDemoShop } from '@mocks/state/store';
import { changeCurrency } from '@/api-generated/endpoints/settings/settings';
import { server } from '../../../mocks/node';
import { loadServedStandIn, scriptCapture } from '../../../tests/helpers/vendor-script-payment';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { WalletScreen } from './WalletScreen';

// Scripts the page added that the test never loaded: failed at the end, so the next test's page adds its own.
const { unsettled, addedScripts } = scriptCapture();

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
  return () => {
    for (const script of unsettled.splice(0)) script.dispatchEvent(new Event('error'));
    delete window.paypal;
    delete window.Razorpay;
    delete window.PaystackPop;
    delete window.FlutterwaveCheckout;
    document.querySelectorAll('[role="dialog"]').forEach((dialog) => dialog.remove());
    configureDemoShop();
  };
});

const renderWallet = (demoShop: boolean) =>
  renderAccountRoute(<WalletScreen demoShop={demoShop} />, { route: '/my-wallet', name: 'wallet' });

const methods = async () => within(await screen.findByRole('radiogroup', { name: 'Payment method' }));
const balance = () => getDemoShop().state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!.balance;

function loaded(script: HTMLScriptElement, install: () => void) {
  install();
  unsettled.splice(unsettled.indexOf(script), 1);
  script.dispatchEvent(new Event('load'));
}

function rechargePosts() {
  const posts: Record<string, string>[] = [];
  server.use(
    http.post('*/user/recharge-wallet', async ({ request }) => {
      const form = await request.clone().formData();
      posts.push(Object.fromEntries([...form].map(([name, value]) => [name, String(value)])));
      return undefined;
    }),
  );
  return posts;
}

async function topUp(user: ReturnType<typeof renderWallet>['user'], name: string, amount: string) {
  await user.click((await methods()).getByRole('radio', { name }));
  const field = screen.getByRole('spinbutton', { name: 'Amount (EUR)' });
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: `Continue to ${name}` }));
}

/**
 * With every gateway on and euros active, the shopper tops up €46 ($50) through `name`: the balance before, the
 * recharge-wallet posts from now on, and the one script the page adds.
 */
async function topUpInEuros(name: string) {
  server.use(...scenarioHandlers('gateways'));
  await changeCurrency('EUR');
  const before = balance();
  const posts = rechargePosts();
  const scripts = addedScripts();
  const { user } = renderWallet(true);
  await topUp(user, name, '46');
  await waitFor(() => expect(scripts).toHaveLength(1));
  return { user, before, posts, scripts };
}

describe('wallet top-up through PayPal’s SDK', () => {
  it('adds the SDK only when topping up, charges USD by the active rate, and posts the capture id', async () => {
    await changeCurrency('EUR'); // 0.92 per dollar
    const before = balance();
    const posts = rechargePosts();
    const scripts = addedScripts();
    const { user, router } = renderWallet(false);
    await user.click((await methods()).getByRole('radio', { name: 'PayPal' }));
    expect(scripts).toEqual([]);
    await topUp(user, 'PayPal', '46');
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(scripts[0]!.src).toBe(
      'https://www.paypal.com/sdk/js?client-id=demo-paypal-client-id&currency=USD',
    );
    const paypal = within(screen.getByRole('region', { name: 'PayPal' }));
    expect(paypal.getByText('Amount: 50.00 USD')).toBeInTheDocument();
    loaded(scripts[0]!, () => (window.paypal = createPayPalStandIn()));
    await user.click(await paypal.findByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(posts).toEqual([
      { amount: '46', payment_type: 'paypal', transaction_id: expect.stringMatching(/^DEMO/) },
    ]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
    expect(router.state.location.search).toBe('');
  });

  it('on the demo shop: its stand-in from this origin; a declined top-up charges nothing', async () => {
    await changeCurrency('EUR');
    const before = balance();
    const posts = rechargePosts();
    const scripts = addedScripts();
    const { user } = renderWallet(true);
    await topUp(user, 'PayPal', '46');
    await waitFor(() => expect(scripts).toHaveLength(1));
    expect(new URL(scripts[0]!.src).pathname).toBe('/__demo-shop/vendor/paypal-sdk.js');
    loaded(scripts[0]!, () => (window.paypal = createPayPalStandIn()));
    await user.click(await screen.findByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'PayPal declined the top-up. Nothing was charged',
    );
    expect(posts).toEqual([]);
    expect(balance()).toBe(before);
  });
});

describe('wallet top-up through Razorpay’s checkout (`gateways` scenario)', () => {
  it('is offered with the wallet setup’s INR row, charges paise at its rate, and posts the payment id', async () => {
    const first = renderWallet(true);
    expect((await methods()).queryByRole('radio', { name: 'Razorpay' })).not.toBeInTheDocument(); // no INR row, no key
    first.unmount();

    const { user, before, posts, scripts } = await topUpInEuros('Razorpay');
    expect(new URL(scripts[0]!.src).pathname).toBe('/__demo-shop/vendor/razorpay-checkout.js');
    // €46 at 0.92 per dollar is $50; at 83.25 rupees per dollar, 4162.50 INR.
    expect(screen.getByText('Amount: 4162.50 INR')).toBeInTheDocument();
    loaded(scripts[0]!, () => (window.Razorpay = createRazorpayStandIn(openStandInWindow)));
    const razorpay = within(await screen.findByRole('dialog', { name: 'Razorpay (demo stand-in)' }));
    await user.click(razorpay.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(posts).toEqual([
      { amount: '46', payment_type: 'razor_pay', transaction_id: expect.stringMatching(/^pay_DEMO/) },
    ]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
  });
});

describe('wallet top-up through Paystack’s inline script (`gateways` scenario)', () => {
  it('charges kobo at the NGN rate for the shopper’s e-mail and posts the reference', async () => {
    const { user, before, posts, scripts } = await topUpInEuros('Paystack');
    expect(new URL(scripts[0]!.src).pathname).toBe('/__demo-shop/vendor/paystack-inline.js');
    expect(screen.getByText('Amount: 50.00 NGN')).toBeInTheDocument(); // the seeded ngn_exchange_rate is 1
    loaded(scripts[0]!, () => (window.PaystackPop = createPaystackStandIn(openStandInWindow)));
    const paystack = within(await screen.findByRole('dialog', { name: 'Paystack (demo stand-in)' }));
    expect(paystack.getByText(/customer@marketfront\.test/)).toBeInTheDocument();
    await user.click(paystack.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(posts).toEqual([
      { amount: '46', payment_type: 'paystack', transaction_id: expect.stringMatching(/^DEMO/) },
    ]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
  });
});

describe('wallet top-up through Flutterwave’s checkout (`gateways` scenario)', () => {
  it('charges the typed amount in the active currency and posts the transaction', async () => {
    const { user, before, posts, scripts } = await topUpInEuros('Flutterwave');
    expect(new URL(scripts[0]!.src).pathname).toBe('/__demo-shop/vendor/flutterwave-checkout.js');
    expect(screen.getByText('Amount: 46.00 EUR')).toBeInTheDocument();
    loaded(scripts[0]!, () => (window.FlutterwaveCheckout = createFlutterwaveStandIn(openStandInWindow)));
    const flutterwave = within(await screen.findByRole('dialog', { name: 'Flutterwave (demo stand-in)' }));
    await user.click(flutterwave.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(posts).toEqual([
      { amount: '46', payment_type: 'flutter_wave', transaction_id: expect.stringMatching(/^\d+$/) },
    ]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
  });
});

describe('wallet top-ups through KkiaPay, Google Pay and Midtrans (`gateways` scenario)', () => {
  const forget = () => {
    const page = window as unknown as Record<string, unknown>;
    for (const name of ['openKkiapayWidget', 'addSuccessListener', 'addFailedListener', 'snap', 'google'])
      delete page[name];
  };
  beforeEach(() => forget);

  it('KkiaPay charges XOF at the wallet setup’s rate and posts its transaction to recharge-wallet', async () => {
    const { user, before, posts, scripts } = await topUpInEuros('KkiaPay');
    // €46 at 0.92 per dollar is $50; at 603.5 francs per dollar, 30175 XOF.
    expect(screen.getByText('Amount: 30175 XOF')).toBeInTheDocument();
    await loadServedStandIn(scripts[0]!, 'kkiapay-widget.js', unsettled);
    const kkiapay = within(await screen.findByRole('dialog', { name: 'KkiaPay (demo stand-in)' }));
    await user.click(kkiapay.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(posts).toEqual([
      { amount: '46', payment_type: 'kkiapay', transaction_id: expect.stringMatching(/^KKIA-DEMO-/) },
    ]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
  });

  it('Google Pay posts Google’s token and the typed amount to complete-recharge, not recharge-wallet', async () => {
    const completions: Record<string, unknown>[] = [];
    server.use(
      http.post('*/user/complete-recharge', async ({ request }) => {
        completions.push((await request.clone().json()) as Record<string, unknown>);
        return undefined;
      }),
    );
    const { user, before, posts, scripts } = await topUpInEuros('Google Pay');
    expect(screen.getByText('Amount: 46.00 EUR')).toBeInTheDocument();
    await loadServedStandIn(scripts[0]!, 'google-pay.js', unsettled);
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Google Pay (demo stand-in)' }));
    await user.click(sheet.getByRole('button', { name: 'Approve payment' }));

    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    expect(completions).toEqual([
      { amount: 46, payment_type: 'google_pay', token: expect.stringMatching(/gpay-demo-/) },
    ]);
    expect(posts).toEqual([]);
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2));
  });

  it('Midtrans: not offered on a real backend (no Snap token for a top-up); simulated on the demo shop', async () => {
    server.use(...scenarioHandlers('gateways'));
    const real = renderWallet(false);
    expect((await methods()).getByRole('radio', { name: 'KkiaPay' })).toBeInTheDocument();
    expect((await methods()).queryByRole('radio', { name: 'Midtrans' })).not.toBeInTheDocument();
    real.unmount();

    await changeCurrency('EUR');
    const before = balance();
    const { user } = renderWallet(true);
    await topUp(user, 'Midtrans', '46');
    await user.click(await screen.findByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    await waitFor(() => expect(balance()).toBeGreaterThan(before));
  });
});
