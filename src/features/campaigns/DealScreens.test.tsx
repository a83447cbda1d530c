import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { dealProduct, flashSalePage } from '../../../tests/helpers/deal-fixtures';
import { renderRoute } from '../../../tests/helpers/render';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';
import { Component as CampaignRoute } from '../../app/routes/campaign';
import { Component as FlashSaleRoute } from '../../app/routes/flash-sale';
import { Component as DailyDealsRoute } from '../../app/routes/daily-deals';
import { CampaignsScreen } from './CampaignsScreen';
import { FrozenDealClock } from './frozen-deal-clock';

const HOUR = 60 * 60 * 1000;

beforeEach(() => resetDemoShop());
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

const demoCampaigns = async () =>
  (
    (await (await fetch('/home/campaign-lists')).json()) as {
      campaigns: { data: { slug: string; title: string }[] };
    }
  ).campaigns.data;

describe('All Campaign', () => {
  it('lists the running and upcoming campaigns with their countdowns', async () => {
    const [first] = await demoCampaigns();
    renderRoute(<CampaignsScreen />, { route: '/campaigns', path: '/campaigns', name: 'campaigns' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Campaign' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const link = within(list).getByRole('link', { name: first!.title });
    expect(link).toHaveAttribute('href', `/campaign/${first!.slug}`);
    expect(within(list).getAllByRole('timer').length).toBeGreaterThan(0);
  });

  it('says so when the campaigns cannot be loaded', async () => {
    server.use(http.get('*/home/campaign-lists', () => HttpResponse.json({}, { status: 500 })));
    renderRoute(<CampaignsScreen />, { route: '/campaigns', path: '/campaigns', name: 'campaigns' });
    expect(
      await screen.findByRole('heading', { name: 'We could not load the campaigns' }),
    ).toBeInTheDocument();
  });
});

describe('Campaign Details', () => {
  it("shows the campaign's products, brands and shops as tabs", async () => {
    const [first] = await demoCampaigns();
    const { user } = renderRoute(<CampaignRoute />, {
      route: `/campaign/${first!.slug}`,
      path: '/campaign/:slug',
      name: 'campaign',
    });
    expect(await screen.findByRole('heading', { level: 1, name: first!.title })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    const products = await screen.findByRole('tabpanel', { name: 'Products' });
    expect((await within(products).findAllByRole('link', { name: /.+/ })).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Brands' }));
    expect(await screen.findByRole('list', { name: 'Brands' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Shops' }));
    expect(await screen.findByRole('list', { name: 'Shops' })).toBeInTheDocument();
  });

  it('says the campaign is not available when it does not exist, with the way to the others', async () => {
    renderRoute(<CampaignRoute />, { route: '/campaign/nope', path: '/campaign/:slug', name: 'campaign' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This campaign is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('Flash sale on the server clock', () => {
  // The device clock is an hour behind the server's.
  const device = Date.UTC(2026, 10, 16, 12, 0, 0);
  const serverAt = device + 60 * 60 * 1000;

  it('ends on the server clock without a reload, and the sale price goes at once', async () => {
    vi.useFakeTimers({ now: device, shouldAdvanceTime: true });
    noteServerDate(new Date(serverAt).toUTCString(), device, device);
    // Ends 5 s after the server's now; by the device clock it ended an hour ago... or not at all, if trusted.
    server.use(
      http.get('*/home/flash-sale-products/', () =>
        HttpResponse.json(flashSalePage([dealProduct(1, serverAt - 60_000, serverAt + 5_000)])),
      ),
    );
    renderRoute(<FlashSaleRoute />, { route: '/flash-sale', path: '/flash-sale', name: 'flashSale' });

    expect(await screen.findByRole('heading', { level: 1, name: 'All Flash Sale' })).toBeInTheDocument();
    const timer = await screen.findByRole('timer', { name: 'Ends in' });
    expect(timer).toHaveTextContent(/00.*00.*0[45]/);
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });

    expect(await screen.findByText('This deal has ended')).toBeInTheDocument();
    expect(screen.queryByText('$80.00')).not.toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
  });
});

describe('Daily Deals', () => {
  it("lists today's deals with a countdown to the end of the day", async () => {
    renderRoute(<DailyDealsRoute />, { route: '/daily-deals', path: '/daily-deals', name: 'dailyDeals' });
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Deals' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Ends in' })).toBeInTheDocument();
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it('a frozen clock (stories, screenshots) shows the same countdown whatever the server offset', () => {
    // The server says it is 13 h 20 min behind this device (a pinned demo shop clock, say).
    noteServerDate(new Date(Date.now() - 13 * HOUR - 20 * 60_000).toUTCString(), Date.now(), Date.now());
    renderRoute(
      <FrozenDealClock.Provider value={Date.UTC(2026, 5, 1, 12)}>
        <DailyDealsRoute />
      </FrozenDealClock.Provider>,
      { route: '/daily-deals', path: '/daily-deals', name: 'dailyDeals' },
    );
    // Noon frozen, so twelve hours to the end of the (UTC) day — not 12 h plus the offset.
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent(/^Ends in12\D*00\D*00\D*$/);
  });
});
