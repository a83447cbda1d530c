import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, ws } from 'msw';

import { server } from '@mocks/node';
import { closeNotifications, connectNotifications } from './connect-notifications.ts';
import { disconnectRealtime, getRealtime } from './realtime-client.ts';
import { getSocketId } from '../http/socket-id.ts';
import { notificationChannelFor, type RealtimeNotification } from './notification-event.ts';

const pusher = ws.link('wss://ws-*.pusher.com/app/:key');

type Frame = { event: string; channel?: string; data?: unknown };

/** A minimal Pusher server: handshake, subscriptions (with the auth it received), pings, then `push` events. */
const pusherServer = (onSubscribed: (send: (frame: Frame) => void, channel: string) => void) => {
  const subscriptions: Array<{ channel: string; auth?: string }> = [];
  const urls: string[] = [];
  const handler = pusher.addEventListener('connection', ({ client }) => {
    urls.push(client.url.href);
    const send = (frame: Frame) => client.send(JSON.stringify(frame));
    send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: '1234.5678', activity_timeout: 120 }),
    });
    client.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as {
        event: string;
        data: { channel: string; auth?: string };
      };
      if (frame.event === 'pusher:ping') send({ event: 'pusher:pong', data: '{}' });
      if (frame.event === 'pusher:subscribe') {
        subscriptions.push({ channel: frame.data.channel, auth: frame.data.auth });
        send({ event: 'pusher_internal:subscription_succeeded', channel: frame.data.channel, data: '{}' });
        onSubscribed(send, frame.data.channel);
      }
    });
  });
  return { handler, subscriptions, urls };
};

const event = (channel: string, data: unknown): Frame => ({
  event: 'PusherNotification',
  channel,
  data: typeof data === 'string' ? data : JSON.stringify(data),
});

afterEach(async () => {
  await disconnectRealtime();
});

