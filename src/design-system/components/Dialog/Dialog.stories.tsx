import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DIALOG_SIZES } from './Dialog';

const meta = {
  title: 'Design System/Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Remove from cart?',
    description: 'The leather tote will be removed from your cart.',
    closeLabel: 'Close',
    trigger: <Button>Open dialog</Button>,
    onOpenChange: fn(),
    footer: (
      <>
        <Button variant="outline" tone="neutral">
          Cancel
        </Button>
        <Button tone="critical">Remove</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: DIALOG_SIZES },
    trigger: { control: false },
    footer: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Default: Story = { tags: ['rtl-and-custom'] };
export const Playground: Story = { args: { defaultOpen: true, size: 'md' } };
export const Open: Story = { args: { defaultOpen: true } };
export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };
export const Large: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Leather tote',
    description: 'Quick view',
    hideDescription: true,
    footer: <Button>Add to cart</Button>,
    children: <p>Hand-stitched full-grain leather tote with a brass buckle; fits a 13-inch laptop.</p>,
  },
};
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms of sale for marketplace orders placed with independent sellers',
    description: 'Please read these terms before you place your order.',
    footer: <Button>I agree</Button>,
    children: Array.from({ length: 20 }, (_, i) => (
      <p key={i}>
        {i + 1}. Each seller is responsible for shipping, returns and the accuracy of their listings. Orders
        with several sellers are split into one shipment per seller.
      </p>
    )),
  },
  // A body that scrolls is reachable by keyboard (arrow keys scroll it): measured once the dialog has been laid out.
  play: async () => {
    const body = (await screen.findByText(/^1\. Each seller/)).parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};
export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: 'Payment in progress',
    description: 'Do not close this window.',
    footer: undefined,
  },
};
export const RightToLeft: Story = {
  args: {
    defaultOpen: true,
    title: 'إزالة من السلة؟',
    description: 'ستتم إزالة الحقيبة الجلدية من سلتك.',
    closeLabel: 'إغلاق',
    trigger: <Button>فتح</Button>,
    footer: (
      <>
        <Button variant="outline" tone="neutral">
          إلغاء
        </Button>
        <Button tone="critical">إزالة</Button>
      </>
    ),
  },
  parameters: { direction: 'rtl' },
};
