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
  /**
   * Every channel has answered its first subscription (accepted or refused), once per connection: the shop does not
   * replay what it sent before then, so the caller catches up over HTTP.
   */
  onSubscribed?: () => void;
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

/** The close functions of the connections open now. */
const openConnections = new Set<() => void>();

/**
 * Closes every open connection for good and resolves once the socket is gone. Sign-out calls it before the session
 * ends: a connection left open would re-subscribe (after a drop, or a subscription still being set up) and ask the
 * backend to authorise a channel for a session that has ended.
 */
export const closeNotifications = async (): Promise<void> => {
  for (const close of [...openConnections]) close();
  await disconnectRealtime();
};

/** Subscribes and returns the function that unsubscribes and closes the connection. */
export const connectNotifications = ({
  enabled,
  onNotification,
  onReconnected,
  onSubscribed,
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
      const unanswered = new Set(channels);
      const answered = (name: string) => {
        if (!unanswered.delete(name) || unanswered.size > 0 || closed) return;
        onSubscribed?.();
      };
      subscribed = channels.map((name) => {
        const channel = pusher.subscribe(name);
        channel.bind(NOTIFICATION_EVENT, handle);
        channel.bind('pusher:subscription_succeeded', () => answered(name));
        channel.bind('pusher:subscription_error', (error: unknown) => {
          if (closed) return; // an authorisation cancelled by the close, not a refusal
          logger.warn(`[realtime] could not subscribe to ${name}`, error);
          answered(name);
        });
        return channel;
      });
      stopWatching = watchConnection(pusher.connection, pusher, { onReconnected, onStatus, backoff });
    },
    (error: unknown) =>
      logger.warn('[realtime] could not start; the shop keeps working without live notifications', error),
  );

  const close = () => {
    if (closed) return;
    closed = true;
    openConnections.delete(close);
    stopWatching?.();
    for (const channel of subscribed) channel.unbind(NOTIFICATION_EVENT, handle);
    void disconnectRealtime();
  };
  openConnections.add(close);
  return close;
};
