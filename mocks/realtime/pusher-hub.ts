/**
 * The demo shop's Pusher Channels server, transport-agnostic (docs/adr/031): the browser worker feeds it MSW `ws`
 * connections, the Node demo server real WebSockets. It speaks protocol 7 as pusher-js expects it:
 *
 * - on connect `pusher:connection_established` with `socket_id` and `activity_timeout` (120 s, spec §9);
 * - `pusher:ping` → `pusher:pong`;
 * - `pusher:subscribe` → `pusher_internal:subscription_succeeded`; a `private-` channel needs the `auth` that
 *   `/broadcasting/auth` signed for this socket (HMAC of `socket_id:channel_name`), else `pusher:error`;
 *   `presence-` channels and client events are not offered (`pusher:error`);
 * - events go out as `{event, channel, data}` with `data` a JSON **string**, like the hosted service.
 *
 * One hub per demo-shop store (a browser has one; the Node server one per session cookie), so a shopper only ever
 * receives events of their own store.
 */
import { channelAuth } from './keys';

export interface HubSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

export interface HubConnection {
  readonly socketId: string;
  /** A text frame from the client. */
  receive(text: string): Promise<void>;
  /** The transport closed. */
  closed(): void;
}

/** Spec §9: the server's idea of inactivity (the client pings after this long without traffic). */
export const ACTIVITY_TIMEOUT_SECONDS = 120;

type SubscribeListener = (channel: string) => void;

export interface PusherHub {
  connect(socket: HubSocket): HubConnection;
  /** Sends an event to every socket subscribed to the channel; returns how many got it. */
  publish(channel: string, event: string, data: unknown): number;
  subscribers(channel: string): number;
  /** Called after each successful subscription (the demo starts a shopper's scheduled events there). */
  onSubscribe(listener: SubscribeListener): () => void;
  /** Closes every connection (as a network drop would); clients reconnect. */
  dropAll(): void;
  readonly size: number;
}

let socketCounter = 0;
const newSocketId = () => {
  socketCounter = (socketCounter + 1) % 1_000_000;
  return `${Math.floor(Math.random() * 900_000) + 100_000}.${socketCounter + 1}`;
};

interface Frame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> => {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value) as unknown);
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
};

export function createPusherHub(): PusherHub {
  const sockets = new Map<string, { socket: HubSocket; channels: Set<string> }>();
  const listeners = new Set<SubscribeListener>();

  const send = (socket: HubSocket, frame: { event: string; channel?: string; data: unknown }) => {
    try {
      socket.send(
        JSON.stringify({
          ...frame,
          data: typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data),
        }),
      );
    } catch {
      // The transport went away between the check and the send: its close event cleans up.
    }
  };
  const error = (socket: HubSocket, message: string, code: number | null = null) =>
    send(socket, { event: 'pusher:error', data: { code, message } });

  return {
    connect(socket) {
      const socketId = newSocketId();
      const entry = { socket, channels: new Set<string>() };
      sockets.set(socketId, entry);
      send(socket, {
        event: 'pusher:connection_established',
        data: { socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS },
      });
      return {
        socketId,
        async receive(text) {
          let frame: Frame;
          try {
            frame = JSON.parse(text) as Frame;
          } catch {
            error(socket, 'Invalid JSON', 4200);
            return;
          }
          const data = asRecord(frame.data);
          switch (frame.event) {
            case 'pusher:ping':
              send(socket, { event: 'pusher:pong', data: {} });
              return;
            case 'pusher:subscribe': {
              const channel = typeof data.channel === 'string' ? data.channel : '';
              if (!/^[\w\-=@,.;]{1,200}$/.test(channel)) return error(socket, 'Invalid channel name');
              if (channel.startsWith('presence-')) return error(socket, 'Presence channels are not offered');
              if (channel.startsWith('private-')) {
                const expected = await channelAuth(socketId, channel);
                if (data.auth !== expected) {
                  return error(
                    socket,
                    `Invalid signature for ${channel}: the auth must come from /broadcasting/auth`,
                  );
                }
              }
              if (!sockets.has(socketId)) return; // closed while the signature was checked
              entry.channels.add(channel);
              send(socket, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
              for (const listener of listeners) listener(channel);
              return;
            }
            case 'pusher:unsubscribe':
              if (typeof data.channel === 'string') entry.channels.delete(data.channel);
              return;
            default:
              if (typeof frame.event === 'string' && frame.event.startsWith('client-')) {
                return error(socket, 'Client events are not enabled for this app');
              }
              return error(socket, `Unsupported event ${String(frame.event)}`);
          }
        },
        closed() {
          sockets.delete(socketId);
        },
      };
    },
    publish(channel, event, data) {
      let count = 0;
      for (const { socket, channels } of sockets.values()) {
        if (!channels.has(channel)) continue;
        send(socket, { event, channel, data });
        count += 1;
      }
      return count;
    },
    subscribers(channel) {
      let count = 0;
      for (const { channels } of sockets.values()) if (channels.has(channel)) count += 1;
      return count;
    },
    onSubscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dropAll() {
      for (const [id, { socket }] of [...sockets]) {
        sockets.delete(id);
        try {
          socket.close(4201, 'Dropped by the demo shop');
        } catch {
          // already closed
        }
      }
    },
    get size() {
      return sockets.size;
    },
  };
}
