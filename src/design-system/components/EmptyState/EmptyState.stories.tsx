import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState, EMPTY_STATE_SIZES } from './EmptyState';

const meta = {
  title: 'Design System/Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'Your cart is empty',
    description: 'Browse the daily deals or pick up where you left off.',
    icon: 'cart',
    action: <Button>Continue shopping</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: EMPTY_STATE_SIZES }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { size: 'compact' } };
export const NoResults: Story = {
  args: {
    title: 'No products match “velvet sofa”',
    description: 'Check the spelling or try fewer filters.',
    icon: 'search',
    action: undefined,
  },
};
export const Compact: Story = { args: { size: 'compact', action: undefined } };
export const LongText: Story = {
  args: {
    title:
      'You have not followed any shops yet, but there are hundreds of independent makers waiting for you',
    description: 'Follow a shop to see its new arrivals, flash sales and campaigns here first. '.repeat(3),
  },
};
export const RightToLeft: Story = {
  args: {
    title: 'سلة التسوق فارغة',
    description: 'تصفح عروض اليوم.',
    action: <Button>متابعة التسوق</Button>,
  },
  parameters: { direction: 'rtl' },
};
