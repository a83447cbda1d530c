import type { Meta, StoryObj } from '@storybook/react-vite';
import { Divider, dividerOrientations, dividerTones } from './Divider';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';

const meta = {
  title: 'Design System/Layout/Divider',
  component: Divider,
  tags: ['autodocs'],
  args: { orientation: 'horizontal', tone: 'default', decorative: true },
  argTypes: {
    orientation: { control: 'inline-radio', options: dividerOrientations },
    tone: { control: 'inline-radio', options: dividerTones },
  },
  render: (args) =>
    args.orientation === 'vertical' ? (
      <Inline gap="3" alignY="stretch">
        <span>Sold by Acme</span>
        <Divider {...args} />
        <span>Ships in 2 days</span>
      </Inline>
    ) : (
      <Stack gap="3">
        <span>Order summary</span>
        <Divider {...args} />
        <span>Payment</span>
      </Stack>
    ),
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { tone: 'strong', decorative: false } };
export const Vertical: Story = { args: { orientation: 'vertical' } };
