// The active currency's rate, asked for again (the backend answers `GET /change/currency/:code` with the currency
// and, for a live-priced shop, a fresh rate): the start props take the fresh rate so every price re-renders.
import type { QueryClient } from '@tanstack/react-query';
import { changeCurrency } from '@/api-generated/endpoints/settings/settings';
import type { ChangeCurrencyResponseOutput } from '@/api-generated/model';
import { startDataQueryKey, type StartProps } from '@/lib/start-data';

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
