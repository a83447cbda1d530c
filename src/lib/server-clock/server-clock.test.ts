import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, parseServerTime, resetServerClock, serverOffsetMs } from './server-clock';

afterEach(() => resetServerClock());

describe('server clock', () => {
  it('takes the offset from the Date header against the middle of the round trip', () => {
    const sentAt = Date.UTC(2026, 10, 16, 12, 0, 0);
    // The device is 90 s behind: the server stamped 12:01:30 while the device saw 12:00:00–12:00:00.2.
    noteServerDate('Mon, 16 Nov 2026 12:01:30 GMT', sentAt, sentAt + 200);
    expect(serverOffsetMs()).toBe(90_000 - 100);
  });

  it('ignores missing or unreadable headers and impossible timings', () => {
    noteServerDate(null, 0, 10);
    noteServerDate('not a date', 0, 10);
    noteServerDate('Mon, 16 Nov 2026 12:01:30 GMT', 10, 0);
    expect(serverOffsetMs()).toBe(0);
  });

  it('reads the backend date-times as UTC, and ISO dates as written', () => {
    expect(parseServerTime('2026-11-16 10:30:00')).toBe(Date.UTC(2026, 10, 16, 10, 30));
    expect(parseServerTime('2026-11-16T10:30:00+01:00')).toBe(Date.UTC(2026, 10, 16, 9, 30));
    expect(parseServerTime('soon')).toBeNull();
    expect(parseServerTime(undefined)).toBeNull();
  });
});
