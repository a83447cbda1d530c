import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, SPINNER_SIZES, SPINNER_TONES } from './Spinner';

const meta = {
  title: 'Design System/Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading products' },
  argTypes: {
    size: { control: 'inline-radio', options: SPINNER_SIZES },
    tone: { control: 'inline-radio', options: SPINNER_TONES },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { size: 'lg', showLabel: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
};
export const WithVisibleLabel: Story = { args: { showLabel: true } };
export const RightToLeft: Story = {
  args: { label: 'جارٍ تحميل المنتجات', showLabel: true },
  parameters: { direction: 'rtl' },
};
