import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { getGetShopPageMockHandler } from '@/api-generated/endpoints/shops/shops.msw';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { Component as ShopRoute } from './shop';
import { endlessGet } from '../../../tests/helpers/never-answer';
import { within } from 'storybook/test';

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
export const ProductsTab: Story = {
  parameters: { route: '/shop/shanahan-market?tab=products' },
  // The listing's filter form comes after the first paint, a chunk of its own (FilterPanelPart): captured once in.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Filters' }, { timeout: 10_000 });
  },
};

export const CouponsTab: Story = { parameters: { route: '/shop/shanahan-market?tab=coupons' } };

const storyCoupon = (n: number) => ({
  id: 100 + n,
  user_id: 4,
  title: `${n + 4}% off bundle ${n} at Willms Outlet`,
  code: `WILLMSBUNDLE${n}`,
  type: 'invoice_base',
  discount_type: 'percentage' as const,
  discount: n + 4,
  minimum_shopping: null,
  maximum_discount: null,
  start_date: '2026-10-01 00:00:00',
  end_date: `2027-01-0${n} 23:59:59`,
  banner: null,
  shop_name: 'Willms Outlet',
  shop_logo: null,
});

/**
 * A seller with more coupons than the shop page brings: its first ones, how many there are, and "Load more" for
 * the next page (`seller/coupons/{sellerUserId}/`). The first page is cut to 3 of 5 so the footer is in the
 * picture (and its coupons have no conditions, so they are short); the demo shop's Willms Outlet has the real 16
 * of 18.
 */
export const CouponsToLoad: Story = {
  parameters: {
    route: '/shop/willms-outlet?tab=coupons',
    msw: {
      handlers: [
        getGetShopPageMockHandler({
          shop: {
            id: 3,
            user_id: 4,
            slug: 'willms-outlet',
            shop_name: 'Willms Outlet',
            shop_tagline: 'Deals on every shelf',
            image_82x82: storyImage('W', 30, 82, 82),
            image_899x480: storyImage('Willms Outlet', 30, 899, 480),
            rating_count: 4.2,
            reviews_count: 18,
            total_products: 24,
            join_date: '16 Apr 2025',
            shop_page_contents: [],
            component_names: [],
            contents: {},
          },
          coupons: {
            ...emptyPage,
            data: [1, 2, 3].map(storyCoupon),
            count: 3,
            per_page: 3,
            total: 5,
            total_pages: 2,
            last_page: 2,
            next_page_url: '/seller/coupons/4/?page=2',
            has_more_data: true,
          },
          products: { ...emptyPage, data: [] },
        }),
      ],
    },
  },
};

/** A shop the backend does not have (closed, or a wrong link): said so, with the way to the other shops. */
export const NotFound: Story = { parameters: { route: '/shop/no-such-shop' } };

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