describe('connectNotifications', () => {
  it('does nothing (no pusher-js, no socket) when real-time is off or no key is configured', () => {
    const onNotification = vi.fn();
    connectNotifications({
      enabled: false,
      config: { appKey: 'key' },
      channels: ['notification-send-22'],
      onNotification,
    })();
    connectNotifications({
      enabled: true,
      config: { appKey: '' },
      channels: ['notification-send-22'],
      onNotification,
    })();
    expect(onNotification).not.toHaveBeenCalled();
  });

  it('delivers notifications once each with a normalised tone, ignoring and logging malformed ones', async () => {
    const { handler, urls, subscriptions } = pusherServer((send, channel) => {
      send(event(channel, { message: 'Your order shipped', message_type: 'success' }));
      send(event(channel, { message: 'Your order shipped', message_type: 'success' })); // duplicate
      send(event(channel, 'not json at all'));
      send(event(channel, { message_type: 'error' }));
      send(event(channel, { id: 9, message: 'Coupon expires', message_type: 'danger' }));
      send(event(channel, { id: 9, message: 'Coupon expires', message_type: 'danger' })); // redelivered
      send(event(channel, { message: 'Last', message_type: 'warning' }));
    });
    server.use(handler);
    const received: RealtimeNotification[] = [];
    const warn = vi.fn();
    const disconnect = connectNotifications({
      enabled: true,
      config: { appKey: 'app-key', cluster: 'eu' },
      channels: [notificationChannelFor(22)],
      onNotification: (n) => received.push(n),
      logger: { warn },
    });
    await vi.waitFor(() => expect(received.at(-1)?.message).toBe('Last'));
    expect(received).toEqual([
      { message: 'Your order shipped', tone: 'success' },
      { id: '9', message: 'Coupon expires', tone: 'info' },
      { message: 'Last', tone: 'warning' },
    ]);
    // Two malformed events, logged once.
    expect(warn).toHaveBeenCalledTimes(1);
    // The signed-in user's own channel, where the backend broadcasts (not the old SPA's hard-coded user 4).
    expect(subscriptions.map((s) => s.channel)).toEqual(['notification-send-22']);
    expect(urls[0]).toMatch(/^wss:\/\/ws-eu\.pusher\.com(:443)?\/app\/app-key\?/);
    expect(getSocketId()).toBe('1234.5678');
    disconnect();
    await vi.waitFor(() => expect(getSocketId()).toBeNull());
  });

  it('after the server drops the connection, reconnects, resubscribes and asks the caller to catch up', async () => {
    let connections = 0;
    const subscribed: string[] = [];
    const handler = pusher.addEventListener('connection', ({ client }) => {
      connections += 1;
      const send = (frame: Frame) => client.send(JSON.stringify(frame));
      send({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: `1.${connections}`, activity_timeout: 120 }),
      });
      client.addEventListener('message', (message) => {
        const frame = JSON.parse(String(message.data)) as { event: string; data: { channel: string } };
        if (frame.event !== 'pusher:subscribe') return;
        subscribed.push(frame.data.channel);
        send({ event: 'pusher_internal:subscription_succeeded', channel: frame.data.channel, data: '{}' });
        // The first connection drops right after subscribing (4200: "reconnect").
        if (connections === 1) setTimeout(() => client.close(4200, 'Dropped'), 10);
        else send(event('notification-send-22', { id: 1, message: 'After the drop', message_type: 'info' }));
      });
    });
    server.use(handler);
    const onReconnected = vi.fn();
    const onSubscribed = vi.fn();
    const received: RealtimeNotification[] = [];
    const disconnect = connectNotifications({
      enabled: true,
      config: { appKey: 'app-key' },
      channels: ['notification-send-22'],
      onNotification: (n) => received.push(n),
      onReconnected,
      onSubscribed,
    });
    await vi.waitFor(() => expect(onReconnected).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await vi.waitFor(() => expect(received.map((n) => n.message)).toEqual(['After the drop']));
    expect(subscribed).toEqual(['notification-send-22', 'notification-send-22']);
    // The first subscription only: after a drop the caller catches up through onReconnected.
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    disconnect();
  });

  it('says once when every channel has answered its subscription, a refused one included', async () => {
    const { handler, subscriptions } = pusherServer(() => undefined);
    // The private channel's signature is refused (a session that ended): its subscription fails on the client.
    server.use(
      handler,
      http.post('*/broadcasting/auth', () => new HttpResponse(null, { status: 403 })),
    );
    const onSubscribed = vi.fn();
    const warn = vi.fn();
    const disconnect = connectNotifications({
      enabled: true,
      config: { appKey: 'app-key' },
      channels: ['notification-send-22', 'private-notification-send-22'],
      onNotification: vi.fn(),
      onSubscribed,
      logger: { warn },
    });
    await vi.waitFor(() => expect(onSubscribed).toHaveBeenCalledTimes(1));
    expect(subscriptions.map((s) => s.channel)).toEqual(['notification-send-22']);
    expect(warn).toHaveBeenCalledWith(
      '[realtime] could not subscribe to private-notification-send-22',
      expect.anything(),
    );
    disconnect();
  });

  it('does not say it listens once closed', async () => {
    let answer: (() => void) | undefined;
    const handler = pusher.addEventListener('connection', ({ client }) => {
      const send = (frame: Frame) => client.send(JSON.stringify(frame));
      send({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: '1.1', activity_timeout: 120 }),
      });
      client.addEventListener('message', (message) => {
        const frame = JSON.parse(String(message.data)) as { event: string; data: { channel: string } };
        if (frame.event !== 'pusher:subscribe') return;
        answer = () =>
          send({ event: 'pusher_internal:subscription_succeeded', channel: frame.data.channel, data: '{}' });
      });
    });
    server.use(handler);
    const onSubscribed = vi.fn();
    const disconnect = connectNotifications({
      enabled: true,
      config: { appKey: 'app-key' },
      channels: ['notification-send-22'],
      onNotification: vi.fn(),
      onSubscribed,
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    disconnect();
    answer?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubscribed).not.toHaveBeenCalled();
  });

  it('closeNotifications (sign-out) ends every open connection for good: nothing subscribes again', async () => {
    const { handler, subscriptions, urls } = pusherServer(() => undefined);
    server.use(handler);
    const received = vi.fn();
    const onReconnected = vi.fn();
    connectNotifications({
      enabled: true,
      config: { appKey: 'app-key' },
      channels: ['notification-send-22'],
      onNotification: received,
      onReconnected,
    });
    await vi.waitFor(() => expect(subscriptions).toHaveLength(1));
    await closeNotifications();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(urls).toHaveLength(1);
    expect(subscriptions).toHaveLength(1);
    expect(onReconnected).not.toHaveBeenCalled();
  });

  it('closeNotifications cancels a channel authorisation still waiting for its answer, quietly', async () => {
    const { handler, subscriptions } = pusherServer(() => undefined);
    let asked: Request | undefined;
    // The session ends before the shop answers: it would refuse, as a shop does once the shopper has signed out.
    server.use(
      handler,
      http.post('*/broadcasting/auth', async ({ request }) => {
        asked = request;
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    const logger = { warn: vi.fn() };
    connectNotifications({
      enabled: true,
      config: { appKey: 'app-key' },
      channels: ['private-notification-send-22'],
      onNotification: vi.fn(),
      logger,
    });
    await vi.waitFor(() => expect(asked).toBeDefined());
    await closeNotifications();
    expect(asked?.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subscriptions).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('opens nothing when disconnected before pusher-js has loaded', async () => {
    const { handler, subscriptions } = pusherServer(() => undefined);
    server.use(handler);
    connectNotifications({
      enabled: true,
      config: { appKey: 'app-key' },
      channels: ['notification-send-22'],
      onNotification: vi.fn(),
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(subscriptions).toEqual([]);
  });

  it('authorises private channels through the HTTP client at /broadcasting/auth', async () => {
    const { handler, subscriptions } = pusherServer(() => undefined);
    let authBody: unknown;
    server.use(
      handler,
      http.post('*/broadcasting/auth', async ({ request }) => {
        authBody = await request.json();
        expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
        return HttpResponse.json({ auth: 'app-key:signature' });
      }),
    );
    const client = await getRealtime({ appKey: 'app-key', cluster: 'mt1' });
    expect(client.config).toMatchObject({
      useTLS: true,
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
    });
    client.subscribe('private-orders');
    await vi.waitFor(() =>
      expect(subscriptions).toContainEqual({ channel: 'private-orders', auth: 'app-key:signature' }),
    );
    expect(authBody).toEqual({ socket_id: '1234.5678', channel_name: 'private-orders' });
  });
});
