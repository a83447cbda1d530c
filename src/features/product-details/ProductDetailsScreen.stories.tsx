import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import {
  getGetProductDetailsMockHandler,
  getRecordProductViewMockHandler,
} from '@/api-generated/endpoints/product/product.msw';
import { getGetProductReviewsMockHandler } from '@/api-generated/endpoints/reviews/reviews.msw';
import { productDetails, reviewsPage } from '../../../tests/helpers/catalogue-fixtures';
import { STORY_NOW, storyStartData, withStorefront } from '../../../tests/helpers/story-support';
import { ProductDetailsScreen } from './ProductDetailsScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const supporting = [
  getRecordProductViewMockHandler({ viewProduct: [] }),
  getGetProductReviewsMockHandler(reviewsPage()),
];

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Product details',
  component: ProductDetailsScreen,
  decorators: [withStorefront()],
  // A frozen clock: the discount countdown shows the same time on every screenshot.
  args: { slug: 'bluetooth-speaker', now: STORY_NOW },
  parameters: {
    route: '/product/bluetooth-speaker',
    msw: { handlers: [getGetProductDetailsMockHandler(productDetails()), ...supporting] },
  },
} satisfies Meta<typeof ProductDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

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
            seller: undefined,
          }),
        ),
        ...supporting,
      ],
    },
  },
};

export const CatalogueProduct: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetProductDetailsMockHandler(
          productDetails({ is_catalog: true, external_link: 'https://seller.example/speaker' }),
        ),
        ...supporting,
      ],
    },
  },
};

/** Empty: a product without pictures gets a placeholder instead of the gallery. */
export const NoPictures: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetProductDetailsMockHandler(productDetails({ gallery: { large: [], small: [] } })),
        ...supporting,
      ],
    },
  },
};

export const NotFound: Story = {
  parameters: {
    route: '/product/no-such-thing',
    msw: {
      handlers: [
        http.get('*/home/product-details/:slug', () => HttpResponse.json({ error: 'Product not found' })),
      ],
    },
  },
  args: { slug: 'no-such-thing' },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/home/product-details/:slug', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
};

/** The product never arrives: the skeleton of the final layout stays on screen. */
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

/** The shop switched the seller system off: no seller block, no "More from" a shop, no way to a shop. */
export const SellersOff: Story = {
  decorators: [
    withStorefront({
      ...storyStartData(),
      settings_data: { ...storyStartData().settings_data, seller_system: 0 },
    }),
  ],
};
