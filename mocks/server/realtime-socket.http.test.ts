/**
 * Real time in the Node demo server over a real WebSocket (docs/adr/031): the page tells pusher-js where to
 * connect, the socket speaks the Pusher protocol, and what the session's store keeps is broadcast within a second.
 * Runs in the contract-http project (no MSW interception).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_CUSTOMER_ID } from '../data/users';
import { notifyUser } from '../state/notifications';
import { createDemoShop } from '../state/store';
import { createDemoServer, listen } from './demo-server';

const dist = mkdtempSync(join(tmpdir(), 'mf-dist-rt-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
);

const shop = createDemoShop();
let server: Server;
let base = '';
beforeAll(async () => {
  server = createDemoServer({
    staticDir: dist,
    storeFor: () => ({ id: 'a'.repeat(40), shop, created: false }),
  });
  base = await listen(server, 0);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Frame = { event: string; channel?: string; data: string };

function open(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  const next = async (event: string, timeout = 3000) => {
    const started = Date.now();
    for (;;) {
      const found = frames.find((f) => f.event === event);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      if (Date.now() - started > timeout) throw new Error(`no ${event} within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { socket, next, send: (frame: unknown) => socket.send(JSON.stringify(frame)) };
}

describe('the demo server’s Pusher socket', () => {
  it('renders where to connect into the friendly page', async () => {
    const html = await (await fetch(`${base}/`)).text();
    const port = new URL(base).port;
    expect(html).toContain('<meta name="pusher_app_key" content="marketfront-demo">');
    expect(html).toContain('<meta name="pusher_app_host" content="127.0.0.1">');
    expect(html).toContain(`<meta name="pusher_app_port" content="${port}">`);
  });

  it('speaks the protocol over a real WebSocket and broadcasts what the store keeps', async () => {
    const client = open(
      `${base.replace('http', 'ws')}/app/marketfront-demo?protocol=7&client=js&version=8.6.0`,
    );
    const established = await client.next('pusher:connection_established');
    expect(JSON.parse(established.data)).toMatchObject({ activity_timeout: 120 });
    expect(JSON.parse(established.data).socket_id).toMatch(/^\d+\.\d+$/);

    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
    const channel = `notification-send-${DEMO_CUSTOMER_ID}`;
    client.send({ event: 'pusher:subscribe', data: { channel } });
    expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe(channel);

    shop.update((state) =>
      notifyUser(
        state,
        DEMO_CUSTOMER_ID,
        { title: 'Flash sale', details: 'Starts now.', url: '/flash-sale' },
        Date.now(),
        { channel: 'public', message_type: 'warning' },
      ),
    );
    const event = await client.next('PusherNotification', 3000);
    expect(event.channel).toBe(channel);
    expect(typeof event.data).toBe('string');
    expect(JSON.parse(event.data)).toEqual({ message: 'Flash sale: Starts now.', message_type: 'warning' });
    client.socket.close();
  });

  it('refuses an unknown app key', async () => {
    const client = open(`${base.replace('http', 'ws')}/app/someone-else`);
    const closed = new Promise<number>((resolve) => client.socket.on('close', (code) => resolve(code)));
    expect(JSON.parse((await client.next('pusher:error')).data)).toMatchObject({ code: 4001 });
    expect(await closed).toBe(4001);
  });
});

describe('the real-time speed', () => {
  let sessions: Server;
  let at = '';
  beforeAll(async () => {
    sessions = createDemoServer({ staticDir: dist });
    at = await listen(sessions, 0);
  });
  afterAll(() => new Promise<void>((resolve) => sessions.close(() => resolve())));

  /** A visitor: loads a page (which sets the session cookie) and listens on the demo customer's public channel. */
  async function visitor(page: string) {
    const response = await fetch(`${at}${page}`, { headers: { Accept: 'text/html' } });
    await response.text();
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const client = open(
      `${at.replace('http', 'ws')}/app/marketfront-demo?protocol=7&client=js&version=8.6.0`,
      {
        Cookie: cookie,
      },
    );
    await client.next('pusher:connection_established');
    const channel = `notification-send-${DEMO_CUSTOMER_ID}`;
    client.send({ event: 'pusher:subscribe', data: { channel } });
    await client.next('pusher_internal:subscription_succeeded');
    return client;
  }

  it('is the visitor’s own: one visitor speeding up the schedule does not speed up another’s', async () => {
    const quick = await visitor('/?realtime-speed=3600');
    const steady = await visitor('/');
    try {
      // 3600× faster: the wishlist price drop (90 s after listening at speed 1) arrives at the next tick.
      expect(JSON.parse((await quick.next('PusherNotification', 3000)).data)).toMatchObject({
        message: expect.stringContaining('Price drop') as string,
      });
      // Two more ticks: the other visitor, at the server's speed, hears nothing for 90 s.
      await expect(steady.next('PusherNotification', 2200)).rejects.toThrow('no PusherNotification');
    } finally {
      quick.socket.close();
      steady.socket.close();
    }
  });
});
