// The header's bell and the notifications page read one notifications cache and one link rule
// (src/domain/notifications): what the shopper does on one shows on the other at once, with the demo shop behind.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { NotificationsScreen } from '@/features/account';
import { NotificationBell } from '@/features/notifications';
import { notificationHandlers, sampleNotifications } from '@/features/notifications/notification-fixtures';

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});

const renderBellAndPage = () =>
  renderAccountRoute(
    <>
      <NotificationBell active />
      <NotificationsScreen />
    </>,
    { route: '/user/notification', name: 'notifications' },
  );

describe('the bell and the notifications page', () => {
  it('"Mark all as read" on the page clears the bell’s count at once', async () => {
    const { user } = renderBellAndPage();
    // The demo customer has five notifications, three unread.
    expect(
      await screen.findByRole('button', { name: 'Notifications, Unread: 3' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Notifications' });

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent('3');
    expect(screen.queryByRole('button', { name: /Unread/ })).not.toBeInTheDocument();
    expect(await screen.findByText('All read')).toBeInTheDocument();
  });

  it('marking one seen in the bell marks it read on the page, and both link it to the same place', async () => {
    const rows = [
      {
        ...sampleNotifications[0]!,
        id: 21,
        url: 'https://shop.example/seller/orders/YR-77',
        title: 'Order packed',
      },
      ...sampleNotifications.slice(1),
    ];
    server.use(...notificationHandlers(rows));
    const { user } = renderBellAndPage();
    const page = within(await screen.findByRole('list', { name: 'Notifications' }, { timeout: 5000 }));
    expect(page.getByRole('link', { name: 'Order packed' })).toHaveAttribute('href', '/get-invoice/YR-77');

    await act(async () => {
      await import('@/features/notifications/NotificationMenu');
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, Unread: 2' }));
    const popover = within(await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 5000 }));
    expect(popover.getByRole('link', { name: /Order packed/ })).toHaveAttribute('href', '/get-invoice/YR-77');

    await user.click(popover.getByRole('button', { name: 'Mark as seen: Price drop on your wishlist' }));
    expect(await screen.findByRole('button', { name: 'Notifications, Unread: 1' })).toBeInTheDocument();
    expect(page.getByRole('listitem', { name: 'Price drop on your wishlist' })).toBeInTheDocument();
    expect(
      page.queryByRole('listitem', { name: 'Price drop on your wishlist (Unread)' }),
    ).not.toBeInTheDocument();
  });
});
