/**
 * Turns what the demo shop stores into Pusher events (docs/adr/031). `pump()` — called every second by a ticker in
 * the browser (mocks/browser.ts) and in the Node demo server — advances the live schedule (state/live-orders.ts),
 * then broadcasts every notification stored since the last pump, in id order:
 *
 * - personal events on the user's private channel `private-notification-send-{id}`, event `PusherNotification`,
 *   `{id, message, message_type, details, url, created_at}` (the same id as `/user-notification/all`);
 * - the spec's public channel `notification-send-{id}` (spec §7: `notification-send-4` for user 4), event
 *   `PusherNotification`, exactly `{message, message_type}`, for the shop's announcements (price drop, new product).
 *
 * A notification stored while nobody listens is not replayed: the client catches up from the endpoint.
 */
import { now } from '../domain/clock';
import type { Id, Notification } from '../domain/types';
import {
  advanceLiveOrders,
  liveOrdersDue,
  PERSONAL_EVENTS,
  personalEvent,
  realtimeSpeedOf,
  type PersonalEventKind,
} from '../state/live-orders';
import type { DemoShop } from '../state/store';
import { createPusherHub, type PusherHub } from './pusher-hub';

export const NOTIFICATION_EVENT = 'PusherNotification';
export const publicChannelOf = (userId: Id) => `notification-send-${userId}`;
export const privateChannelOf = (userId: Id) => `private-notification-send-${userId}`;

/** The private channel's payload: the spec's `{message, message_type}` plus what the bell needs. */
export const privatePayload = (n: Notification) => ({
  id: n.id,
  message: n.title,
  message_type: n.live?.message_type ?? 'info',
  details: n.details,
  url: n.url,
  created_at: n.created_at,
});

/** The public channel's payload, exactly as the spec gives it. */
export const publicPayload = (n: Notification) => ({
  message: `${n.title}: ${n.details}`,
  message_type: n.live?.message_type ?? 'info',
});

export interface LiveFeed {
  readonly hub: PusherHub;
  /** Advance the schedule to now and broadcast what was stored since the last pump. */
  pump(): void;
  dispose(): void;
}

const maxId = (list: readonly Notification[]) => list.reduce((max, n) => Math.max(max, n.id), 0);
const USER_CHANNEL = /^(?:private-)?notification-send-(\d+)$/;

export function createLiveFeed(shop: DemoShop, hub: PusherHub = createPusherHub(), clock = now): LiveFeed {
  let watermark = maxId(shop.state.notifications);
  /** When each user first listened, and which personal events they got (in memory: a new tab starts over). */
  const listening = new Map<Id, { since: number; done: Set<PersonalEventKind> }>();
  const stopListening = hub.onSubscribe((channel) => {
    const match = USER_CHANNEL.exec(channel);
    const userId = match ? Number(match[1]) : null;
    if (userId !== null && !listening.has(userId)) listening.set(userId, { since: clock(), done: new Set() });
  });

  const pump = () => {
    const at = clock();
    const speed = realtimeSpeedOf(shop.state);
    const personal: Array<{ userId: Id; kind: PersonalEventKind }> = [];
    for (const [userId, { since, done }] of listening) {
      for (const { kind, afterMs } of PERSONAL_EVENTS) {
        if (!done.has(kind) && at >= since + afterMs / speed) personal.push({ userId, kind });
      }
    }
    if (personal.length > 0 || liveOrdersDue(shop.state, at)) {
      shop.update((state) => {
        advanceLiveOrders(state, at);
        for (const { userId, kind } of personal) {
          personalEvent(state, userId, kind, at);
          listening.get(userId)?.done.add(kind);
        }
      });
    }
    const { notifications } = shop.state;
    const top = maxId(notifications);
    if (top < watermark) watermark = top; // the shop was reset
    if (top === watermark) return;
    const fresh = notifications.filter((n) => n.id > watermark).sort((a, b) => a.id - b.id);
    watermark = top;
    for (const n of fresh) {
      if (n.live?.channel === 'public') {
        hub.publish(publicChannelOf(n.user_id), NOTIFICATION_EVENT, publicPayload(n));
      } else {
        hub.publish(privateChannelOf(n.user_id), NOTIFICATION_EVENT, privatePayload(n));
      }
    }
  };

  return {
    hub,
    pump,
    dispose: () => {
      stopListening();
      hub.dropAll();
    },
  };
}
