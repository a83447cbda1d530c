import { useEffect, useRef, useState } from 'react';
import { nextBoundary } from './deal-pricing';
import { useDealTimeBase } from './frozen-deal-clock';

// setTimeout holds at most ~24.8 days; a farther boundary is reached in several waits.
const MAX_WAIT_MS = 2 ** 31 - 1;
// Fire just after the boundary, so the server already counts it as passed when asked again.
const AFTER_BOUNDARY_MS = 250;

/**
 * The server's "now", moved forward at each of `boundaries` (deal starts and ends, epoch ms on the server's
 * clock), calling `onBoundary` there — without a reload, whatever the device clock says.
 */
export function useDealClock(boundaries: readonly (number | null)[], onBoundary: () => void): number {
  const { frozenAt, offset } = useDealTimeBase();
  const [now, setNow] = useState(() => (frozenAt ?? Date.now()) + offset);
  const next = frozenAt === undefined ? nextBoundary(boundaries, now) : undefined;
  const onBoundaryRef = useRef(onBoundary);
  onBoundaryRef.current = onBoundary;

  useEffect(() => {
    if (next === undefined) return;
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, next - (Date.now() + offset)) + AFTER_BOUNDARY_MS);
    const timer = setTimeout(() => {
      const current = Date.now() + offset;
      setNow(current);
      if (current >= next) onBoundaryRef.current();
    }, wait);
    return () => clearTimeout(timer);
  }, [next, offset, now]);

  return now;
}
