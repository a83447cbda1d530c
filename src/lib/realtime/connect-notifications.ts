// Listens for the shop's live notifications and hands each one, once, to the caller (who shows a toast).
import type { Channel } from 'pusher-js';
import { getPageMeta } from '../http/page-meta.ts';
import { createDeduper } from './dedupe.ts';
import { NOTIFICATION_EVENT, parseNotification, type RealtimeNotification } from './notification-event.ts';
import { disconnectRealtime, getRealtime } from './realtime-client.ts';

export interface ConnectNotificationsOptions {
  /** `settings.pushar_activated` (see isRealtimeEnabled); when false nothing is loaded or opened. */
  enabled: boolean;
  onNotification: (notification: RealtimeNotification) => void;
  /** Defaults: the page's `pusher_app_key` / `pusher_app_cluster` hidden inputs (or meta). */
  appKey?: string;
  cluster?: string;
  /** The signed-in user's channel, `notificationChannelFor(user.id)`. */
  channelName: string;
  logger?: Pick<Console, 'warn'>;
  now?: () => number;
}

/** The backend's flags arrive as 1/"1"/true/"on". */
export const isRealtimeEnabled = (flag: unknown): boolean =>
  flag === true ||
  flag === 1 ||
  (typeof flag === 'string' && ['1', 'true', 'on', 'yes'].includes(flag.trim().toLowerCase()));

/** Subscribes and returns the function that unsubscribes and closes the connection. */
export const connectNotifications = ({
  enabled,
  onNotification,
  appKey,
  cluster,
  channelName,
  logger = console,
  now,
}: ConnectNotificationsOptions): (() => void) => {
  if (!enabled) return () => undefined;
  const key = appKey ?? getPageMeta().pusherAppKey;
  if (!key) return () => undefined;

  const isDuplicate = createDeduper({ now });
  const handle = (data: unknown) => {
    const parsed = parseNotification(data);
    if (!parsed.ok) {
      logger.warn(`[realtime] ignored a malformed ${NOTIFICATION_EVENT} event`, parsed.problems);
      return;
    }
    if (!isDuplicate(parsed.notification)) onNotification(parsed.notification);
  };

  let closed = false;
  let channel: Channel | undefined;
  getRealtime({ appKey: key, cluster: cluster ?? getPageMeta().pusherAppCluster }).then(
    (pusher) => {
      if (closed) return;
      channel = pusher.subscribe(channelName);
      channel.bind(NOTIFICATION_EVENT, handle);
    },
    (error: unknown) =>
      logger.warn('[realtime] could not start; the shop keeps working without live notifications', error),
  );

  return () => {
    if (closed) return;
    closed = true;
    channel?.unbind(NOTIFICATION_EVENT, handle);
    void disconnectRealtime();
  };
};
