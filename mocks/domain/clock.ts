/**
 * The demo clock. Every rule that depends on time (discount windows, coupon windows, order dates) reads `now()`
 * from here, so tests can pin time and the seeded data can be laid out around one fixed epoch.
 *
 * Default: real time. Tests: `fixClock(DEMO_EPOCH)` then `resetClock()` in `afterEach`.
 */

/** The fixed point the seeded catalogue is laid out around (discount and campaign windows, dates). */
export const DEMO_EPOCH_ISO = '2026-11-16T00:00:00.000Z';
export const DEMO_EPOCH = Date.parse(DEMO_EPOCH_ISO);

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const realTime = (): number => Date.now();
let source: () => number = realTime;

/** Milliseconds since the Unix epoch, from the current clock source. */
export function now(): number {
  return source();
}

export function nowIso(): string {
  return new Date(now()).toISOString();
}

/** Replace the clock with any source (e.g. a test's stepping clock). */
export function setClock(next: () => number): void {
  source = next;
}

/** Pin the clock to one instant. */
export function fixClock(at: number | string | Date): void {
  const ms = typeof at === 'number' ? at : new Date(at).getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`fixClock: invalid time ${String(at)}`);
  source = () => ms;
}

/** Back to real time. */
export function resetClock(): void {
  source = realTime;
}

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
