import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
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
