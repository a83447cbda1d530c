import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { Component as CompareListRoute } from './compare-list';
import { endlessGet } from '../../../tests/helpers/never-answer';

const item = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  has_variant: 0,
  minimum_order_quantity: 1,
  product_name: name,
  image_190x230: storyImage(name.split(' ')[0]!, id * 70),
  special_discount_check: 0,
  discount_percentage: 0,
  price: 59.9,
  brand: 'Acme',
  category: 'Audio',
  status: 'published',
  ...overrides,
});

const products = [
  item(1, 'Wireless Earbuds Pro'),
  item(2, 'Studio Headphones', {
    price: 129,
    has_variant: 1,
    special_discount_check: 10,
    discount_percentage: 116.1,
  }),
  item(3, 'Sport Earbuds', { price: 39, brand: 'Kestrel', category: 'Sport' }),
];

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Compare list',
  component: CompareListRoute,
  decorators: [withStorefront()],
  parameters: {
    route: '/compare-list',
    msw: { handlers: [http.get('*/home/compare-list', () => HttpResponse.json({ products }))] },
  },
} satisfies Meta<typeof CompareListRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three products: price, brand, category and options differ, and are marked. */
export const Loaded: Story = {};
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get('*/home/compare-list', () => HttpResponse.json({ products: [] }))] },
  },
};
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get('*/home/compare-list', () => HttpResponse.json({}, { status: 500 }))] },
  },
};
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [endlessGet('*/home/compare-list')],
    },
  },
};
