import { createContext } from 'react';

/**
 * Stories and screenshots freeze every deal clock and countdown at this moment (no timer runs), on the server's clock
 * as well as the device's: the server offset is not applied. Otherwise a story whose demo shop answers with a pinned
 * `Date` header showed a countdown that depended on the real date the story ran (the daily deals' capture changed
 * when the real clock passed midnight UTC).
 */
export const FrozenDealClock = createContext<number | undefined>(undefined);
