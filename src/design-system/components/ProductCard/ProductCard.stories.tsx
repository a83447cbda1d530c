import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { errorImage, productImages } from '../_story-assets';
import { ProductCard, ADD_TO_CART_STATES } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

const labels = {
  currentPrice: 'Current price',
  originalPrice: 'Original price',
  wishlist: 'Save to wishlist',
  compare: 'Add to compare',
  quickView: 'Quick view',
  addToCart: 'Add to cart',
  adding: 'Adding to cart',
  added: 'Added to cart',
};

const imagesSettled = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loading"]')).toHaveLength(0), {
    timeout: 5000,
  });
};

const meta = {
  title: 'Design System/Commerce/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    name: 'Hand-stitched leather tote',
    href: '#product/leather-tote',
    image: { src: productImages.bag, width: 600, height: 600, errorSrc: errorImage },
    imagePriority: true,
    price: '$89.00',
    shopName: 'Acme Outfitters',
    rating: { value: 4.5, label: '4.5 out of 5', count: '(128)' },
    labels,
    onToggleWishlist: fn(),
    onCompare: fn(),
    onQuickView: fn(),
    onAddToCart: fn(),
  },
  argTypes: { addToCartState: { control: 'inline-radio', options: ADD_TO_CART_STATES } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: imagesSettled,
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = {
  args: { originalPrice: '$120.00', discountLabel: '-25%', rewardLabel: '+40 points' },
};
export const Discounted: Story = { args: { originalPrice: '$120.00', discountLabel: '-25%' } };
export const Wishlisted: Story = { args: { wishlisted: true, compared: true } };
export const Adding: Story = { args: { addToCartState: 'loading' } };
export const Added: Story = { args: { addToCartState: 'added' } };
export const OutOfStock: Story = {
  args: { outOfStockLabel: 'Out of stock', image: { src: productImages.shoe, width: 600, height: 600 } },
};
export const WithReward: Story = { args: { rewardLabel: '+40 points' } };
/** No callbacks: no action buttons (e.g. a read-only recommendation strip). */
export const LinkOnly: Story = {
  args: {
    onToggleWishlist: undefined,
    onCompare: undefined,
    onQuickView: undefined,
    onAddToCart: undefined,
    rating: undefined,
    shopName: undefined,
  },
};
export const BrokenImage: Story = {
  args: { image: { src: 'data:image/png;base64,broken', width: 600, height: 600, errorSrc: errorImage } },
};
export const LongText: Story = {
  args: {
    name: 'Extraordinarily comfortable hand-stitched full-grain leather weekend tote bag with brass buckle and laptop sleeve',
    shopName: 'The Very Long Named Independent Leather Workshop of Lisbon',
    price: 'IDR 12,345,678',
    originalPrice: 'IDR 15,000,000',
    discountLabel: '-18%',
  },
};
/** Same box as a loaded card: swapping one for the other shifts nothing (checked by the play function). */
export const Skeleton: Story = {
  play: async (context) => {
    await imagesSettled(context);
    const skeleton = context.canvasElement.querySelector('[data-skeleton]')!.getBoundingClientRect();
    const card = context.canvasElement.querySelector('article')!.getBoundingClientRect();
    await expect(Math.abs(skeleton.height - card.height)).toBeLessThan(1);
    await expect(Math.abs(skeleton.width - card.width)).toBeLessThan(1);
  },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <ProductCardSkeleton showShop animated={false} />
      <ProductCard
        name="Hand-stitched leather tote"
        href="#p"
        image={{ src: productImages.bag, width: 600, height: 600 }}
        imagePriority
        price="$89.00"
        shopName="Acme Outfitters"
        rating={{ value: 4.5, label: '4.5 out of 5' }}
        labels={labels}
        onAddToCart={fn()}
      />
    </div>
  ),
};
export const RightToLeft: Story = {
  args: {
    name: 'حقيبة جلدية مخيطة يدويًا',
    shopName: 'متجر أكمي',
    price: '335 ر.س',
    originalPrice: '450 ر.س',
    discountLabel: '-25%',
    rating: { value: 4.5, label: '4.5 من 5', count: '(128)' },
    labels: {
      currentPrice: 'السعر الحالي',
      originalPrice: 'السعر الأصلي',
      wishlist: 'حفظ في المفضلة',
      compare: 'أضف للمقارنة',
      quickView: 'عرض سريع',
      addToCart: 'أضف إلى السلة',
      adding: 'جارٍ الإضافة',
      added: 'تمت الإضافة',
    },
  },
  parameters: { direction: 'rtl' },
};

/**
 * Two columns on a 320 px phone (or 1280 px at 200% zoom): the cart button is too narrow for its words, so it
 * shows only its icon and keeps the words as its name; "Out of stock" wraps. Nothing is clipped, targets ≥ 24 px.
 */
export const NarrowTwoColumnGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.75rem', inlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <ProductCard {...args} />
      <ProductCard {...args} name="Canvas weekender" addToCartState="added" />
      <ProductCard
        {...args}
        name="Trail running shoe"
        image={{ src: productImages.shoe, width: 600, height: 600 }}
        outOfStockLabel="Out of stock"
      />
      <ProductCard {...args} name="Leather belt" labels={{ ...labels, addToCart: 'Choose options' }} />
    </>
  ),
  play: async (context) => {
    await imagesSettled(context);
    const canvas = within(context.canvasElement);
    for (const name of ['Add to cart', 'Added to cart', 'Out of stock', 'Choose options']) {
      const button = canvas.getByRole('button', { name });
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(box.width).toBeGreaterThanOrEqual(24);
      // Nothing inside the button is cut off.
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
    }
  },
};
