import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper, STEPPER_ORIENTATIONS } from './Stepper';

const meta = {
  title: 'Design System/Navigation/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: {
    label: 'Checkout progress',
    completedLabel: 'completed',
    current: 2,
    steps: [
      { label: 'Cart' },
      { label: 'Address' },
      { label: 'Shipping' },
      { label: 'Payment' },
      { label: 'Confirmation' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: STEPPER_ORIENTATIONS } },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { current: 1 } };
export const FirstStep: Story = { args: { current: 0 } };
export const AllComplete: Story = { args: { current: 5 } };
export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    steps: [
      { label: 'Order placed', description: '12 May, 09:14' },
      { label: 'Packed', description: '12 May, 15:40' },
      { label: 'Shipped', description: 'Expected 14 May' },
      { label: 'Delivered' },
    ],
  },
};
export const LongText: Story = {
  args: {
    steps: [
      { label: 'Review the items in your shopping cart' },
      { label: 'Choose a delivery address or add a new one' },
      { label: 'Pick a shipping method for each seller' },
      { label: 'Pay' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  args: {
    label: 'مراحل الدفع',
    completedLabel: 'مكتملة',
    steps: [{ label: 'السلة' }, { label: 'العنوان' }, { label: 'الشحن' }, { label: 'الدفع' }],
  },
  parameters: { direction: 'rtl' },
};
