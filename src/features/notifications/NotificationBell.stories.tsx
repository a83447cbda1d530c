import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import { noticeFixture, seedWatches, watchFixture } from '../../../tests/helpers/watch-fixtures';
import { NotificationBell } from './NotificationBell';
import {
  failingNotificationHandlers,
  notificationHandlers,
  slowNotificationHandlers,
} from './notification-fixtures';

/** Opens the popover once its chunk has replaced the plain button, and waits for it to settle. */
const openPopover = async () => {
  await import('./NotificationMenu');
  const body = within(document.body);
  await userEvent.click(await body.findByRole('button', { name: /^Notifications/ }));
  const popover = await body.findByRole('dialog', { name: 'Notifications' });
  await waitFor(() => expect(popover).toBeVisible());
  return within(popover);
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Features/Notifications/NotificationBell',
  component: NotificationBell,
  args: { active: true },
  decorators: [withStorefront(startDataFixture({ user: signedInUser }))],
  parameters: { msw: { handlers: notificationHandlers() } },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: the bell alone. */
export const NoneUnread: Story = {
  parameters: { msw: { handlers: notificationHandlers([]) } },
  play: async ({ canvasElement }) => {
    await import('./NotificationMenu');
    await within(canvasElement).findByRole('button', { name: 'Notifications' });
  },
};

/** Two unread notifications: the count on the bell. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await import('./NotificationMenu');
    await within(canvasElement).findByRole('button', { name: 'Notifications, Unread: 2' });
  },
};

/** The popover: the latest notifications (unread ones marked), mark as seen, the browser switch and the link. */
export const PopoverOpen: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Notifications, Unread: 2' });
    const popover = await openPopover();
    await popover.findByRole('link', { name: /Order on the way/ });
  },
};

/** Nothing yet: the empty state explains what will appear. */
export const Empty: Story = {
  parameters: { msw: { handlers: notificationHandlers([]) } },
  play: async () => {
    const popover = await openPopover();
    await popover.findByRole('heading', { name: 'No notifications yet' });
  },
};

/** The list cannot be loaded: a message and "Try again"; the bell stays usable. */
export const LoadError: Story = {
  parameters: { msw: { handlers: failingNotificationHandlers } },
  play: async () => {
    const popover = await openPopover();
    await popover.findByRole('alert', {}, { timeout: 5000 });
  },
};

/** Still loading: placeholders in the popover. */
export const Slow: Story = {
  parameters: { msw: { handlers: slowNotificationHandlers } },
  play: async () => {
    const popover = await openPopover();
    await popover.findByRole('status');
  },
};

/** Watched products (issue 38 §1): a price drop and a restock counted with the server's two, listed above them. */
export const WatchNotices: Story = {
  beforeEach: seedWatches(`user:${signedInUser.id}`, {
    watches: [
      watchFixture({ livePrice: 52 }),
      watchFixture({ productId: 19, slug: 'wok', name: 'Wok', stock: 0 }),
    ],
    notices: [
      noticeFixture({
        id: 'restock:19::1',
        kind: 'restock',
        productId: 19,
        slug: 'wok',
        name: 'Wok',
        amount: null,
      }),
      noticeFixture(),
    ],
  }),
  play: async ({ canvasElement }) => {
    await import('@/domain/watches/WatchAlerts.lazy');
    await within(canvasElement).findByRole('button', { name: 'Notifications, Unread: 4' });
    const popover = await openPopover();
    await popover.findByRole('link', { name: 'Trail Backpack: price dropped by $13.00' });
    await popover.findByRole('link', { name: /Order on the way/ });
  },
};
