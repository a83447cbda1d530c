import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID } from '../data/users';
import { createDemoShop } from '../state/store';
import {
  advanceLiveOrders,
  BASE_STEP_MS,
  parseRealtimeSpeed,
  setRealtimeSpeed,
  trackLiveOrder,
} from '../state/live-orders';
import { notificationsOf } from '../state/notifications';
import { createLiveFeed } from './live-feed';
import { channelAuth } from './keys';
import { createPusherHub } from './pusher-hub';

type Frame = { event: string; channel?: string; data: string };

const T0 = Date.parse('2026-11-20T10:00:00Z');

/** A shop with one of the customer's orders put back to "pending" and placed at T0 at the given speed. */
function shopWithPlacedOrder(speed = 1) {
  const shop = createDemoShop();
  const order = shop.update((state) => {
    const own = state.orders.find((o) => o.user_id === DEMO_CUSTOMER_ID && o.status === 1)!;
    own.delivery_status = 'pending';
    own.is_cancelled = 0;
    trackLiveOrder(state, own, T0, speed);
    return own;
  });
  return { shop, order };
}

/** A socket that records what the hub sends. */
function fakeSocket() {
  const frames: Frame[] = [];
  return {
    frames,
    closed: [] as number[],
    send(text: string) {
      frames.push(JSON.parse(text) as Frame);
    },
    close(code?: number) {
      this.closed.push(code ?? 1000);
    },
  };
}

afterEach(() => {
  setRealtimeSpeed(1);
});

describe('the live order schedule', () => {
  it('advances pending → confirmed → picked up → on the way → delivered, a step a minute, stored on the order', () => {
    const { shop, order } = shopWithPlacedOrder();
    const stored = () => shop.state.orders.find((o) => o.id === order.id)!;
    expect(shop.update((s) => advanceLiveOrders(s, T0 + BASE_STEP_MS - 1))).toEqual([]);
    expect(stored().delivery_status).toBe('pending');

    const first = shop.update((s) => advanceLiveOrders(s, T0 + BASE_STEP_MS));
    expect(first.map((n) => n.title)).toEqual(['Order confirmed']);
    expect(stored().delivery_status).toBe('confirm');

    // A tab that slept through three steps gets each of them, in order, dated when they happened.
    const rest = shop.update((s) => advanceLiveOrders(s, T0 + 10 * BASE_STEP_MS));
    expect(rest.map((n) => n.title)).toEqual(['Order picked up', 'Order on the way', 'Order delivered']);
    expect(rest.map((n) => n.created_at)).toEqual(
      [2, 3, 4].map((k) => new Date(T0 + k * BASE_STEP_MS).toISOString()),
    );
    expect(stored()).toMatchObject({ delivery_status: 'delivered', delivered_at: rest[2]!.created_at });
    expect(shop.state.liveOrders).toEqual([]);
    // The endpoint returns them, newest first, with the same ids.
    expect(
      notificationsOf(shop.state, DEMO_CUSTOMER_ID)
        .slice(0, 4)
        .map((n) => n.id),
    ).toEqual([...first, ...rest].map((n) => n.id).reverse());
  });

  it('runs faster at a higher speed, and stops for a cancelled order', () => {
    const { shop, order } = shopWithPlacedOrder(60);
    expect(shop.update((s) => advanceLiveOrders(s, T0 + 1000)).map((n) => n.title)).toEqual([
      'Order confirmed',
    ]);
    shop.update((s) => {
      s.orders.find((o) => o.id === order.id)!.is_cancelled = 1;
    });
    expect(shop.update((s) => advanceLiveOrders(s, T0 + 60_000))).toEqual([]);
    expect(shop.state.liveOrders).toEqual([]);
  });

  it('reads ?realtime-speed= values', () => {
    expect(['60', '1', '0', '-3', 'fast', '', null, '99999'].map(parseRealtimeSpeed)).toEqual([
      60,
      1,
      null,
      null,
      null,
      null,
      null,
      3600,
    ]);
  });
});

