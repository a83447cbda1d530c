import { createContext } from 'react';

/**
 * A fixed "now" for the delivery promise (epoch ms), for stories and screenshots, whose dates must not move with
 * the day they are taken on. Unset (null), the promise reads the shop's clock (server-clock).
 */
export const DeliveryClock = createContext<number | null>(null);
