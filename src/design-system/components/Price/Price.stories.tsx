import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price, PRICE_SIZES } from './Price';

const meta = {
  title: 'Design System/Commerce/Price',
  component: Price,
  tags: ['autodocs'],
  args: { price: '$89.00' },
  argTypes: { size: { control: 'inline-radio', options: PRICE_SIZES } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = {
  args: {
    price: '$89.00',
    originalPrice: '$120.00',
    currentPriceLabel: 'Current price',
    originalPriceLabel: 'Original price',
    size: 'lg',
  },
};
export const Discounted: Story = {
  args: {
    price: '$89.00',
    originalPrice: '$120.00',
    currentPriceLabel: 'Current price',
    originalPriceLabel: 'Original price',
  },
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {PRICE_SIZES.map((size) => (
        <Price
          key={size}
          size={size}
          price="€1.234,50"
          originalPrice="€1.499,00"
          currentPriceLabel="Current price"
          originalPriceLabel="Original price"
        />
      ))}
    </div>
  ),
};
export const LongAmount: Story = {
  args: {
    price: 'IDR 12,345,678,900.00',
    originalPrice: 'IDR 15,000,000,000.00',
    currentPriceLabel: 'Current price',
    originalPriceLabel: 'Original price',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};
/** Amounts keep their left-to-right order inside Arabic text. */
export const RightToLeft: Story = {
  args: {
    price: '1,234.50 ر.س',
    originalPrice: '1,500.00 ر.س',
    currentPriceLabel: 'السعر الحالي',
    originalPriceLabel: 'السعر الأصلي',
  },
  parameters: { direction: 'rtl' },
};
