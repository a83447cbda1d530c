// The Pusher client, created on first use only: pusher-js is loaded as its own chunk (not in the critical path,
// P13) and only once the app has started and the shop has real-time switched on with a key configured.
import type Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler } from 'pusher-js';
import * as z from 'zod/mini';
import { httpClient } from '../http/client.ts';
import { getPageMeta } from '../http/page-meta.ts';
import { setSocketId } from '../http/socket-id.ts';

/** Spec §9. */
export const REALTIME_TIMEOUTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;
export const BROADCASTING_AUTH_PATH = '/broadcasting/auth';
const DEFAULT_CLUSTER = 'mt1';

export interface RealtimeConfig {
  appKey: string;
  cluster?: string;
  /**
   * A self-hosted Pusher-protocol server instead of the hosted cluster (the Node demo server on loopback, soketi,
   * laravel-websockets): host name and port; TLS follows the page's scheme.
   */
  host?: string;
  port?: number;
}

/** Key, cluster, host and port from the page's elements (docs/adr/021, 031). */
export const realtimeConfigFromPage = (): RealtimeConfig => {
  const meta = getPageMeta();
  return {
    appKey: meta.pusherAppKey,
    cluster: meta.pusherAppCluster,
    ...(meta.pusherAppHost ? { host: meta.pusherAppHost } : {}),
    ...(meta.pusherAppPort ? { port: Number(meta.pusherAppPort) } : {}),
  };
};

/** pusher-js options for a config: the hosted cluster over TLS, or the given host and port. */
export const pusherOptions = (
  config: RealtimeConfig,
  pageIsHttps = globalThis.location?.protocol === 'https:',
) => {
  const base = {
    cluster: config.cluster || DEFAULT_CLUSTER,
    ...REALTIME_TIMEOUTS,
    channelAuthorization: { customHandler: authorizeChannel } as never,
  };
  if (!config.host) return { ...base, forceTLS: true };
  const port = config.port ?? (pageIsHttps ? 443 : 80);
  return {
    ...base,
    wsHost: config.host,
    wsPort: port,
    wssPort: port,
    forceTLS: pageIsHttps,
    enabledTransports: ['ws' as const],
  };
};

const ChannelAuthorization = z.object({
  auth: z.string().check(z.minLength(1)),
  channel_data: z.optional(z.string()),
  shared_secret: z.optional(z.string()),
});

/**
 * The channel authorisations on their way. Closing the connection cancels them: a sign-out closes it before it ends
 * the session, and an authorisation still waiting for its answer would otherwise be answered for a session that has
 * ended (a 401 on the shopper's console, and nothing to use it for).
 */
const pendingAuthorizations = new Set<AbortController>();

/** Private channels are authorised by the backend through our HTTP client (CSRF, errors, validation). */
export const authorizeChannel: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  const controller = new AbortController();
  pendingAuthorizations.add(controller);
  httpClient<z.infer<typeof ChannelAuthorization>>(BROADCASTING_AUTH_PATH, {
    method: 'POST',
    body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
    schema: ChannelAuthorization,
    signal: controller.signal,
  })
    .finally(() => pendingAuthorizations.delete(controller))
    .then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
};

let client: Promise<Pusher> | undefined;

/** The shared client, created (and connected) on the first call. Throws without an app key. */
export const getRealtime = (config: RealtimeConfig = realtimeConfigFromPage()): Promise<Pusher> => {
  if (!config.appKey) return Promise.reject(new Error('Real-time needs <meta name="pusher_app_key">.'));
  client ??= import('pusher-js')
    .then(({ default: PusherClass }) => {
      const pusher = new PusherClass(config.appKey, pusherOptions(config));
      pusher.connection.bind('state_change', ({ current }: { current: string }) => {
        setSocketId(current === 'connected' ? pusher.connection.socket_id : null);
      });
      return pusher;
    })
    .catch((error: unknown) => {
      client = undefined; // a failed chunk load may succeed next time
      throw error;
    });
  return client;
};

/**
 * Closes the connection, cancels its pending channel authorisations and forgets the client; the next getRealtime()
 * starts afresh.
 */
export const disconnectRealtime = async (): Promise<void> => {
  const pending = client;
  client = undefined;
  setSocketId(null);
  for (const authorization of pendingAuthorizations) authorization.abort();
  pendingAuthorizations.clear();
  if (pending) (await pending.catch(() => undefined))?.disconnect();
};
