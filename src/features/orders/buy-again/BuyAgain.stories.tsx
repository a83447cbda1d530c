import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { OrderLineOutput } from '@/api-generated/model';
import { orderLine } from '../../../../tests/helpers/order-fixtures';
import { startDataFixture } from '../../../../tests/helpers/start-data';
import { withStorefront } from '../../../../tests/helpers/story-support';
import { BuyAgainResult } from './BuyAgain';

const line = (overrides: Parameters<typeof orderLine>[0]) => orderLine(overrides) as OrderLineOutput;
const earbuds = line({ id: 1, quantity: 3 });
const tote = line({ id: 2, product_name: 'Leather Tote', variation: null, quantity: 1 });
const lamp = line({
  id: 3,
  product_name: 'Ceramic Table Lamp with a Long Name',
  variation: 'Sand',
  quantity: 2,
});
const ebook = line({ id: 4, product_name: 'Cooking for Two (e-book)', variation: null, quantity: 1 });
const mug = line({ id: 5, product_name: 'Stoneware Mug', variation: 'Blue-Large', quantity: 1 });

const meta = {
  // Screen states: every one in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/BuyAgain',
  component: BuyAgainResult,
  decorators: [withStorefront(startDataFixture())],
  args: {
    code: 'YR-0000012345',
    onClose: () => undefined,
    state: {
      status: 'done',
      outcomes: [
        { line: earbuds, added: true, clamped: { to: 2, by: 'stock' } },
        { line: tote, added: true },
        { line: lamp, added: false, reason: 'outOfStock' },
        { line: ebook, added: false, reason: 'owned' },
        { line: mug, added: false, reason: 'variantGone' },
      ],
    },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    // Wait for the opening transition, so the screenshot shows the settled dialog.
    await waitFor(() => expect(within(dialog).getAllByRole('button')[0]).toBeVisible());
  },
} satisfies Meta<typeof BuyAgainResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some lines went to the cart (one with fewer than ordered), the others are listed with the reason. */
export const SomeNotAdded: Story = {};

export const AllAdded: Story = {
  args: {
    state: {
      status: 'done',
      outcomes: [
        { line: earbuds, added: true },
        { line: tote, added: true, clamped: { to: 2, by: 'minimum' } },
      ],
    },
  },
};

/** The shop refused every add (here: it could not be reached): nothing changed in the cart. */
export const NothingAdded: Story = {
  args: {
    state: {
      status: 'done',
      outcomes: [
        { line: earbuds, added: false, failure: 'Something went wrong. Please try again.' },
        { line: tote, added: false, reason: 'gone' },
      ],
    },
  },
};

/** The order itself could not be read. */
export const OrderUnavailable: Story = {
  args: { state: { status: 'failed', message: 'Order not found' } },
};
