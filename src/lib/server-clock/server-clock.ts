// The server's clock, as the `Date` header of its answers tells it. Countdowns (campaigns, flash sale, daily
// deals, special discounts) end when the server says so, not when a device with a wrong clock thinks so.
import { useSyncExternalStore } from 'react';

let offsetMs = 0;
const listeners = new Set<() => void>();

/**
 * Records one answer's `Date` header. The header is whole seconds, stamped while the answer was produced, so it is
 * compared with the middle of the round trip. Bad or missing headers change nothing.
 */
export function noteServerDate(header: string | null | undefined, sentAt: number, receivedAt: number): void {
  if (!header) return;
  const serverAt = Date.parse(header);
  if (Number.isNaN(serverAt) || receivedAt < sentAt) return;
  const next = Math.round(serverAt - (sentAt + receivedAt) / 2);
  // Within the header's one-second resolution the clocks agree: keep the old value (no needless re-renders).
  if (Math.abs(next - offsetMs) < 1000) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** Server time minus device time, in milliseconds (0 until an answer says otherwise). */
export const serverOffsetMs = (): number => offsetMs;

/** The server's "now" in epoch milliseconds. */
export const serverNow = (): number => Date.now() + offsetMs;

/** Forget the recorded offset (tests). */
export function resetServerClock(): void {
  offsetMs = 0;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The offset, re-rendering when a later answer corrects it (pass it to the design system's Countdown). */
export function useServerOffset(): number {
  return useSyncExternalStore(subscribe, serverOffsetMs, serverOffsetMs);
}

/**
 * A date-time the backend wrote (`Y-m-d H:i:s`, or ISO 8601) as epoch milliseconds. The backend's local time is
 * taken as UTC, as the demo shop and a default Laravel install (`APP_TIMEZONE=UTC`) write it. Null when unreadable.
 */
export function parseServerTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const plain = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const at = plain
    ? Date.UTC(+plain[1]!, +plain[2]! - 1, +plain[3]!, +plain[4]!, +plain[5]!, +(plain[6] ?? 0))
    : Date.parse(text);
  return Number.isNaN(at) ? null : at;
}
