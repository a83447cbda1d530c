import { useEffect } from 'react';
import { useToast } from '@/design-system';
import { toastTitle, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/storefront';
import {
  browserNotificationsSupported,
  connectNotifications,
  isRealtimeEnabled,
  WEB_NOTIFICATION_UNSUPPORTED,
} from '@/lib/realtime';

/**
 * Live notifications (spec §7): listened to only when settings.pushar_activated is on; each event shows a toast
 * by its type. pusher-js is loaded lazily by lib/realtime, so it never weighs on the first page load.
 */
export function LiveNotifications() {
  const { settings } = useStorefront();
  const { toast } = useToast();
  const t = useT();
  const enabled = isRealtimeEnabled(settings.pushar_activated);

  useEffect(() => {
    if (!enabled) return;
    if (!browserNotificationsSupported()) {
      toast({ tone: 'info', title: toastTitle('info', t), description: t(WEB_NOTIFICATION_UNSUPPORTED) });
    }
    return connectNotifications({
      enabled,
      onNotification: ({ message, tone }) =>
        toast({ tone, title: toastTitle(tone, t), description: message }),
    });
  }, [enabled, toast, t]);

  return null;
}
