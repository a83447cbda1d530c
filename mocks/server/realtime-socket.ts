/**
 * Real time in the Node demo server (docs/adr/031): a real WebSocket on the same loopback origin at
 * `/app/<key>` (the path pusher-js uses with a custom `wsHost`/`wsPort`), answered by the same hub the browser
 * worker uses. The upgrade carries the session cookie, so each socket joins its own session's store and only
 * hears that shopper's events. A one-second ticker advances every store's live schedule (state/live-orders.ts)
 * and broadcasts what it stored, whether or not anyone listens (a returning client catches up over HTTP).
 *
 * The `ws` package (devDependency) does the RFC 6455 framing; see the ADR for why not a hand-rolled upgrade.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { createLiveFeed, type LiveFeed } from '../realtime/live-feed';
import { DEMO_PUSHER_CLUSTER, DEMO_PUSHER_KEY } from '../realtime/keys';
import type { DemoShop } from '../state/store';
import { readCookies } from './node-bridge';
import { SESSION_COOKIE } from './session-stores';

const APP_PATH = /^\/app\/([^/?]+)$/;

export interface RealtimeAttachment {
  feedFor(shop: DemoShop): LiveFeed;
  /** Advance and broadcast every store now (the ticker does it every second). */
  pumpAll(): void;
  close(): void;
}

/** What the page needs to reach this server: the demo key, the cluster pusher-js wants, and this host and port. */
export function pusherPageElements(pageUrl: URL): Record<string, string> {
  return {
    pusher_app_key: DEMO_PUSHER_KEY,
    pusher_app_cluster: DEMO_PUSHER_CLUSTER,
    pusher_app_host: pageUrl.hostname,
    pusher_app_port: pageUrl.port || (pageUrl.protocol === 'https:' ? '443' : '80'),
  };
}

export function attachRealtime(
  server: Server,
  options: {
    shopFor: (sessionCookie: string | undefined) => DemoShop | null;
    shops: () => Iterable<DemoShop>;
    tickMs?: number;
  },
): RealtimeAttachment {
  const feeds = new WeakMap<DemoShop, LiveFeed>();
  const live = new Set<LiveFeed>();
  const feedFor = (shop: DemoShop) => {
    let feed = feeds.get(shop);
    if (!feed) {
      feed = createLiveFeed(shop);
      feeds.set(shop, feed);
      live.add(feed);
    }
    return feed;
  };
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = APP_PATH.exec(url.pathname)?.[1];
    if (key === undefined) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (client) => {
      if (key !== DEMO_PUSHER_KEY) {
        client.send(
          JSON.stringify({
            event: 'pusher:error',
            data: JSON.stringify({ code: 4001, message: 'App key not found' }),
          }),
        );
        client.close(4001, 'App key not found');
        return;
      }
      const shop = options.shopFor(readCookies(req)[SESSION_COOKIE]);
      if (!shop) {
        // No session yet: nothing personal to hear; the client retries after the page has set its cookie.
        client.close(4100, 'No demo session');
        return;
      }
      const connection = feedFor(shop).hub.connect({
        send: (text) => client.send(text),
        close: (code, reason) => client.close(code, reason),
      });
      client.on('message', (data) => void connection.receive(String(data)));
      client.on('close', () => connection.closed());
      client.on('error', () => connection.closed());
    });
  };
  server.on('upgrade', onUpgrade);

  const pumpAll = () => {
    for (const shop of options.shops()) {
      if (feeds.has(shop) || (shop.state.liveOrders?.length ?? 0) > 0) feedFor(shop).pump();
    }
  };
  const ticker = setInterval(pumpAll, options.tickMs ?? 1000);
  ticker.unref();
  server.on('close', () => clearInterval(ticker));

  return {
    feedFor,
    pumpAll,
    close() {
      clearInterval(ticker);
      server.off('upgrade', onUpgrade);
      for (const feed of live) feed.dispose();
      live.clear();
      sockets.close();
    },
  };
}
