import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { sharedListHref } from '@/lib/products';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { endlessGet } from '../../../tests/helpers/never-answer';
import { Component as SharedListRoute } from './shared-list';

const speaker = productDetails();
const lamp = productDetails({
  id: 44,
  slug: 'ceramic-table-lamp',
  product_name: 'Ceramic Table Lamp with a Long Name',
  has_variant: 0,
  stock: [],
  minimum_order_quantity: 1,
  current_stock: 0,
  price: 42,
  discount_percentage: 0,
  gallery: { large: [storyImage('Lamp', 210)], small: [storyImage('Lamp', 210)] },
});
const tote = productDetails({
  id: 45,
  slug: 'leather-tote',
  product_name: 'Leather Tote',
  has_variant: 0,
  stock: [],
  minimum_order_quantity: 1,
  current_stock: 12,
  price: 55,
  discount_percentage: 0,
  gallery: { large: [storyImage('Tote', 140)], small: [storyImage('Tote', 140)] },
});
const bySlug = new Map([speaker, lamp, tote].map((answer) => [answer.product.slug, answer]));

const link = sharedListHref('wishlist', [
  { slug: 'bluetooth-speaker', variant: '7-9' },
  { slug: 'leather-tote' },
  { slug: 'ceramic-table-lamp' },
  { slug: 'gone-for-good' },
]).href;

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Shared list',
  component: SharedListRoute,
  decorators: [withStorefront()],
  parameters: {
    route: link,
    msw: {
      handlers: [
        http.get('*/home/product-details/:slug', ({ params }) => {
          const answer = bySlug.get(String(params.slug));
          return answer ? HttpResponse.json(answer) : HttpResponse.json({ error: 'Product not found' });
        }),
      ],
    },
  },
} satisfies Meta<typeof SharedListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shared wishlist: a variant in stock, a plain product, one out of stock and one the shop no longer has. */
export const Loaded: Story = {};

/** A link someone cut short or changed. */
export const BadLink: Story = { parameters: { route: '/shared-list?list=wishlist' } };

export const Slow: Story = {
  parameters: { msw: { handlers: [endlessGet('*/home/product-details/:slug')] } },
};
