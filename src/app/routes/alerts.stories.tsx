// "My alerts" (issue 38 §1) as a guest finds it: the watches kept in this browser, or none yet.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { Component as AlertsRoute } from './alerts';
import { withStorefront } from '../../../tests/helpers/story-support';
import { seedWatches, watchFixture } from '../../../tests/helpers/watch-fixtures';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/My alerts',
  component: AlertsRoute,
  decorators: [withStorefront()],
  parameters: { route: '/user/alerts' },
} satisfies Meta<typeof AlertsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two watches: a saved product whose price fell since, and an out-of-stock variant waiting for its return. */
export const WithWatches: Story = {
  beforeEach: seedWatches('guest', {
    watches: [
      watchFixture({ livePrice: 52 }),
      watchFixture({
        productId: 102,
        slug: 'linen-shirt',
        name: 'Linen Shirt',
        variant: '3-101',
        variantName: 'Blue-M',
        reason: 'stock',
        price: 24.5,
        stock: 0,
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'My alerts' });
  },
};

/** Nothing watched yet: how to start, and the way back to the products. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No alerts yet' });
  },
};
