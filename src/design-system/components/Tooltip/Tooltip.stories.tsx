import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, TOOLTIP_SIDES } from './Tooltip';

const meta = {
  title: 'Design System/Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Compare with other products',
    children: <IconButton icon="compare" label="Add to compare" variant="outline" />,
  },
  argTypes: { side: { control: 'inline-radio', options: TOOLTIP_SIDES }, children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { defaultOpen: true, side: 'top' } };
export const Open: Story = { args: { defaultOpen: true } };
export const Bottom: Story = { args: { defaultOpen: true, side: 'bottom' } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Prices include VAT. Shipping is calculated per seller at checkout and may differ between shops.',
  },
};
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    content: 'قارن مع منتجات أخرى',
    children: <IconButton icon="compare" label="أضف للمقارنة" variant="outline" />,
  },
  parameters: { direction: 'rtl' },
};
