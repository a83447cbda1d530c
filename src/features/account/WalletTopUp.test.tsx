// Wallet top-ups through the gateways (backend-api §2.14): offered exactly when the shop switches them on, the
// amount typed in the active currency; on a real backend the browser leaves for the gateway's wallet page, on the
// demo shop a simulated gateway completes (or declines) the top-up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getCatalogue } from '@mocks/data/catalogue';
import { configureDemoShop, getDemoShop } from '@mocks/state/store';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { changeCurrency } from '@/api-generated/endpoints/settings/settings';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { WalletScreen } from './WalletScreen';

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});
afterEach(() => configureDemoShop());

const renderWallet = (demoShop: boolean) =>
  renderAccountRoute(<WalletScreen demoShop={demoShop} />, { route: '/my-wallet', name: 'wallet' });

const methods = async () => within(await screen.findByRole('radiogroup', { name: 'Payment method' }));
const balance = () => getDemoShop().state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!.balance;

describe('wallet top-up through a gateway', () => {
  it('offers the gateways the settings switch on, after the offline methods (Mollie with the shop’s EUR)', async () => {
    const catalogue = getCatalogue();
    configureDemoShop({
      catalogue: {
        ...catalogue,
        settings: {
          ...catalogue.settings,
          is_sslcommerz_activated: 0,
          is_mollie_activated: 1,
          is_iyzico_activated: 1,
        },
      },
    });
    await signInDemoCustomer();
    renderWallet(false);
    const group = await methods();
    // PayPal through its script (seeded on, with its client id); the others by their wallet pages.
    const expected = [
      ...catalogue.offlineMethods.map((m) => m.name),
      'Stripe',
      'PayPal',
      'Mollie',
      'bKash',
      'iyzico',
    ];
    expect(group.getAllByRole('radio')).toEqual(expected.map((name) => group.getByRole('radio', { name })));
  });

  it('leaves for the gateway’s wallet page with the amount typed in the active currency, and says so on return', async () => {
    await changeCurrency('EUR');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const away = renderWallet(false);
    await away.user.click((await methods()).getByRole('radio', { name: 'bKash' }));
    expect(screen.queryByText('Payment proof')).not.toBeInTheDocument();
    await away.user.type(screen.getByRole('spinbutton', { name: 'Amount (EUR)' }), '25');
    await away.user.click(screen.getByRole('button', { name: 'Continue to bKash' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/bkash/redirect?amount=25&type=wallet`,
    );
    away.unmount();

    renderWallet(false); // the backend returns to /my-wallet, paid or not
    expect(
      await screen.findByText(
        'Back from bKash: a top-up that went through shows in your balance and history.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('asks for the amount before leaving', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = renderWallet(false);
    await user.click((await methods()).getByRole('radio', { name: 'Stripe' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on the demo shop: the simulated gateway declines, then approves and the balance grows', async () => {
    await changeCurrency('EUR');
    const before = balance();
    const { user, router } = renderWallet(true);
    const topUp = async () => {
      await user.click((await methods()).getByRole('radio', { name: 'Stripe' }));
      const amount = screen.getByRole('spinbutton', { name: 'Amount (EUR)' });
      await user.clear(amount); // kept from the last try
      await user.type(amount, '46');
      await user.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
      return within(await screen.findByRole('region', { name: 'Stripe (demo)' }));
    };
    const gateway = await topUp();
    expect(gateway.getByText(/€46\.00/)).toBeInTheDocument();
    await user.click(gateway.getByRole('button', { name: 'Decline payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe declined the top-up. Nothing was charged',
    );
    expect(balance()).toBe(before);

    await user.click((await topUp()).getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('Wallet recharged successfully')).toBeInTheDocument();
    await waitFor(() => expect(balance()).toBeCloseTo(before + 50, 2)); // €46 at 0.92 per dollar
    expect(router.state.location.search).toBe('');
  });
});
