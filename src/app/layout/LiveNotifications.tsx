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
  type NotificationTone,
} from '@/lib/realtime';
import {
  addLiveItems,
  catchUpFeed,
  feedWatermark,
  itemFromEvent,
  refreshFeed,
  rememberWatermark,
} from '@/domain/notifications';
import { showBrowserAlert } from '@/features/notifications';

/** The most notifications toasted when the channel starts listening: the bell holds the rest. */
const MAX_CAUGHT_UP = 3;

/**
 * Live notifications (spec §7): listened to only when settings.pushar_activated is on and a shopper is signed in,
 * on that user's own channels (docs/adr/021, 031): the spec's public `notification-send-{id}` (`{message,
 * message_type}`, a toast by type) and the private `private-notification-send-{id}` (personal events with the
 * notification's id). Each event shows a toast once, feeds the header's bell and — when the shopper opted in and
 * the tab is hidden — a browser notification. What the shop stored while the channel was opening (an order placed
 * before it listened) is toasted once it listens, from the endpoint, at most MAX_CAUGHT_UP of them; after a dropped
 * connection the bell catches up from the endpoint.
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
    let open = true;
    let close: (() => void) | undefined;
    /** The notification ids already shown, live or caught up: none is toasted twice. */
    const shown = new Set<number>();
    const announce = (tone: NotificationTone, message: string, details: string, key: string) => {
      const { toast: show, t: translate } = latest.current;
      show({ tone, title: toastTitle(tone, translate), description: message });
      showBrowserAlert(message, details, key);
    };
    // What was stored while no page of the tab listened (this one opening its channel, a full page load before it)
    // is not sent again: once it listens, the feed is asked again and what is newer than the watermark (what the tab
    // already knew) is shown as it would have been live.
    const catchUp = async (watermark: number) => {
      const missed = await catchUpFeed(queryClient, userId, watermark).catch(() => []);
      for (const item of missed.slice(-MAX_CAUGHT_UP)) {
        if (!open || shown.has(item.id)) continue;
        shown.add(item.id);
        announce('info', item.title, item.details, String(item.id));
      }
    };
    // The watermark first, then the channel: nothing stored after it can fall between the two.
    void feedWatermark(queryClient, userId)
      .catch(() => null)
      .then((watermark) => {
        if (!open) return;
        close = connectNotifications({
          enabled,
          channels: [notificationChannelFor(userId), privateNotificationChannelFor(userId)],
          onNotification: (event) => {
            const item = itemFromEvent(event);
            if (item && shown.has(item.id)) return;
            if (item) {
              shown.add(item.id);
              rememberWatermark(userId, item.id);
            }
            announce(event.tone, event.message, event.details ?? '', event.id ?? event.message);
            // A personal event carries its id: straight into the bell. The spec's public event has none: the bell
            // asks the endpoint, which has stored it.
            if (item) addLiveItems(queryClient, userId, [item]);
            else void refreshFeed(queryClient, userId);
          },
          onSubscribed: watermark === null ? undefined : () => void catchUp(watermark),
          onReconnected: () => void refreshFeed(queryClient, userId),
        });
      });
    return () => {
      open = false;
      close?.();
    };
  }, [enabled, userId, queryClient]);

  return null;
}
