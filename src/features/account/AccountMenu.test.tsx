import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { getLogoutMockHandler } from '@/api-generated/endpoints/auth/auth.msw';
import { getGetStartDataMockHandler } from '@/api-generated/endpoints/start/start.msw';
import type { GetStartDataResponse } from '@/api-generated/model';
import { resetCsrfTokenForTests } from '@/lib/http/csrf-token';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { connectNotifications, disconnectRealtime } from '@/lib/realtime';
import { pusherServerLog } from '../../../tests/helpers/pusher-server';
import { AccountMenu } from './AccountMenu';

afterEach(async () => {
  resetCsrfTokenForTests();
  await disconnectRealtime();
});

/** The signed-in menu loads lazily; until then a disabled look-alike holds its place. */
async function menuButton(name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const button = screen.getByRole('button', { name });
      if (button.hasAttribute('disabled')) throw new Error('still loading');
      return button;
    },
    { timeout: 10_000 },
  );
}

describe('AccountMenu', () => {
  it('offers Login and Register to guests', () => {
    renderRoute(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the account pages under the shopper’s name', async () => {
    const { user } = renderRoute(<AccountMenu />, {
      startData: startDataFixture({ user: signedInUser, settings_data: { wallet_system: 1 } }),
    });
    await user.click(await menuButton('Jane Doe'));
    const menu = screen.getByRole('menu', { name: 'Jane Doe' });
    const links = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/user/dashboard'],
      ['Order history', '/user/order-history'],
      ['Wishlist', '/user/wishlist'],
      ['My alerts', '/user/alerts'],
      ['My wallet', '/my-wallet'],
      ['Logout', null],
    ]);
  });

  it('logs out: the new CSRF token is used from then on, the shop reloads as a guest’s, and login opens', async () => {
    let signedIn = true;
    const tokensSent: (string | null)[] = [];
    // The shopper's live channel is open when they sign out.
    const events = pusherServerLog();
    connectNotifications({
      enabled: true,
      config: { appKey: 'app-key' },
      channels: ['notification-send-22'],
      onNotification: () => undefined,
    });
    await vi.waitFor(() => expect(events).toContain('subscribed notification-send-22'));
    server.use(
      getGetStartDataMockHandler(({ request }) => {
        tokensSent.push(request.headers.get('X-CSRF-TOKEN'));
        return startDataFixture({ user: signedIn ? signedInUser : null }) as GetStartDataResponse;
      }),
      getLogoutMockHandler(() => {
        events.push('logout sent');
        signedIn = false;
        return { success: 'Logout Successfully', token: 'fresh-guest-token' };
      }),
    );
    const { user } = renderRoute(
      <LiveStartData>
        <AccountMenu />
      </LiveStartData>,
    );
    await user.click(await menuButton('Jane Doe'));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Page /login' })).toBeInTheDocument();
    expect(await screen.findByText('Logout Successfully')).toBeInTheDocument();
    // The start data was fetched again after logout, with the token the logout answer handed out.
    expect(tokensSent.at(-1)).toBe('fresh-guest-token');
    expect(tokensSent).toHaveLength(2);
    // The live channel closes before the session ends: no subscription is authorised for a signed-out session.
    expect(events).toEqual(['connected', 'subscribed notification-send-22', 'closed', 'logout sent']);
  });
});
