// The account area's lists against the demo shop (its demo customer has five notifications, three unread, two
// followed shops and no paid digital products): what the shopper sees and what each action leaves on screen.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { BecomeSellerScreen } from './BecomeSellerScreen';
import { DigitalOrdersScreen } from './DigitalOrdersScreen';
import { FollowedShopsScreen } from './FollowedShopsScreen';
import { NotificationsScreen } from './NotificationsScreen';
import { validationFailure } from '../../../tests/helpers/validation-failure';

beforeEach(async () => {
  sessionStorage.clear();
  await signInDemoCustomer();
});

describe('NotificationsScreen', () => {
  const renderNotifications = () =>
    renderAccountRoute(<NotificationsScreen />, { route: '/user/notification', name: 'notifications' });

  it('sets the unread ones apart, and marks one, then all, as read', async () => {
    const { user } = renderNotifications();
    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('listitem', { name: /\(Unread\)$/ })).toHaveLength(3);
    expect(screen.getByText('3 unread')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as read: Flash Sale is live' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem', { name: /\(Unread\)$/ })).toHaveLength(2),
    );
    expect(screen.getByRole('listitem', { name: 'Flash Sale is live' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(within(list).queryAllByRole('listitem', { name: /\(Unread\)$/ })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('removes one, and puts it back with a message when the server refuses', async () => {
    const { user } = renderNotifications();
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Remove notification: Wallet recharged' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Wallet recharged' })).not.toBeInTheDocument(),
    );

    server.use(
      http.get('*/notification/remove/:id', () =>
        HttpResponse.json({ error: 'Notification not found' }, { status: 200 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove notification: New coupon for you' }));
    expect(await screen.findByText('Notification not found')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'New coupon for you (Unread)' })).toBeInTheDocument();
  });

  it('opens what a notification names and marks it read', async () => {
    const { user, router } = renderNotifications();
    await user.click(await screen.findByRole('link', { name: 'New coupon for you' }));
    expect(router.state.location.pathname).toBe('/user/gift-voucher');
  });

  it('says when there is nothing, and offers to try again when the list cannot be loaded', async () => {
    server.use(http.get('*/user-notification/all', () => HttpResponse.json({}, { status: 500 })));
    renderNotifications();
    expect(
      await screen.findByRole('heading', { name: 'Your notifications could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('FollowedShopsScreen', () => {
  const renderShops = () =>
    renderAccountRoute(<FollowedShopsScreen />, { route: '/user/followed-shop', name: 'followedShops' });

  it('lists the followed shops; unfollowing one takes it off the list', async () => {
    const { user } = renderShops();
    const list = await screen.findByRole('list', { name: 'Followed Shops' });
    const shops = within(list).getAllByRole('listitem');
    expect(shops).toHaveLength(2);
    const name = within(shops[0]!).getByRole('heading', { level: 2 }).textContent!;
    await user.click(within(shops[0]!).getByRole('button', { name: `Unfollow ${name}` }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await screen.findByText('Shop unfollowed')).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name })).not.toBeInTheDocument();
  });

  it('brings a shop back, with the reason, when unfollowing fails', async () => {
    const { user } = renderShops();
    const list = await screen.findByRole('list', { name: 'Followed Shops' });
    server.use(
      http.get('*/user/remove-followed', async () => {
        await delay(50);
        return HttpResponse.json({ error: 'You are not following this shop' });
      }),
    );
    const first = within(list).getAllByRole('listitem')[0]!;
    const name = within(first).getByRole('heading', { level: 2 }).textContent!;
    await user.click(within(first).getByRole('button', { name: `Unfollow ${name}` }));
    expect(await screen.findByText('You are not following this shop')).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name })).toBeInTheDocument();
  });

  it('toasts a 422 on unfollowing as its status text (spec §8), and keeps the shop', async () => {
    const { user, toasts } = renderShops();
    const list = await screen.findByRole('list', { name: 'Followed Shops' });
    server.use(
      http.get('*/user/remove-followed', () =>
        HttpResponse.json(
          { message: 'The selected id is invalid.', errors: { id: ['The selected id is invalid.'] } },
          { status: 422, statusText: 'Unprocessable Content' },
        ),
      ),
    );
    const first = within(list).getAllByRole('listitem')[0]!;
    const name = within(first).getByRole('heading', { level: 2 }).textContent!;
    await user.click(within(first).getByRole('button', { name: `Unfollow ${name}` }));
    await waitFor(() =>
      expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
        ['error', 'Unprocessable Content'],
      ]),
    );
    expect(within(list).getByRole('heading', { name })).toBeInTheDocument();
  });
});

