import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  getGetProductDetailsMockHandler,
  getRecordProductViewMockHandler,
} from '@/api-generated/endpoints/product/product.msw';
import { getGetProductReviewsMockHandler } from '@/api-generated/endpoints/reviews/reviews.msw';
import type { GetProductDetailsResponse } from '@/api-generated/model';
import { emptyReviewsPage, fullReviewsPage, productKinds } from '../../../tests/helpers/review-fixtures';
import { STORY_NOW, withStorefront } from '../../../tests/helpers/story-support';
import { ProductDetailsScreen } from './ProductDetailsScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const view = getRecordProductViewMockHandler({ viewProduct: [] });
const product = (details: GetProductDetailsResponse) => getGetProductDetailsMockHandler(details);
const reviews = getGetProductReviewsMockHandler(fullReviewsPage());

/** The product page by kind of product, and the reviews section's own states. */
const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Product details/Kinds and reviews',
  component: ProductDetailsScreen,
  decorators: [withStorefront()],
  args: { slug: 'bluetooth-speaker', now: STORY_NOW },
  parameters: {
    route: '/product/bluetooth-speaker',
    msw: { handlers: [product(productKinds.standard()), view, reviews] },
  },
} satisfies Meta<typeof ProductDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Data arrives through MSW; a busy machine may take a few seconds. */
const WAIT = { timeout: 10_000 };

const reviewsShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  const section = await canvas.findByRole('region', { name: 'Ratings & Reviews' }, WAIT);
  await within(section).findByRole('list', { name: 'Rating distribution' }, WAIT);
};

/** Loaded: a simple product with reviews (spread, replies, likes, a photo) and more from the seller. */
export const Loaded: Story = { play: reviewsShown };

/** Wholesale: the tier table; the first row (the regular price) applies to the starting quantity. */
export const Wholesale: Story = {
  parameters: { msw: { handlers: [product(productKinds.wholesale()), view, reviews] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Wholesale Price' }, WAIT),
    ).toBeVisible();
  },
};

/** Digital: a download, so no stock, no quantity, no shipping. */
export const Digital: Story = {
  parameters: { msw: { handlers: [product(productKinds.digital()), view, reviews] } },
  play: reviewsShown,
};

/** External link: bought on the seller's own site. */
export const ExternalLink: Story = {
  parameters: { msw: { handlers: [product(productKinds.external()), view, reviews] } },
  play: reviewsShown,
};

/** Classified: contact the seller instead of a cart button. */
export const Classified: Story = {
  parameters: { msw: { handlers: [product(productKinds.classified()), view, reviews] } },
  play: reviewsShown,
};

/** Empty: nobody has reviewed the product yet. */
export const EmptyReviews: Story = {
  parameters: {
    msw: {
      handlers: [
        product({
          ...productKinds.standard(),
          product: { ...productKinds.standard().product, rating: 0, reviews_count: 0 },
        }),
        view,
        getGetProductReviewsMockHandler(emptyReviewsPage()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'No reviews yet. Be the first to review this product.',
      undefined,
      WAIT,
    );
  },
};

/** Error: the reviews fail alone; the product stays usable. */
export const ReviewsError: Story = {
  parameters: {
    msw: {
      handlers: [
        product(productKinds.standard()),
        view,
        http.get('*/home/product-reviews/:id', () => HttpResponse.json({}, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Reviews could not be loaded' }, WAIT);
  },
};

/** Slow: the product is there, its reviews are still on their way (skeleton of the section). */
export const ReviewsSlow: Story = {
  parameters: {
    msw: {
      handlers: [
        product(productKinds.standard()),
        view,
        getGetProductReviewsMockHandler(async () => {
          await neverAnswer();
          return fullReviewsPage();
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Bluetooth Speaker' }, WAIT);
  },
};

/** Out of stock: "Notify me" where Add to Cart was (issue 38 §1). */
export const OutOfStock: Story = {
  parameters: {
    msw: {
      handlers: [
        product({
          ...productKinds.standard(),
          product: { ...productKinds.standard().product, current_stock: 0 },
        }),
        view,
        reviews,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Notify me' }, WAIT)).toBeVisible();
  },
};
