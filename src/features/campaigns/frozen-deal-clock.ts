import { createContext, useContext } from 'react';
import { useServerOffset } from '@/lib/server-clock';

/**
 * Stories and screenshots freeze every deal clock and countdown at this moment (no timer runs), on the server's clock
 * as well as the device's: the server offset is not applied. Otherwise a story whose demo shop answers with a pinned
 * `Date` header showed a countdown that depended on the real date the story ran (the daily deals' capture changed
 * when the real clock passed midnight UTC).
 */
export const FrozenDealClock = createContext<number | undefined>(undefined);

/**
 * The deal clock's inputs: the frozen moment, if any, and the server offset to apply — the live one, or none when
 * the clock is frozen (no answer's `Date` header may move a frozen clock).
 */
export function useDealTimeBase(): { frozenAt: number | undefined; offset: number } {
  const liveOffset = useServerOffset();
  const frozenAt = useContext(FrozenDealClock);
  return { frozenAt, offset: frozenAt === undefined ? liveOffset : 0 };
}
