import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Sheet, SHEET_SIDES } from './Sheet';

const meta = {
  title: 'Design System/Overlays/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  args: {
    title: 'Your cart',
    description: '3 items from 2 shops',
    closeLabel: 'Close cart',
    trigger: <Button>Open cart</Button>,
    onOpenChange: fn(),
    children: <p>Leather tote — $89.00</p>,
    footer: <Button fullWidth>Checkout</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: SHEET_SIDES },
    trigger: { control: false },
    footer: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { defaultOpen: true, side: 'end' } };
export const OpenEnd: Story = { args: { defaultOpen: true, side: 'end' } };
export const OpenStart: Story = {
  args: {
    defaultOpen: true,
    side: 'start',
    title: 'Menu',
    description: 'Browse categories',
    closeLabel: 'Close menu',
    footer: undefined,
  },
};
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>Item {i + 1} — a product with a fairly long name that wraps</p>
    )),
  },
};
/** Start is the right-hand side in RTL; the sheet slides in from there. */
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    side: 'start',
    title: 'القائمة',
    description: 'تصفح الأقسام',
    closeLabel: 'إغلاق القائمة',
    trigger: <Button>القائمة</Button>,
    children: <p>أزياء، إلكترونيات، منزل</p>,
    footer: undefined,
  },
  parameters: { direction: 'rtl' },
};
