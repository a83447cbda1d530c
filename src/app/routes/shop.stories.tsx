import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { getGetShopPageMockHandler } from '@/api-generated/endpoints/shops/shops.msw';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { Component as ShopRoute } from './shop';
import { endlessGet } from '../../../tests/helpers/never-answer';

const emptyPage = {
  total: 0,
  count: 0,
  per_page: 16,
  current_page: 1,
  total_pages: 0,
  last_page: 1,
  next_page_url: null,
  has_more_data: false,
};

/** The route as the router mounts it (the slug comes from the path). */
function ShopPage() {
  return (
    <Routes>
      <Route path="/shop/:slug" element={<ShopRoute />} />
    </Routes>
  );
}

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Shop',
  component: ShopPage,
  decorators: [withStorefront()],
  parameters: { route: '/shop/shanahan-market' },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on a demo shop: its sections, and an invitation to sign in to follow. */
export const Loaded: Story = {};

/** A signed-in shopper can follow the shop. */
export const SignedIn: Story = {
  decorators: [withStorefront(startDataFixture({ user: signedInUser }))],
};

/** The products tab: the catalogue's listing with its filters, scoped to the shop. */
export const ProductsTab: Story = { parameters: { route: '/shop/shanahan-market?tab=products' } };

export const CouponsTab: Story = { parameters: { route: '/shop/shanahan-market?tab=coupons' } };

/** A new shop: no configured sections and no coupons yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetShopPageMockHandler({
          shop: {
            id: 2,
            user_id: 3,
            slug: 'shanahan-market',
            shop_name: 'Shanahan Market',
            shop_tagline: 'Fresh goods every week',
            image_82x82: storyImage('S', 169, 82, 82),
            image_899x480: storyImage('Shanahan Market', 169, 899, 480),
            rating_count: 0,
            reviews_count: 0,
            total_products: 0,
            join_date: '17 Oct 2026',
            shop_page_contents: [],
            component_names: [],
            contents: {},
          },
          coupons: { ...emptyPage, data: [] },
          products: { ...emptyPage, data: [] },
        }),
      ],
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/shop-page-data/:slug', () => HttpResponse.json({}, { status: 500 }))] },
  },
};

export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [endlessGet('*/shop-page-data/:slug')],
    },
  },
};
