// Reconnection with back-off (quality bar R18). pusher-js retries on its own at a fixed pace; after a drop we take
// over: close, wait 1 s, 2 s, 4 s … up to 30 s (± 20 % jitter, so a crowd of tabs does not reconnect in step), try
// again, and once connected again report it, so the caller can catch up on what it missed over HTTP.

export interface Backoff {
  /** The delay before the next attempt; each call doubles it up to the cap. */
  next(): number;
  reset(): void;
}

export const createBackoff = ({
  baseMs = 1000,
  maxMs = 30_000,
  jitter = 0.2,
  random = Math.random,
}: { baseMs?: number; maxMs?: number; jitter?: number; random?: () => number } = {}): Backoff => {
  let attempt = 0;
  return {
    next() {
      const plain = Math.min(maxMs, baseMs * 2 ** attempt);
      attempt += 1;
      return Math.round(plain * (1 - jitter + 2 * jitter * random()));
    },
    reset() {
      attempt = 0;
    },
  };
};

/** The slice of pusher-js's connection and client the watcher needs (and tests fake). */
export interface WatchedConnection {
  bind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): void;
  unbind(event: 'state_change', callback: (states: { previous: string; current: string }) => void): void;
}
export interface ConnectionControls {
  connect(): void;
  disconnect(): void;
}

export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface WatchOptions {
  /** Connected again after a drop: fetch what was missed. */
  onReconnected?: () => void;
  onStatus?: (status: RealtimeStatus) => void;
  backoff?: Backoff;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}

/** States after which pusher-js is not connected and would only retry at its own pace (or not at all). */
const DROPPED = new Set(['unavailable', 'failed', 'disconnected']);

/** Watches the connection; returns the function that stops watching (and any pending retry). */
export function watchConnection(
  connection: WatchedConnection,
  controls: ConnectionControls,
  { onReconnected, onStatus, backoff = createBackoff(), timers = globalThis }: WatchOptions = {},
): () => void {
  let everConnected = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  let stopped = false;

  const listener = ({ current }: { previous: string; current: string }) => {
    if (stopped) return;
    if (current === 'connected') {
      backoff.reset();
      onStatus?.('connected');
      if (everConnected) onReconnected?.();
      everConnected = true;
      return;
    }
    if (current === 'connecting') {
      onStatus?.(everConnected ? 'reconnecting' : 'connecting');
      return;
    }
    if (!DROPPED.has(current) || waiting) return;
    // Our own disconnect() below also lands here: `waiting` keeps it from scheduling a second retry.
    waiting = true;
    onStatus?.('offline');
    controls.disconnect();
    retry = timers.setTimeout(() => {
      waiting = false;
      retry = undefined;
      if (!stopped) controls.connect();
    }, backoff.next());
  };
  connection.bind('state_change', listener);
  return () => {
    stopped = true;
    if (retry !== undefined) timers.clearTimeout(retry);
    connection.unbind('state_change', listener);
  };
}
