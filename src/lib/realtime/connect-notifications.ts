// Listens for the shop's live notifications and hands each one, once, to the caller (who shows a toast and feeds
// the bell). Several channels at once (the spec's public `notification-send-{id}` and the contract's private
// `private-notification-send-{id}`); after a drop it reconnects with back-off and tells the caller, who catches up
// over HTTP (quality bar R18).
import type { Channel } from 'pusher-js';
import { createDeduper } from './dedupe.ts';
import { NOTIFICATION_EVENT, parseNotification, type RealtimeNotification } from './notification-event.ts';
import {
  disconnectRealtime,
  getRealtime,
  realtimeConfigFromPage,
  type RealtimeConfig,
} from './realtime-client.ts';
import { watchConnection, type Backoff, type RealtimeStatus } from './reconnect.ts';

export interface ConnectNotificationsOptions {
  /** `settings.pushar_activated` (see isRealtimeEnabled) and a signed-in shopper; when false nothing is loaded. */
  enabled: boolean;
  onNotification: (notification: RealtimeNotification) => void;
  /** Connected again after a drop: fetch what was missed. */
  onReconnected?: () => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Defaults: the page's elements (key, cluster, optional host and port). */
  config?: RealtimeConfig;
  /** The channels to listen on, e.g. the user's public and private channels. */
  channels: readonly string[];
  logger?: Pick<Console, 'warn'>;
  now?: () => number;
  backoff?: Backoff;
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
  onReconnected,
  onStatus,
  config,
  channels,
  logger = console,
  now,
  backoff,
}: ConnectNotificationsOptions): (() => void) => {
  if (!enabled) return () => undefined;
  const resolved = config ?? realtimeConfigFromPage();
  if (!resolved.appKey) return () => undefined;

  const isDuplicate = createDeduper({ now });
  let malformed = 0;
  const handle = (data: unknown) => {
    const parsed = parseNotification(data);
    if (!parsed.ok) {
      // Logged once per connection (a misbehaving sender must not flood the console); later ones are counted.
      malformed += 1;
      if (malformed === 1) {
        logger.warn(`[realtime] ignored a malformed ${NOTIFICATION_EVENT} event`, parsed.problems);
      }
      return;
    }
    if (!isDuplicate(parsed.notification)) onNotification(parsed.notification);
  };

  let closed = false;
  let subscribed: Channel[] = [];
  let stopWatching: (() => void) | undefined;
  getRealtime(resolved).then(
    (pusher) => {
      if (closed) return;
      subscribed = channels.map((name) => {
        const channel = pusher.subscribe(name);
        channel.bind(NOTIFICATION_EVENT, handle);
        channel.bind('pusher:subscription_error', (error: unknown) =>
          logger.warn(`[realtime] could not subscribe to ${name}`, error),
        );
        return channel;
      });
      stopWatching = watchConnection(pusher.connection, pusher, { onReconnected, onStatus, backoff });
    },
    (error: unknown) =>
      logger.warn('[realtime] could not start; the shop keeps working without live notifications', error),
  );

  return () => {
    if (closed) return;
    closed = true;
    stopWatching?.();
    for (const channel of subscribed) channel.unbind(NOTIFICATION_EVENT, handle);
    void disconnectRealtime();
  };
};
