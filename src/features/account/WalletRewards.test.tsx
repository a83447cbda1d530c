import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { RewardsScreen } from './RewardsScreen';
import { WalletScreen } from './WalletScreen';
import { validationFailure } from '../../../tests/helpers/validation-failure';

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});

const tile = (label: string) => screen.getByText(label).parentElement!;

describe('RewardsScreen', () => {
  it('converts points into wallet money the server computes, and both figures change', async () => {
    const { user } = renderAccountRoute(<RewardsScreen />, { route: '/my-rewards', name: 'rewards' });
    await waitFor(() => expect(within(tile('Total Points')).getByText('1200')).toBeInTheDocument());
    expect(within(tile('Wallet Balance')).getByText('$250.00')).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Points' }), '100');
    expect(screen.getByText(/About \$10\.00 will be added/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Convert to Wallet' }));

    await waitFor(() => expect(within(tile('Total Points')).getByText('1100')).toBeInTheDocument());
    await waitFor(() => expect(within(tile('Wallet Balance')).getByText('$260.00')).toBeInTheDocument());
    expect(await screen.findByText('Reward converted successfully')).toBeInTheDocument();
  });

  it('refuses more points than the shopper has, next to the field', async () => {
    const { user } = renderAccountRoute(<RewardsScreen />, { route: '/my-rewards', name: 'rewards' });
    await user.type(await screen.findByRole('spinbutton', { name: 'Points' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Convert to Wallet' }));
    expect(await screen.findByText('Please enter at most 1200')).toBeInTheDocument();
  });

  it('shows the shop’s 422 on the points and toasts it (spec §5), keeping the points typed', async () => {
    server.use(
      http.post('*/user/convert-reward', () =>
        validationFailure({ reward: ['The reward must be at least 10.'] }, 'invalid'),
      ),
    );
    const { user, toasts } = renderAccountRoute(<RewardsScreen />, { route: '/my-rewards', name: 'rewards' });
    const points = await screen.findByRole('spinbutton', { name: 'Points' });
    await user.type(points, '100');
    await user.click(screen.getByRole('button', { name: 'Convert to Wallet' }));

    expect((await screen.findAllByText('The reward must be at least 10.')).length).toBeGreaterThan(0);
    expect(toasts.map((toast) => toast.message)).toEqual(['The reward must be at least 10.']);
    expect(points).toHaveValue(100);
  });

  it('lists what earned the points', async () => {
    renderAccountRoute(<RewardsScreen />, { route: '/my-rewards', name: 'rewards' });
    const history = await screen.findByRole('region', { name: 'Reward History' });
    await waitFor(() => expect(within(history).queryAllByRole('listitem').length).toBeGreaterThan(0));
  });
});

describe('WalletScreen', () => {
  it('shows the balance and the history with the pending offline recharge', async () => {
    renderAccountRoute(<WalletScreen />, { route: '/my-wallet', name: 'wallet' });
    await waitFor(() => expect(within(tile('Total Balance')).getByText('$250.00')).toBeInTheDocument());
    const history = screen.getByRole('region', { name: 'Recharge History' });
    await waitFor(() => expect(within(history).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3));
    expect(within(history).getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('sends an offline recharge with its proof; it waits for approval in the history', async () => {
    const { user } = renderAccountRoute(<WalletScreen />, { route: '/my-wallet', name: 'wallet' });
    const history = await screen.findByRole('region', { name: 'Recharge History' });
    await waitFor(() => expect(within(history).getAllByRole('listitem').length).toBeGreaterThan(0));
    const before = within(history).getAllByRole('listitem').length;

    await user.type(await screen.findByRole('spinbutton', { name: /Amount/ }), '40');
    const proof = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(proof, new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Recharge' }));

    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(before + 1));
    expect(within(tile('Total Balance')).getByText('$250.00')).toBeInTheDocument();
  });

  it('shows the shop’s 422 on the amount and toasts it (spec §5), keeping the amount and the proof', async () => {
    server.use(
      http.post('*/user/recharge-wallet', () =>
        validationFailure({
          amount: ['The amount must be at least 5.'],
          file: ['The file must be an image.'],
        }),
      ),
    );
    const { user, toasts } = renderAccountRoute(<WalletScreen />, { route: '/my-wallet', name: 'wallet' });
    const amount = await screen.findByRole('spinbutton', { name: /Amount/ });
    await user.type(amount, '40');
    const proof = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(proof, new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Recharge' }));

    expect((await screen.findAllByText('The amount must be at least 5.')).length).toBeGreaterThan(0);
    expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['error', 'The amount must be at least 5.'],
      ['error', 'The file must be an image.'],
    ]);
    expect(amount).toHaveValue(40);
    expect(proof.files?.[0]?.name).toBe('receipt.png');
  });

  it('asks for the amount and the proof before sending', async () => {
    const { user } = renderAccountRoute(<WalletScreen />, { route: '/my-wallet', name: 'wallet' });
    await user.click(await screen.findByRole('button', { name: 'Recharge' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('offers to try again when the history cannot be loaded', async () => {
    server.use(http.get('*/user/wallet-history', () => HttpResponse.json({}, { status: 500 })));
    renderAccountRoute(<WalletScreen />, { route: '/my-wallet', name: 'wallet' });
    expect(
      await screen.findByRole('heading', { name: 'Your wallet history could not be loaded' }),
    ).toBeInTheDocument();
  });
});
