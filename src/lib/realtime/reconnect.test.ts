import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackoff, watchConnection, type WatchedConnection } from './reconnect.ts';

type Listener = (states: { previous: string; current: string }) => void;

/** A pusher-js connection stand-in: `emit` moves it to a state, connect/disconnect are recorded. */
function fakeConnection() {
  let listener: Listener | undefined;
  let state = 'initialized';
  const calls: string[] = [];
  const connection: WatchedConnection = {
    bind: (_event, callback) => {
      listener = callback;
    },
    unbind: () => {
      listener = undefined;
    },
  };
  const emit = (current: string) => {
    const previous = state;
    state = current;
    listener?.({ previous, current });
  };
  const controls = {
    connect: () => {
      calls.push('connect');
      emit('connecting');
    },
    disconnect: () => {
      calls.push('disconnect');
      emit('disconnected');
    },
  };
  return { connection, controls, emit, calls, bound: () => listener !== undefined };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('back-off', () => {
  it('doubles from 1 s up to 30 s, with jitter, and starts over after a success', () => {
    const plain = createBackoff({ jitter: 0 });
    expect(Array.from({ length: 7 }, () => plain.next())).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    plain.reset();
    expect(plain.next()).toBe(1000);
    const low = createBackoff({ random: () => 0 });
    const high = createBackoff({ random: () => 1 });
    expect([low.next(), high.next()]).toEqual([800, 1200]);
  });
});

describe('watchConnection', () => {
  it('after a drop retries with growing delays, then reports the reconnection so the caller catches up', () => {
    vi.useFakeTimers();
    const { connection, controls, emit, calls } = fakeConnection();
    const onReconnected = vi.fn();
    const statuses: string[] = [];
    watchConnection(connection, controls, {
      onReconnected,
      onStatus: (s) => statuses.push(s),
      backoff: createBackoff({ jitter: 0 }),
    });
    emit('connecting');
    emit('connected');
    expect(onReconnected).not.toHaveBeenCalled(); // the first connection is not a catch-up

    emit('unavailable'); // the network went away
    expect(calls).toEqual(['disconnect']);
    vi.advanceTimersByTime(999);
    expect(calls).toEqual(['disconnect']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['disconnect', 'connect']);

    emit('unavailable'); // still down: twice as long
    vi.advanceTimersByTime(1999);
    expect(calls).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['disconnect', 'connect', 'disconnect', 'connect']);

    emit('connected');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual([
      'connecting',
      'connected',
      'offline',
      'reconnecting',
      'offline',
      'reconnecting',
      'connected',
    ]);

    emit('unavailable'); // a later drop starts from 1 s again
    vi.advanceTimersByTime(1000);
    expect(calls.at(-1)).toBe('connect');
  });

  it('stops retrying once stopped', () => {
    vi.useFakeTimers();
    const { connection, controls, emit, calls, bound } = fakeConnection();
    const stop = watchConnection(connection, controls, { backoff: createBackoff({ jitter: 0 }) });
    emit('connected');
    emit('unavailable');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual(['disconnect']);
    expect(bound()).toBe(false);
  });
});
