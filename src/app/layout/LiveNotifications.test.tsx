// The live channel belongs to the signed-in shopper: it opens for them, and never while a sign-out is under way,
// when the start data still names them but a channel would be authorised for a session that has ended.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type * as Realtime from '@/lib/realtime';
import { SIGN_OUT_MUTATION_KEY } from '@/lib/session';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { LiveNotifications } from './LiveNotifications';

const live = vi.hoisted(() => ({ opened: [] as string[][], closed: 0 }));
vi.mock('@/lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Realtime>()),
  connectNotifications: ({ channels }: { channels: string[] }) => {
    live.opened.push(channels);
    return () => {
      live.closed += 1;
    };
  },
}));

const signedIn = () => startDataFixture({ user: signedInUser, settings_data: { pushar_activated: 1 } });

describe('LiveNotifications', () => {
  it('opens the shopper’s channels, and closes them as soon as a sign-out starts', async () => {
    live.opened = [];
    live.closed = 0;
    const { queryClient } = renderRoute(<LiveNotifications />, { startData: signedIn() });
    await waitFor(() => expect(live.opened).toHaveLength(1));
    expect(live.opened[0]).toEqual([
      `notification-send-${signedInUser.id}`,
      `private-notification-send-${signedInUser.id}`,
    ]);

    // A sign-out whose answer has not come: the start data still names the shopper.
    act(() => startSignOut(queryClient));
    await waitFor(() => expect(live.closed).toBe(1));
    expect(live.opened).toHaveLength(1);
  });

  it('does not open a channel when it mounts during a sign-out (it loads late, when the page is idle)', async () => {
    live.opened = [];
    const { queryClient } = renderRoute(<SignOutUnderWay />, { startData: signedIn() });
    await waitFor(() => expect(queryClient.isMutating({ mutationKey: SIGN_OUT_MUTATION_KEY })).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.opened).toEqual([]);
  });
});

/** Starts a sign-out that never answers, then mounts the live channel. */
function SignOutUnderWay() {
  const queryClient = useQueryClient();
  const [started] = useState(() => {
    startSignOut(queryClient);
    return true;
  });
  return started ? <LiveNotifications /> : null;
}

function startSignOut(queryClient: QueryClient) {
  void queryClient
    .getMutationCache()
    .build(queryClient, {
      mutationKey: SIGN_OUT_MUTATION_KEY,
      mutationFn: () => new Promise(() => undefined),
    })
    .execute(undefined);
}
