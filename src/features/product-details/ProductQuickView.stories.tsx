import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { getGetProductDetailsMockHandler } from '@/api-generated/endpoints/product/product.msw';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { STORY_NOW, withStorefront } from '../../../tests/helpers/story-support';
import { ProductQuickView } from './ProductQuickView';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Product quick view',
  component: ProductQuickView,
  decorators: [withStorefront()],
  // Open from the start; a frozen clock keeps the discount countdown the same on every screenshot.
  args: { slug: 'bluetooth-speaker', onClose: fn(), now: STORY_NOW },
  parameters: {
    layout: 'fullscreen',
    route: '/products?product=bluetooth-speaker',
    msw: { handlers: [getGetProductDetailsMockHandler(productDetails())] },
  },
} satisfies Meta<typeof ProductQuickView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with the product's colours and sizes, quantity and Add to Cart. */
export const Loaded: Story = {};

export const SimpleProduct: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetProductDetailsMockHandler(
          productDetails({
            has_variant: 0,
            product_colors: [],
            attribute_values: [],
            product_stock: null,
            stock: [],
            special_discount_check: 0,
            discount_percentage: 0,
            stock_visibility: 'visible_with_text',
          }),
        ),
      ],
    },
  },
};

export const NoPicture: Story = {
  parameters: {
    msw: {
      handlers: [getGetProductDetailsMockHandler(productDetails({ gallery: { large: [], small: [] } }))],
    },
  },
};

export const NotFound: Story = {
  args: { slug: 'no-such-thing' },
  parameters: {
    route: '/products?product=no-such-thing',
    msw: {
      handlers: [
        http.get('*/home/product-details/:slug', () => HttpResponse.json({ error: 'Product not found' })),
      ],
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/home/product-details/:slug', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
};

/** The product never arrives: the dialog keeps the skeleton of its final layout. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetProductDetailsMockHandler(async () => {
          await neverAnswer();
          return productDetails();
        }),
      ],
    },
  },
};
