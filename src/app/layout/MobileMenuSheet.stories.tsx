import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { withRecentlyViewed } from '../../../tests/helpers/recently-viewed';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import MobileMenuSheet from './MobileMenuSheet';

const meta = {
  // The phone header's sheet: each state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Layout/Phone menu',
  component: MobileMenuSheet,
  args: { open: true, onOpenChange: () => undefined },
} satisfies Meta<typeof MobileMenuSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recently viewed products, one tap from the header on a phone (issue 38 §3), under the menu's links. */
export const RecentlyViewed: Story = {
  decorators: [
    withRecentlyViewed(),
    withStorefront(startDataFixture({ settings_data: { recent_viewed: 1 } })),
  ],
  play: async () => {
    const sheet = await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await within(sheet).findByRole('list', { name: 'Recently Viewed' }, { timeout: 10_000 });
    await within(sheet).findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
  },
};
