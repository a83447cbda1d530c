import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withStorefront, storyStartData } from '../../../tests/helpers/story-support';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { Header } from './Header';

/** The shop owner's header menu (settings `header_menu`), with an entry that has children. */
const ownersMenu = [
  { label: 'Home', url: '/' },
  {
    label: 'Shop',
    url: '/products',
    children: [
      { label: 'Daily Deals', url: '/daily-deals' },
      { label: 'Flash Sale', url: '/flash-sale' },
      { label: 'Campaigns', url: '/campaigns' },
    ],
  },
  { label: 'Brands', url: '/brands' },
  { label: 'Sellers', url: '/sellers' },
  { label: 'Blogs', url: '/blogs' },
];

const meta = {
  // The header is part of every screen: each state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Layout/Header',
  component: Header,
  decorators: [
    withStorefront({
      ...storyStartData(),
      settings_data: startDataFixture({ settings_data: { header_menu: ownersMenu } }).settings_data,
    }),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The owner's menu in the strip, in the owner's words; "Shop" has children, and its menu is open: the entry's own page,
 * then its children. Arrow keys move through them, Escape returns to the button.
 */
export const MenuWithChildren: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Shop' })).toHaveAttribute('data-state', 'closed'),
    );
    within(menu).getByRole('button', { name: 'Shop' }).focus();
    await userEvent.keyboard('{Enter}');
    const submenu = await within(document.body).findByRole('menu', { name: 'Shop' });
    await expect(
      within(submenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Shop', 'Daily Deals', 'Flash Sale', 'Campaigns']);
    await expect(within(menu).getByRole('link', { name: 'Sellers' })).toHaveAttribute('href', '/sellers');
  },
};
