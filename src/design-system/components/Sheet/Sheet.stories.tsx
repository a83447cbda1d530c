import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PAGE_ROOT_ATTRIBUTE } from '../../theme/scroll-lock';
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
/**
 * Open, the page behind takes no pointer events (a pointer outside the panel reaches the overlay), though the page's
 * element keeps `pointer-events` of its own: Radix's `none` on <body> must not restyle the whole page (Dialog.css.ts).
 */
export const OpenEnd: Story = {
  args: { defaultOpen: true, side: 'end' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).toBe('none'));
    const page = document.querySelector(`body > [${PAGE_ROOT_ATTRIBUTE}]`);
    expect(page).not.toBeNull();
    expect(getComputedStyle(page as Element).pointerEvents).toBe('auto');
    const outside = panel.getBoundingClientRect().left / 2;
    const reached = document.elementFromPoint(outside, window.innerHeight / 2);
    expect(reached?.closest('[role="dialog"]')).toBeNull();
    expect(page?.contains(reached ?? null)).toBe(false);
    expect(getComputedStyle(reached as Element).position).toBe('fixed');
  },
};
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
