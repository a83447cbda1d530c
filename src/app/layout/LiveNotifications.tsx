import { useEffect } from 'react';
import { useToast } from '@/design-system';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/storefront';
import {
  browserNotificationsSupported,
  connectNotifications,
  isRealtimeEnabled,
  notificationChannelFor,
  WEB_NOTIFICATION_UNSUPPORTED,
} from '@/lib/realtime';

/**
 * Live notifications (spec §7): listened to only when settings.pushar_activated is on and a shopper is signed in
 * (the backend renders the Pusher key only then), on that user's own `notification-send-{id}` channel; each event
 * shows a toast by its type. pusher-js is loaded lazily by lib/realtime, so it never weighs on the first page load.
 */
export function LiveNotifications() {
  const { settings, user } = useStorefront();
  const { toast } = useToast();
  const t = useT();
  const userId = user?.id ?? null;
  const enabled = isRealtimeEnabled(settings.pushar_activated) && userId !== null;

  useEffect(() => {
    if (!enabled) return;
    if (!browserNotificationsSupported()) {
      toast({ tone: 'info', title: toastTitle('info', t), description: t(WEB_NOTIFICATION_UNSUPPORTED) });
    }
    return connectNotifications({
      enabled,
      channelName: notificationChannelFor(userId!),
      onNotification: ({ message, tone }) =>
        toast({ tone, title: toastTitle(tone, t), description: message }),
    });
  }, [enabled, userId, toast, t]);

  return null;
}
