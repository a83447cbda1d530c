// One intent, one effect for the account's money actions (issue 35 §4), against the demo shop: an offline recharge
// and a reward conversion whose first answer is lost (a server error) are retried by a double click that sends ONE
// request, with the first try's Idempotency-Key. Requests are counted where they leave (MSW).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { getDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { RewardsScreen } from './RewardsScreen';
import { WalletScreen } from './WalletScreen';

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});

/** Every request to `path`'s Idempotency-Key; the first answers a server error, the next go on to the demo shop. */
function requestsTo(path: string) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`*${path}`, ({ request }) => {
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

const user = () => getDemoShop().state.users.find((u) => u.id === DEMO_CUSTOMER_ID)!;
const rechargesOf = () => getDemoShop().state.wallet.filter((entry) => entry.user_id === DEMO_CUSTOMER_ID);

describe('offline recharge, once per intent', () => {
  it('a double click after a failed request sends one recharge, with the first key', async () => {
    const keys = requestsTo('/user/recharge-wallet');
    const before = rechargesOf().length;
    const page = renderAccountRoute(<WalletScreen />, { route: '/my-wallet', name: 'wallet' });
    await page.user.type(await screen.findByRole('spinbutton', { name: /Amount/ }), '40');
    const proof = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await page.user.upload(proof, new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    const recharge = screen.getByRole('button', { name: 'Recharge' });
    await page.user.click(recharge);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(recharge).not.toHaveAttribute('aria-busy', 'true'));

    doubleClickInOneFrame(screen.getByRole('button', { name: 'Recharge' }));

    expect(await screen.findByText('Your recharge request is pending approval')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(rechargesOf()).toHaveLength(before + 1);
  });
});

describe('reward conversion, once per intent', () => {
  it('a double click after a failed request converts once, with the first key', async () => {
    const keys = requestsTo('/user/convert-reward');
    const balance = user().balance;
    const page = renderAccountRoute(<RewardsScreen />, { route: '/my-rewards', name: 'rewards' });
    await waitFor(() =>
      expect(within(screen.getByText('Total Points').parentElement!).getByText('1200')).toBeInTheDocument(),
    );
    await page.user.type(screen.getByRole('spinbutton', { name: 'Points' }), '100');
    await page.user.click(screen.getByRole('button', { name: 'Convert to Wallet' }));
    await waitFor(() => expect(keys).toHaveLength(1));

    doubleClickInOneFrame(await screen.findByRole('button', { name: 'Convert to Wallet' }));

    expect(await screen.findByText('Reward converted successfully')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(user().balance).toBeCloseTo(balance + 10, 2);
  });
});
