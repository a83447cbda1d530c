// The live channel belongs to the signed-in shopper: it opens for them, and never while a sign-out is under way,
// when the start data still names them but a channel would be authorised for a session that has ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetPageMetaForTests } from '@/lib/http/page-meta';
import { disconnectRealtime } from '@/lib/realtime';
import { SIGN_OUT_MUTATION_KEY } from '@/lib/session';
import { server } from '../../../mocks/node';
import { pusherServerLog } from '../../../tests/helpers/pusher-server';
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
});
