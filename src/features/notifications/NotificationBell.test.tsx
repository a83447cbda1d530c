import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { addLiveItems } from '@/domain/notifications';
import { NotificationBell } from './NotificationBell';
import { failingNotificationHandlers, notificationHandlers } from './notification-fixtures';

const renderBell = ({ signedIn = true, active = true } = {}) =>
  renderRoute(<NotificationBell active={active} />, {
    route: '/',
    path: '*',
    startData: startDataFixture({ user: signedIn ? signedInUser : null }),
  });

describe('NotificationBell', () => {
  it('is not there for guests', () => {
    server.use(...notificationHandlers());
    renderBell({ signedIn: false });
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('fetches nothing before the page is idle, then shows the unread count', async () => {
    server.use(...notificationHandlers());
    const { unmount } = renderBell({ active: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    unmount();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, Unread: 2' });
    expect(bell).toHaveTextContent(/^2$/);
  });

  it('counts a live notification once, even when it arrives twice', async () => {
    server.use(...notificationHandlers());
    const { queryClient } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, Unread: 2' });
    const live = {
      id: 15,
      title: 'Order delivered',
      details: 'Order YR-0000012345 was delivered.',
      url: '/get-invoice/YR-0000012345',
      seen: false,
      createdAt: Date.now(),
      when: null,
    };
    act(() => {
      addLiveItems(queryClient, signedInUser.id, [live]);
      addLiveItems(queryClient, signedInUser.id, [live]);
    });
    expect(await screen.findByRole('button', { name: 'Notifications, Unread: 3' })).toBeInTheDocument();
  });

  it('opens the latest notifications, marks one and then all as seen, and links to the notifications page', async () => {
    server.use(...notificationHandlers());
    const { user } = renderBell();
    // In idle time the popover's chunk replaces the plain button with the popover's trigger.
    await screen.findByRole('button', { name: 'Notifications, Unread: 2' });
    await act(async () => {
      await import('./NotificationMenu');
    });
    await user.click(screen.getByRole('button', { name: 'Notifications, Unread: 2' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 }));
    expect(popover.getByRole('link', { name: /Order on the way/ })).toHaveAttribute(
      'href',
      '/get-invoice/YR-0000012345',
    );
    expect(popover.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/user/notification',
    );
    await user.click(popover.getByRole('button', { name: 'Mark as seen: Price drop on your wishlist' }));
    await screen.findByRole('button', { name: 'Notifications, Unread: 1' });
    await user.click(popover.getByRole('button', { name: 'Mark all as seen' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(popover.queryByRole('button', { name: /^Mark as seen/ })).not.toBeInTheDocument();
  });

  it('says so when the notifications cannot be loaded, with a way to try again', async () => {
    server.use(...failingNotificationHandlers);
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 }));
    await waitFor(
      () => expect(popover.getByRole('alert')).toHaveTextContent('Could not load your notifications.'),
      {
        timeout: 5000,
      },
    );
    server.use(...notificationHandlers());
    await user.click(popover.getByRole('button', { name: 'Try again' }));
    expect(await popover.findByRole('link', { name: /Order on the way/ })).toBeInTheDocument();
  });
});
