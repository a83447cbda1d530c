import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getGetProductReviewsMockHandler } from '@/api-generated/endpoints/reviews/reviews.msw';
import { emptyReviewsPage, fullReviewsPage, productKinds } from '../../../../tests/helpers/review-fixtures';
import { signedInUser, startDataFixture } from '../../../../tests/helpers/start-data';
import { withStorefront } from '../../../../tests/helpers/story-support';
import { ReviewsSection } from './ReviewsSection';
import { neverAnswer } from '../../../../tests/helpers/never-answer';

const { product } = productKinds.standard();

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Product details/Reviews section',
  component: ReviewsSection,
  decorators: [withStorefront()],
  args: { product },
  parameters: {
    route: '/product/bluetooth-speaker',
    msw: { handlers: [getGetProductReviewsMockHandler(fullReviewsPage())] },
  },
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Data arrives through MSW; a busy machine may take a few seconds. */
const WAIT = { timeout: 10_000 };

/** A guest reads: the spread, the reviews, and an invitation to sign in. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Sign in to review' }, WAIT);
  },
};

/** A signed-in shopper writes a review: rating, title, comment and a photo. */
export const WriteReview: Story = {
  decorators: [withStorefront(startDataFixture({ user: signedInUser }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Write a Review' }, WAIT));
    await expect(canvas.getByRole('form', { name: 'Write a Review' })).toBeVisible();
  },
};

/** The shopper's own review exists: the form edits it. */
export const EditOwnReview: Story = {
  decorators: [withStorefront(startDataFixture({ user: signedInUser }))],
  args: {
    product: { ...product, user_review: { ...fullReviewsPage().reviews.data[1]!, user_id: signedInUser.id } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit your review' }, WAIT));
    await expect(canvas.getByRole('form', { name: 'Edit your review' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [getGetProductReviewsMockHandler(emptyReviewsPage())] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'No reviews yet. Be the first to review this product.',
      undefined,
      WAIT,
    );
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/home/product-reviews/:id', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Reviews could not be loaded' }, WAIT);
  },
};

export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetProductReviewsMockHandler(async () => {
          await neverAnswer();
          return fullReviewsPage();
        }),
      ],
    },
  },
};
