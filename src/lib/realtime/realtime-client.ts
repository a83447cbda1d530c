// The Pusher client, created on first use only: pusher-js is loaded as its own chunk (not in the critical path,
// P13) and only once the app has started and the shop has real-time switched on with a key configured.
import type Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler } from 'pusher-js';
import * as z from 'zod';
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
}

const ChannelAuthorization = z.object({
  auth: z.string().min(1),
  channel_data: z.string().optional(),
  shared_secret: z.string().optional(),
});

/** Private channels are authorised by the backend through our HTTP client (CSRF, errors, validation). */
export const authorizeChannel: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
  httpClient<z.infer<typeof ChannelAuthorization>>(BROADCASTING_AUTH_PATH, {
    method: 'POST',
    body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
    schema: ChannelAuthorization,
  }).then(
    (data) => callback(null, data),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
  );
};

let client: Promise<Pusher> | undefined;

/** The shared client, created (and connected) on the first call. Throws without an app key. */
export const getRealtime = (
  config: RealtimeConfig = { appKey: getPageMeta().pusherAppKey, cluster: getPageMeta().pusherAppCluster },
): Promise<Pusher> => {
  if (!config.appKey) return Promise.reject(new Error('Real-time needs <meta name="pusher_app_key">.'));
  client ??= import('pusher-js')
    .then(({ default: PusherClass }) => {
      const pusher = new PusherClass(config.appKey, {
        cluster: config.cluster || DEFAULT_CLUSTER,
        forceTLS: true,
        ...REALTIME_TIMEOUTS,
        channelAuthorization: { customHandler: authorizeChannel },
      });
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

/** Closes the connection and forgets the client; the next getRealtime() starts afresh. */
export const disconnectRealtime = async (): Promise<void> => {
  const pending = client;
  client = undefined;
  setSocketId(null);
  if (pending) (await pending.catch(() => undefined))?.disconnect();
};
