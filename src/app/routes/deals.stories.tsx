import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { FrozenDealClock } from '@/features/campaigns';
import { dealProduct, flashSalePage } from '../../../tests/helpers/deal-fixtures';
import { pinShopClock, STORY_NOW, withStorefront } from '../../../tests/helpers/story-support';
import { Component as CampaignRoute } from './campaign';
import { Component as CampaignsRoute } from './campaigns';
import { Component as DailyDealsRoute } from './daily-deals';
import { Component as FlashSaleRoute } from './flash-sale';
import { endlessGet } from '../../../tests/helpers/never-answer';

const HOUR = 60 * 60 * 1000;

/** Every deal route as the router mounts it, with countdowns frozen so screenshots are stable. */
function DealRoutes(): ReactNode {
  return (
    <FrozenDealClock.Provider value={STORY_NOW}>
      <Routes>
        <Route path="/campaigns" element={<CampaignsRoute />} />
        <Route path="/campaign/:slug" element={<CampaignRoute />} />
        <Route path="/daily-deals" element={<DailyDealsRoute />} />
        <Route path="/flash-sale" element={<FlashSaleRoute />} />
      </Routes>
    </FrozenDealClock.Provider>
  );
}

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Deals',
  component: DealRoutes,
  decorators: [withStorefront()],
  parameters: { route: '/campaigns' },
} satisfies Meta<typeof DealRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const failing = (path: string) => ({
  msw: { handlers: [http.get(path, () => HttpResponse.json({}, { status: 500 }))] },
});
const never = (path: string) => ({ msw: { handlers: [endlessGet(path)] } });
const emptyResourcePage = {
  data: [],
  total: 0,
  count: 0,
  per_page: 12,
  current_page: 1,
  total_pages: 0,
  last_page: 1,
  next_page_url: null,
  has_more_data: false,
};

/** The demo shop's running and upcoming campaigns. */
export const Campaigns: Story = {};
export const CampaignsEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/home/campaign-lists', () => HttpResponse.json({ campaigns: emptyResourcePage })),
      ],
    },
  },
};
export const CampaignsError: Story = { parameters: failing('*/home/campaign-lists') };
export const CampaignsSlow: Story = { parameters: never('*/home/campaign-lists') };

/** A campaign page (the demo's first campaign): banner, countdown, product tab. */
export const Campaign: Story = {
  parameters: { route: '/campaign/winter-collection' },
};
export const CampaignBrandsTab: Story = { parameters: { route: '/campaign/winter-collection?tab=brands' } };
export const CampaignError: Story = {
  parameters: { route: '/campaign/winter-collection', ...failing('*/home/campaign-products') },
};
/** A campaign the backend does not have (over, or a wrong link): said so, with the way to the other campaigns. */
export const CampaignNotFound: Story = { parameters: { route: '/campaign/no-such-campaign' } };
export const CampaignSlow: Story = {
  parameters: { route: '/campaign/winter-collection', ...never('*/home/campaign-products') },
};

/** Two flash-sale products: one running, one whose sale has ended (full price). */
export const FlashSale: Story = {
  parameters: {
    route: '/flash-sale',
    msw: {
      handlers: [
        http.get('*/home/flash-sale-products/', () =>
          HttpResponse.json(
            flashSalePage([
              dealProduct(1, STORY_NOW - HOUR, STORY_NOW + 5 * HOUR),
              dealProduct(2, STORY_NOW - 2 * HOUR, STORY_NOW - HOUR),
            ]),
          ),
        ),
      ],
    },
  },
};
export const FlashSaleEmpty: Story = {
  parameters: {
    route: '/flash-sale',
    msw: { handlers: [http.get('*/home/flash-sale-products/', () => HttpResponse.json(flashSalePage([])))] },
  },
};
export const FlashSaleError: Story = {
  parameters: { route: '/flash-sale', ...failing('*/home/flash-sale-products/') },
};
export const FlashSaleSlow: Story = {
  parameters: { route: '/flash-sale', ...never('*/home/flash-sale-products/') },
};

/** The demo shop's deals of the day. */
// The seeded deals' discount windows are laid out around DEMO_EPOCH and read the demo shop's clock: on real time a
// deal ending at 18:00 on 2026-11-25 changed this screenshot as the day went on. Pinned while the story runs.
export const DailyDeals: Story = {
  parameters: { route: '/daily-deals' },
  beforeEach: pinShopClock,
};
export const DailyDealsEmpty: Story = {
  parameters: {
    route: '/daily-deals',
    msw: {
      handlers: [http.get('*/home/daily-deals/', () => HttpResponse.json({ products: emptyResourcePage }))],
    },
  },
};
export const DailyDealsError: Story = {
  parameters: { route: '/daily-deals', ...failing('*/home/daily-deals/') },
};
export const DailyDealsSlow: Story = {
  parameters: { route: '/daily-deals', ...never('*/home/daily-deals/') },
};
