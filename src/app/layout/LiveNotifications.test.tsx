// The live channel belongs to the signed-in shopper: it opens for them, and never while a sign-out is under way,
// when the start data still names them but a channel would be authorised for a session that has ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetPageMetaForTests } from '@/lib/http/page-meta';
import { disconnectRealtime } from '@/lib/realtime';
import { SIGN_OUT_MUTATION_KEY } from '@/lib/session';
import { server } from '../../../mocks/node';
import {
  notificationPage,
  sampleNotifications,
  type SampleNotification,
} from '@/features/notifications/notification-fixtures';
import { pusherServer, pusherServerLog } from '../../../tests/helpers/pusher-server';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { LiveNotifications } from './LiveNotifications';

// The page's Pusher elements, as the backend renders them for a signed-in shopper.
beforeEach(() => {
  for (const [id, value] of [
    ['pusher_app_key', 'app-key'],
    ['pusher_app_cluster', 'mt1'],
  ]) {
    const input = document.createElement('input');
    Object.assign(input, { type: 'hidden', id, value });
    document.body.append(input);
  }
  resetPageMetaForTests();
  server.use(http.post('*/broadcasting/auth', () => HttpResponse.json({ auth: 'app-key:signature' })));
});
afterEach(async () => {
  await disconnectRealtime();
  sessionStorage.clear();
  document.querySelectorAll('#pusher_app_key, #pusher_app_cluster').forEach((input) => input.remove());
  resetPageMetaForTests();
});

const signedIn = () => startDataFixture({ user: signedInUser, settings_data: { pushar_activated: 1 } });

function startSignOut(queryClient: QueryClient) {
  void queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationKey: SIGN_OUT_MUTATION_KEY,
      mutationFn: () => new Promise(() => undefined),
    })
    .execute(undefined);
}

/** Starts a sign-out that never answers, then mounts the live channel (it loads late, when the page is idle). */
function SignOutUnderWay() {
  const queryClient = useQueryClient();
  const [started] = useState(() => {
    startSignOut(queryClient);
    return true;
  });
  return started ? <LiveNotifications /> : null;
}

describe('LiveNotifications', () => {
  it('opens the shopper’s channels, and closes them as soon as a sign-out starts', async () => {
    const log = pusherServerLog();
    const { queryClient } = renderRoute(<LiveNotifications />, { startData: signedIn() });
    await vi.waitFor(() =>
      expect(log).toEqual([
        'connected',
        `subscribed notification-send-${signedInUser.id}`,
        `subscribed private-notification-send-${signedInUser.id}`,
      ]),
    );
    act(() => startSignOut(queryClient)); // its answer has not come: the start data still names the shopper
    await vi.waitFor(() => expect(log.at(-1)).toBe('closed'));
  });

  it('opens nothing when it mounts during a sign-out', async () => {
    const log = pusherServerLog();
    renderRoute(<SignOutUnderWay />, { startData: signedIn() });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log).toEqual([]);
  });

  describe('what the shop sent before the page listened', () => {
    const row = (id: number, title: string): SampleNotification => ({
      ...sampleNotifications[0]!,
      id,
      title,
      details: `${title}: details`,
    });
    /** `/user-notification/all` over rows the test can add to, as the shop stores them. */
    const storedRows = (rows: SampleNotification[]) => {
      server.use(http.get('*/user-notification/all', () => HttpResponse.json(notificationPage(rows))));
      return rows;
    };
    const listeningOn = (log: string[]) =>
      vi.waitFor(() => expect(log).toContain(`subscribed private-notification-send-${signedInUser.id}`));

    it('toasts, once the channel listens, what was stored while it was opening — and not what was there before', async () => {
      const rows = storedRows([...sampleNotifications]);
      const shop = pusherServer({ holdSubscriptions: true });
      renderRoute(<LiveNotifications />, { startData: signedIn() });
      await listeningOn(shop.log);
      rows.unshift(row(15, 'Order placed')); // stored now: nothing is sent to a channel not yet subscribed
      shop.answerSubscriptions();
      expect(await screen.findByText('Order placed')).toBeInTheDocument();
      // The unread "Order on the way" (14) was in the feed when the channel started to open: the bell's, not a toast.
      expect(screen.queryByText('Order on the way')).not.toBeInTheDocument();
      expect(sessionStorage.getItem('notification-watermark')).toBe(JSON.stringify({ userId: 7, id: 15 }));
    });

    it('toasts once what comes both live and from the catch-up', async () => {
      const rows = storedRows([...sampleNotifications]);
      const shop = pusherServer({ holdSubscriptions: true });
      renderRoute(<LiveNotifications />, { startData: signedIn() });
      await listeningOn(shop.log);
      rows.unshift(row(15, 'Order placed'));
      shop.answerSubscriptions();
      shop.push(`private-notification-send-${signedInUser.id}`, {
        id: 15,
        message: 'Order placed',
        message_type: 'success',
      });
      await screen.findByText('Order placed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getAllByText('Order placed')).toHaveLength(1);
    });

    it('takes up where the tab’s earlier page left off, three toasts at most', async () => {
      // Stored during the full page load from the earlier page (which knew up to 12): 13, 14 and four more.
      storedRows([...[20, 19, 18, 17].map((id) => row(id, `Update ${id}`)), ...sampleNotifications]);
      sessionStorage.setItem('notification-watermark', JSON.stringify({ userId: 7, id: 12 }));
      const shop = pusherServer();
      renderRoute(<LiveNotifications />, { startData: signedIn() });
      await listeningOn(shop.log);
      expect(await screen.findByText('Update 20')).toBeInTheDocument();
      expect(screen.getByText('Update 19')).toBeInTheDocument();
      expect(screen.getByText('Update 18')).toBeInTheDocument();
      expect(screen.queryByText('Update 17')).not.toBeInTheDocument();
      expect(screen.queryByText('Order on the way')).not.toBeInTheDocument();
    });

    it('ignores a mark the tab kept for another shopper', async () => {
      storedRows([...sampleNotifications]);
      sessionStorage.setItem('notification-watermark', JSON.stringify({ userId: 99, id: 1 }));
      const shop = pusherServer();
      renderRoute(<LiveNotifications />, { startData: signedIn() });
      await listeningOn(shop.log);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByText('Order on the way')).not.toBeInTheDocument();
      expect(screen.queryByText('Price drop on your wishlist')).not.toBeInTheDocument();
      expect(sessionStorage.getItem('notification-watermark')).toBe(JSON.stringify({ userId: 7, id: 14 }));
    });
  });
});
