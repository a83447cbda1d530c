import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { changeCurrency } from '@/api-generated/endpoints/settings/settings';
import { startDataQueryKey } from '@/lib/start-data';
import type { ChangeCurrencyResponseOutput } from '@/api-generated/model';
import { useStorefront } from '@/lib/session';
import type { StartProps } from '@/lib/start-data';

/** backend-api §2.1: the backend's own SPA asks for the active currency again 10 s after the page loads. */
export const LIVE_RATE_DELAY_MS = 10_000;

type Currency = StartProps['active_currency'];

/**
 * The start props with the rate the backend just answered for the active currency (and its row in the currency
 * list), so every price on screen re-renders in the fresh rate without a reload. An answer for another currency
 * (the backend's fallback for a code it does not know) or one without a usable rate changes nothing.
 */
export function withFreshRate(start: StartProps, fresh: Currency): StartProps {
  const active = start.active_currency;
  const rate = fresh.exchange_rate;
  if (fresh.code !== active.code || !(Number.isFinite(rate) && rate > 0) || rate === active.exchange_rate)
    return start;
  const refreshed = { ...active, exchange_rate: rate };
  return {
    ...start,
    active_currency: refreshed,
    currencies: start.currencies.map((c) => (c.code === active.code ? { ...c, exchange_rate: rate } : c)),
  };
}

export async function refreshActiveRate(queryClient: QueryClient, code: string, signal?: AbortSignal) {
  const answer = (await changeCurrency(code, { signal })) as ChangeCurrencyResponseOutput;
  queryClient.setQueryData<StartProps>(startDataQueryKey(), (start) =>
    start ? withFreshRate(start, answer.active_currency) : start,
  );
}

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
