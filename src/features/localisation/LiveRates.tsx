import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshActiveRate } from '@/domain/settings';
import { useStorefront } from '@/lib/session';

/** backend-api §2.1: the backend's own SPA asks for the active currency again 10 s after the page loads. */
export const LIVE_RATE_DELAY_MS = 10_000;

/**
 * Keeps a live-priced shop's rate fresh (the owner's `live_api_currency`: the backend refreshes the rate from an
 * exchange-rate service when asked for the currency): 10 s after the page loaded, like the backend's own SPA, ask
 * for the active currency once and re-price what is on screen. A failure changes nothing and says nothing: the
 * prices shown are the ones the page came with.
 */
export function LiveRates() {
  const queryClient = useQueryClient();
  const code = useStorefront().currency.code;
  useEffect(() => {
    const controller = new AbortController();
    const wait = Math.max(0, LIVE_RATE_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => {
      refreshActiveRate(queryClient, code, controller.signal).catch(() => undefined);
    }, wait);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // Once per page: a currency the shopper switches to is fetched fresh by the switch itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient]);
  return null;
}
