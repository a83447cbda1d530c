import { createContext } from 'react';

/** Stories and screenshots freeze every deal clock and countdown at this device time (no timer runs). */
export const FrozenDealClock = createContext<number | undefined>(undefined);