describe('the Pusher hub and the live feed', () => {
  it('speaks the protocol: handshake, ping/pong, public and authorised private subscriptions', async () => {
    const hub = createPusherHub();
    const socket = fakeSocket();
    const connection = hub.connect(socket);
    expect(socket.frames[0]!.event).toBe('pusher:connection_established');
    expect(JSON.parse(socket.frames[0]!.data)).toEqual({
      socket_id: connection.socketId,
      activity_timeout: 120,
    });

    await connection.receive(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await connection.receive(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'notification-send-22' } }),
    );
    await connection.receive(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: 'private-notification-send-22', auth: 'x:forged' },
      }),
    );
    await connection.receive(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: {
          channel: 'private-notification-send-22',
          auth: await channelAuth(connection.socketId, 'private-notification-send-22'),
        },
      }),
    );
    await connection.receive('not json');
    expect(socket.frames.slice(1).map((f) => [f.event, f.channel])).toEqual([
      ['pusher:pong', undefined],
      ['pusher_internal:subscription_succeeded', 'notification-send-22'],
      ['pusher:error', undefined],
      ['pusher_internal:subscription_succeeded', 'private-notification-send-22'],
      ['pusher:error', undefined],
    ]);
    expect(hub.publish('private-notification-send-22', 'PusherNotification', { message: 'Hi' })).toBe(1);
    expect(socket.frames.at(-1)).toEqual({
      event: 'PusherNotification',
      channel: 'private-notification-send-22',
      data: '{"message":"Hi"}', // a JSON string, as the hosted service sends it
    });
    connection.closed();
    expect(hub.publish('private-notification-send-22', 'PusherNotification', {})).toBe(0);
  });

  it('broadcasts what the shop stores: order steps privately (with the id), announcements on the public channel', async () => {
    const { shop } = shopWithPlacedOrder(60);
    let clock = T0;
    const feed = createLiveFeed(shop, createPusherHub(), () => clock);
    setRealtimeSpeed(60);
    const socket = fakeSocket();
    const connection = feed.hub.connect(socket);
    const privateChannel = `private-notification-send-${DEMO_CUSTOMER_ID}`;
    const publicChannel = `notification-send-${DEMO_CUSTOMER_ID}`;
    await connection.receive(JSON.stringify({ event: 'pusher:subscribe', data: { channel: publicChannel } }));
    await connection.receive(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: privateChannel, auth: await channelAuth(connection.socketId, privateChannel) },
      }),
    );
    const events = () => socket.frames.filter((f) => f.event === 'PusherNotification');

    clock = T0 + 1000; // one step at 60×
    feed.pump();
    expect(events()).toHaveLength(1);
    const confirmed = JSON.parse(events()[0]!.data) as { id: number; message: string; message_type: string };
    expect(events()[0]!.channel).toBe(privateChannel);
    expect(confirmed).toMatchObject({ message: 'Order confirmed', message_type: 'info' });
    expect(notificationsOf(shop.state, DEMO_CUSTOMER_ID)[0]!.id).toBe(confirmed.id);

    clock = T0 + 2000; // the next step, and the price drop (90 s / 60) is due
    feed.pump();
    const later = events().slice(1);
    expect(later.map((f) => f.channel)).toEqual([privateChannel, publicChannel]);
    const announcement = JSON.parse(later[1]!.data) as Record<string, unknown>;
    expect(Object.keys(announcement).sort()).toEqual(['message', 'message_type']); // exactly the spec's payload
    expect(announcement.message).toMatch(/^Price drop on your wishlist: /);

    clock = T0 + 10_000; // delivered, and the followed shop's new product; nothing is sent twice
    feed.pump();
    feed.pump();
    const titles = events().map((f) => (JSON.parse(f.data) as { message: string }).message.split(':')[0]);
    expect(titles).toEqual([
      'Order confirmed',
      'Order picked up',
      'Price drop on your wishlist',
      'Order on the way',
      'Order delivered',
      expect.stringMatching(/^New from /),
    ]);
    feed.dispose();
    expect(socket.closed).toEqual([4201]);
  });
});
