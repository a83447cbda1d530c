export type DurationParts = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days/hours/minutes/seconds left; partial seconds round up so "00:00:00" only shows at the end. */
export function splitDuration(ms: number): DurationParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Milliseconds until `target` on the server's clock: server now = client now + serverOffsetMs. */
export function remainingMs(target: Date | number, clientNow: number, serverOffsetMs: number): number {
  const targetMs = typeof target === 'number' ? target : target.getTime();
  return targetMs - (clientNow + serverOffsetMs);
}
