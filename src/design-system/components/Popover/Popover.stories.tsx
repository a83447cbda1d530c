import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Popover, POPOVER_ALIGNS, POPOVER_SIDES, POPOVER_WIDTHS } from './Popover';

const meta = {
  title: 'Design System/Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    trigger: (
      <Button variant="outline" tone="neutral">
        Share
      </Button>
    ),
    label: 'Share this product',
    closeLabel: 'Close',
    width: 'sm',
    children: <p style={{ margin: 0 }}>Copy the link or share it on your favourite network.</p>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: POPOVER_SIDES },
    align: { control: 'inline-radio', options: POPOVER_ALIGNS },
    width: { control: 'inline-radio', options: POPOVER_WIDTHS },
    trigger: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: '14rem', paddingBlock: '1rem', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { defaultOpen: true, showArrow: true } };
export const Open: Story = { args: { defaultOpen: true } };
export const WithArrow: Story = { args: { defaultOpen: true, showArrow: true, closeLabel: undefined } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    width: 'md',
    children: (
      <p style={{ margin: 0 }}>
        {'Reward points are credited once your order is delivered and the return window has closed. '.repeat(
          3,
        )}
      </p>
    ),
  },
};
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    align: 'start',
    trigger: (
      <Button variant="outline" tone="neutral">
        مشاركة
      </Button>
    ),
    label: 'مشاركة المنتج',
    closeLabel: 'إغلاق',
    children: <p style={{ margin: 0 }}>انسخ الرابط أو شاركه.</p>,
  },
  parameters: { direction: 'rtl' },
};
