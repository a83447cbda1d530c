import { useEffect, useRef } from 'react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { SIGN_OUT_MUTATION_KEY, useStorefront } from '@/lib/session';
import {
  connectNotifications,
  isRealtimeEnabled,
  notificationChannelFor,
  privateNotificationChannelFor,
} from '@/lib/realtime';
import { addLiveItems, itemFromEvent, refreshFeed } from '@/domain/notifications';
import { showBrowserAlert } from '@/features/notifications';

/**
 * Live notifications (spec §7): listened to only when settings.pushar_activated is on and a shopper is signed in,
 * on that user's own channels (docs/adr/021, 031): the spec's public `notification-send-{id}` (`{message,
 * message_type}`, a toast by type) and the private `private-notification-send-{id}` (personal events with the
 * notification's id). Each event shows a toast once, feeds the header's bell and — when the shopper opted in and
 * the tab is hidden — a browser notification. After a dropped connection the bell catches up from the endpoint.
 * pusher-js is loaded lazily by lib/realtime, so it never weighs on the first page load.
 */
export function LiveNotifications() {
  const { settings, user } = useStorefront();
  const { toast } = useToast();
  const t = useT();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  // Not while signing out: the start data still names the shopper until the guest's arrives, and a channel opened
  // now would be authorised for a session that has ended (the sign-out closes what was open, lib/realtime).
  const signingOut = useIsMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0;
  const enabled = isRealtimeEnabled(settings.pushar_activated) && userId !== null && !signingOut;
  // The latest translator and toast without reconnecting when the language changes.
  const latest = useRef({ toast, t });
  latest.current = { toast, t };

  useEffect(() => {
    if (!enabled || userId === null) return;
    return connectNotifications({
      enabled,
      channels: [notificationChannelFor(userId), privateNotificationChannelFor(userId)],
      onNotification: (event) => {
        const { toast: show, t: translate } = latest.current;
        const title = toastTitle(event.tone, translate);
        show({ tone: event.tone, title, description: event.message });
        const item = itemFromEvent(event);
        // A personal event carries its id: straight into the bell. The spec's public event has none: the bell
        // asks the endpoint, which has stored it.
        if (item) addLiveItems(queryClient, userId, [item]);
        else void refreshFeed(queryClient, userId);
        showBrowserAlert(event.message, event.details ?? '', event.id ?? event.message);
      },
      onReconnected: () => void refreshFeed(queryClient, userId),
    });
  }, [enabled, userId, queryClient]);

  return null;
}
