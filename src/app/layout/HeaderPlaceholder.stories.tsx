import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorefront } from '../../../tests/helpers/story-support';
import '../shell/static-shell.css';
import { HeaderPlaceholder, HeaderUnavailable } from './HeaderPlaceholder';

/**
 * What stands in for the header (docs/performance.md, "The second wave"): its frame while the header's own chunk
 * arrives — the static shell's boxes with the shop's name — and, when that chunk never arrives after its retries,
 * the way home and a reload.
 */
const meta = {
  tags: ['rtl-and-custom'],
  title: 'Layout/Header stand-ins',
  component: HeaderPlaceholder,
  decorators: [withStorefront()],
} satisfies Meta<typeof HeaderPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While the header loads: the shop's name, the menu icon where its button will be (phones and tablets)
 * and the menu strip (from the desktop breakpoint); nothing to operate yet, and nothing a screen reader announces.
 */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelector('header')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelectorAll('svg[data-icon="menu"]')).toHaveLength(1);
  },
};

/** The header's code could not be loaded: the shop's name links home, and the shopper can reload. */
export const Unavailable: Story = {
  render: () => <HeaderUnavailable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Marketfront' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('The menu could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  },
};
