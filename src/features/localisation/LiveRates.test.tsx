import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { getChangeCurrencyMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import { useStorefront } from '@/lib/session';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { LiveStartData, startDataServer } from '../../../tests/helpers/live-start-data';
import { LIVE_RATE_DELAY_MS, LiveRates } from './LiveRates';

const usd = { id: 1, name: 'US Dollar', symbol: '$', code: 'USD', exchange_rate: 1, status: 1 as const };
const eur = { id: 2, name: 'Euro', symbol: '€', code: 'EUR', exchange_rate: 0.9, status: 1 as const };

function PriceProbe() {
  const { formatPrice } = useStorefront();
  return <p>Price: {formatPrice(10)}</p>;
}

/** The page "loads" when the test says so: LiveRates mounts then, on the test's clock. */
const page = { load: () => undefined as void };
function Page() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    page.load = () => setLoaded(true);
  }, []);
  return (
    <>
      {loaded ? <LiveRates /> : null}
      <PriceProbe />
    </>
  );
}

type Answer = Parameters<typeof getChangeCurrencyMockHandler>[0];

/**
 * A euro shop priced at 0.9 whose rate request answers `answer`, loaded at the page's start (performance.now() = 0).
 * Returns the requests for a rate and the timer LiveRates set: its delay, and `fire()` to run it now.
 */
async function openShop(answer: Answer) {
  const asked: string[] = [];
  server.use(
    startDataServer(startDataFixture({ currencies: [usd, eur], active_currency: eur })).handler,
    http.get('*/change/currency/:code', ({ params }) => {
      asked.push(String(params.code));
    }),
    getChangeCurrencyMockHandler(answer),
  );
  renderRoute(
    <LiveStartData>
      <Page />
    </LiveStartData>,
  );
  expect(await screen.findByText('Price: €9.00')).toBeInTheDocument();
  vi.spyOn(performance, 'now').mockReturnValue(0);
  const timers = vi.spyOn(window, 'setTimeout');
  act(() => page.load());
  const [callback, delay] = timers.mock.calls.find(([, ms]) => ms === LIVE_RATE_DELAY_MS) ?? [];
  timers.mockRestore();
  return { asked, delay, fire: () => act(() => (callback as () => void)()) };
}

describe('live exchange rates (backend-api §2.1)', () => {
  it('asks for the active currency 10 s after load and re-prices what is on screen, without a reload', async () => {
    const { asked, delay, fire } = await openShop(() => ({
      active_currency: { ...eur, exchange_rate: 0.95 },
    }));
    expect(delay).toBe(LIVE_RATE_DELAY_MS);
    expect(asked).toEqual([]);
    fire();
    expect(await screen.findByText('Price: €9.50')).toBeInTheDocument();
    expect(asked).toEqual(['EUR']);
  });

  it('keeps the prices the page came with when the answer is for another currency', async () => {
    // The backend's fallback for a code it does not know: a dollar row.
    const { asked, fire } = await openShop(() => ({ active_currency: { ...usd, exchange_rate: 1 } }));
    fire();
    await vi.waitFor(() => expect(asked).toEqual(['EUR']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Price: €9.00')).toBeInTheDocument();
  });

  it('says nothing and keeps the prices when the request fails', async () => {
    const { asked, fire } = await openShop(
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }) as never,
    );
    fire();
    await vi.waitFor(() => expect(asked).toEqual(['EUR']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Price: €9.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
