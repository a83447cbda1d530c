// The wishlist as its route composes it (inside the account area): features may not import each other, so the
// screen's stories live beside the route.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { Component as WishlistRoute } from './wishlist';
import {
  accountCheckHandler,
  accountStartData,
  endlessGet,
  failingGet,
  resourcePage,
} from '../../../tests/helpers/account-fixtures';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { seedWatches, watchFixture } from '../../../tests/helpers/watch-fixtures';
import { accountUser } from '../../../tests/helpers/account-fixtures';

const item = (id: number, name: string, hue: number, overrides: Record<string, unknown> = {}) => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  image_72x72: storyImage(name.slice(0, 2), hue, 72, 72),
  product_name: name,
  current_stock: 20,
  special_discount_type: '',
  special_discount_check: 0,
  discount_percentage: 0,
  price: 24.5,
  date: '12 Nov 2026',
  product: {
    id: 100 + id,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    price: 24.5,
    current_stock: 20,
    minimum_order_quantity: 1,
    has_variant: 0,
  },
  ...overrides,
});

const list = (items: ReturnType<typeof item>[]) =>
  http.get('*/user/wishlists*', () => HttpResponse.json({ wishlist: resourcePage(items) }));

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Wishlist',
  component: WishlistRoute,
  decorators: [withStorefront(accountStartData())],
  parameters: {
    route: '/user/wishlist',
    msw: {
      // Named groups: a state replaces the screen's answers and keeps the navigation's check-auth.
      handlers: {
        account: [accountCheckHandler()],
        screen: [
          list([
            item(1, 'Trail Backpack', 30, { price: 57, discount_percentage: 52 }),
            item(2, 'Linen Shirt', 200, {
              product: {
                id: 102,
                slug: 'linen-shirt',
                price: 24.5,
                current_stock: 20,
                minimum_order_quantity: 1,
                has_variant: 1,
              },
            }),
            item(3, 'Dining Table', 330, {
              current_stock: 0,
              product: {
                id: 103,
                slug: 'dining-table',
                price: 24.5,
                current_stock: 0,
                minimum_order_quantity: 1,
                has_variant: 0,
              },
            }),
          ]),
        ],
      },
    },
  },
} satisfies Meta<typeof WishlistRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A discounted product that goes straight into the cart, one with options to choose, one out of stock. */
export const Loaded: Story = {};

export const Empty: Story = { parameters: { msw: { handlers: { screen: [list([])] } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { screen: [failingGet('*/user/wishlists*')] } } },
};

export const Slow: Story = {
  parameters: { msw: { handlers: { screen: [endlessGet('*/user/wishlists*')] } } },
};

/** Trail Backpack was saved at $65.00 and costs $52.00 now: "Price dropped by $13.00" (issue 38 §1). */
export const PriceDropped: Story = {
  beforeEach: seedWatches(`user:${accountUser.id}`, { watches: [watchFixture()] }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Price dropped by $13.00', {}, { timeout: 10_000 });
  },
};