describe('DigitalOrdersScreen', () => {
  const renderDownloads = () =>
    renderAccountRoute(<DigitalOrdersScreen />, {
      route: '/user/digital-product-orders',
      name: 'digitalOrders',
    });

  it('says so when no digital product was bought', async () => {
    renderDownloads();
    expect(await screen.findByRole('heading', { name: 'No digital products yet' })).toBeInTheDocument();
  });

  it('offers each paid file for download', async () => {
    server.use(
      http.get('*/user/digital-product-order-list', () =>
        HttpResponse.json({
          download_urls: [
            {
              id: 4,
              url: 'https://shop.test/file-download/9?signature=abc',
              product_name: 'Recipe e-book',
              date: '20 Nov 2026',
              total: 12.5,
            },
          ],
          next_page_url: false,
        }),
      ),
    );
    renderDownloads();
    const list = await screen.findByRole('list', { name: 'Digital Product Orders' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('Nov 20, 2026 · $12.50')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Download Recipe e-book' })).toHaveAttribute(
      'href',
      'https://shop.test/file-download/9?signature=abc',
    );
  });

  it('offers no link for a download address that is not a web address', async () => {
    server.use(
      http.get('*/user/digital-product-order-list', () =>
        HttpResponse.json({
          download_urls: [
            {
              id: 4,
              url: 'javascript:alert(1)',
              product_name: 'Recipe e-book',
              date: '20 Nov 2026',
              total: 12.5,
            },
            { id: 5, url: 'JaVaScRiPt:alert(1)', product_name: 'Cook book', date: '20 Nov 2026', total: 8 },
            {
              id: 6,
              url: 'data:text/html,<script>alert(1)</script>',
              product_name: 'Menu',
              date: '20 Nov 2026',
              total: 2,
            },
          ],
          next_page_url: false,
        }),
      ),
    );
    renderDownloads();
    const list = await screen.findByRole('list', { name: 'Digital Product Orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryAllByRole('link')).toEqual([]);
    expect(within(list).getAllByText('The download is not available right now.')).toHaveLength(3);
  });
});

describe('BecomeSellerScreen', () => {
  const renderForm = () =>
    renderAccountRoute(<BecomeSellerScreen />, { route: '/user/user-to-seller', name: 'userToSeller' });

  it('puts the server’s 422 messages on the fields and keeps what was typed', async () => {
    server.use(
      http.post('*/user/user-to-seller', () =>
        validationFailure({ shop_name: ['The shop name has already been taken.'] }, 'invalid'),
      ),
    );
    const { user } = renderForm();
    await user.type(await screen.findByLabelText(/^Shop Name/), 'Demo Corner');
    await user.type(screen.getByLabelText(/^Shop address/), '1 Market Street');
    const phone = screen.getByLabelText<HTMLInputElement>(/^Phone/);
    if (phone.value.length < 6) await user.type(phone, '+8801700000000');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findAllByText('The shop name has already been taken.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>(/^Shop Name/)).toHaveValue('Demo Corner');
  });

  it('sends the request, then signs the shopper out and opens sign-in with the server’s message', async () => {
    const { user, router } = renderForm();
    await user.type(await screen.findByLabelText(/^Shop Name/), 'Demo Corner');
    await user.type(screen.getByLabelText(/^Shop address/), '1 Market Street');
    const phone = screen.getByLabelText<HTMLInputElement>(/^Phone/);
    if (phone.value.length < 6) await user.type(phone, '+8801700000000');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your shop is waiting for approval/)).toBeInTheDocument();
  });
});
