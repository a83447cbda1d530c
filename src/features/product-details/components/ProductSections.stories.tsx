import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '@/design-system/components/Stack';
import { productKinds } from '../../../../tests/helpers/review-fixtures';
import { withStorefront } from '../../../../tests/helpers/story-support';
import { withRecentlyViewed } from '../../../../tests/helpers/recently-viewed';
import { startDataFixture } from '../../../../tests/helpers/start-data';
import { DeliveryFacts } from './DeliveryFacts';
import { RecentlyViewedProducts } from './RecentlyViewedProducts';
import { SellerProducts } from './SellerProducts';
import { WholesalePrices } from './WholesalePrices';
import { wholesaleTiers } from '../purchase';

const tiers = wholesaleTiers(productKinds.wholesale().product);
const standard = productKinds.standard().product;

/**
 * The smaller sections of the product page: wholesale tiers, delivery facts, more from this seller, recently
 * viewed.
 */
const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Product details/Sections',
  decorators: [withStorefront()],
  parameters: { route: '/product/bluetooth-speaker' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tier of a quantity of 12 is marked. */
export const WholesaleTiers: Story = {
  render: () => <WholesalePrices tiers={tiers} applied={tiers[1] ?? null} />,
};

/**
 * A physical product's facts with its date, a digital one's download. The date's line comes in a chunk of its own
 * (domain/delivery): the capture waits for it, as a cold dev server may take a while to serve it.
 */
export const Delivery: Story = {
  render: () => (
    <Stack gap="6">
      <DeliveryFacts product={standard} />
      <DeliveryFacts product={productKinds.digital().product} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Arrives by Mon, Nov 30', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const MoreFromThisSeller: Story = {
  render: () => (
    <SellerProducts products={standard.sidebar_products} currentId={standard.id} seller={standard.seller} />
  ),
};

/** The shopper's other recently viewed products (the one on screen, the speaker, is left out). */
export const RecentlyViewed: Story = {
  decorators: [
    withRecentlyViewed(),
    withStorefront(startDataFixture({ settings_data: { recent_viewed: 1 } })),
  ],
  render: () => <RecentlyViewedProducts currentId={43} />,
};
