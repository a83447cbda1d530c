// A list screen shows its own first load's failure, with the backend's words and "Try again", and the words are
// toasted as well (spec §8: server error text is shown as an error toast; backend-api: the SPA toasts every
// `error`). Each row refuses the screen's one request in words (HTTP 200 `{ error }`) and reads the screen as a
// shopper does.
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { RouteName } from '@/lib/navigation';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { Component as Brands } from './brands';
import { Component as Campaigns } from './campaigns';
import { Component as Categories } from './categories';
import { Component as DailyDeals } from './daily-deals';
import { Component as Dashboard } from './dashboard';
import { Component as DigitalOrders } from './digital-orders';
import { Component as FlashSale } from './flash-sale';
import { Component as FollowedShops } from './followed-shops';
import { Component as GiftVoucher } from './gift-voucher';
import { Component as Notifications } from './notifications';
import { Component as Rewards } from './rewards';
import { Component as Sellers } from './sellers';
import { Component as VideoShopping } from './video-shopping';
import { Component as Wallet } from './wallet';
import { Component as Wishlist } from './wishlist';

interface Row {
  screen: string;
  element: ReactElement;
  route: string;
  name: RouteName;
  /** The one request refused (an MSW path pattern). */
  refused: string;
  /** The heading of the screen's failure. */
  errorTitle: string;
  signedIn?: boolean;
}

const rows: Row[] = [
  {
    screen: 'All Brands',
    element: <Brands />,
    route: '/brands',
    name: 'brands',
    refused: '*/home/brands',
    errorTitle: 'We could not load the brands',
  },
  {
    screen: 'All Shops',
    element: <Sellers />,
    route: '/sellers',
    name: 'sellers',
    refused: '*/home/sellers',
    errorTitle: 'We could not load the shops',
  },
  {
    screen: 'All Category',
    element: <Categories />,
    route: '/categories',
    name: 'categories',
    refused: '*/home/categories',
    errorTitle: 'We could not load the categories',
  },
  {
    screen: 'Campaigns',
    element: <Campaigns />,
    route: '/campaigns',
    name: 'campaigns',
    refused: '*/home/campaign-lists',
    errorTitle: 'We could not load the campaigns',
  },
  {
    screen: 'Daily deals',
    element: <DailyDeals />,
    route: '/daily-deals',
    name: 'dailyDeals',
    refused: '*/home/daily-deals/',
    errorTitle: 'We could not load the products',
  },
  {
    screen: 'Flash sale',
    element: <FlashSale />,
    route: '/flash-sale',
    name: 'flashSale',
    refused: '*/home/flash-sale-products/',
    errorTitle: 'We could not load the products',
  },
  {
    screen: 'Video shopping',
    element: <VideoShopping />,
    route: '/video-shopping',
    name: 'videoShopping',
    refused: '*/get/video-shops',
    errorTitle: 'We could not load the videos',
  },
  {
    screen: 'Dashboard',
    element: <Dashboard />,
    route: '/user/dashboard',
    name: 'dashboard',
    refused: '*/user/profile-orders',
    errorTitle: 'Your orders could not be loaded',
    signedIn: true,
  },
  {
    screen: 'Wishlist',
    element: <Wishlist />,
    route: '/user/wishlist',
    name: 'wishlist',
    refused: '*/user/wishlists',
    errorTitle: 'Your wishlist could not be loaded',
    signedIn: true,
  },
  {
    screen: 'Wallet history',
    element: <Wallet />,
    route: '/my-wallet',
    name: 'wallet',
    refused: '*/user/wallet-history',
    errorTitle: 'Your wallet history could not be loaded',
    signedIn: true,
  },
  {
    screen: 'Wallet top-up',
    element: <Wallet />,
    route: '/my-wallet',
    name: 'wallet',
    refused: '*/user/wallet-data',
    errorTitle: 'Recharge is not available right now',
    signedIn: true,
  },
  {
    screen: 'Rewards',
    element: <Rewards />,
    route: '/my-rewards',
    name: 'rewards',
    refused: '*/user/reward-history',
    errorTitle: 'Your reward history could not be loaded',
    signedIn: true,
  },
  {
    screen: 'Notifications',
    element: <Notifications />,
    route: '/user/notification',
    name: 'notifications',
    refused: '*/user-notification/all',
    errorTitle: 'Your notifications could not be loaded',
    signedIn: true,
  },
  {
    screen: 'Gift vouchers',
    element: <GiftVoucher />,
    route: '/user/gift-voucher',
    name: 'giftVoucher',
    refused: '*/user/coupons/',
    errorTitle: 'Your vouchers could not be loaded',
    signedIn: true,
  },
  {
    screen: 'Followed shops',
    element: <FollowedShops />,
    route: '/user/followed-shop',
    name: 'followedShops',
    refused: '*/user/followed-sellers',
    errorTitle: 'The shops you follow could not be loaded',
    signedIn: true,
  },
  {
    screen: 'Downloads',
    element: <DigitalOrders />,
    route: '/user/digital-product-orders',
    name: 'digitalOrders',
    refused: '*/user/digital-product-order-list',
    errorTitle: 'Your downloads could not be loaded',
    signedIn: true,
  },
];

beforeEach(() => {
  sessionStorage.clear();
  resetDemoShop();
});

describe('A list screen whose first load is refused', () => {
  it.each(rows)(
    '$screen says it with the backend’s words and "Try again", and toasts the words once',
    async (row) => {
      if (row.signedIn) await signInDemoCustomer();
      const words = `${row.screen} is closed for stocktaking`;
      server.use(http.get(row.refused, () => HttpResponse.json({ error: words })));
      const { toasts } = renderAccountRoute(row.element, { route: row.route, name: row.name });

      const heading = await screen.findByRole('heading', { name: row.errorTitle }, { timeout: 5000 });
      // The screen's error block: its heading, the words and "Try again".
      const block = within(heading.closest('[role="alert"]') as HTMLElement);
      expect(block.getByText(words)).toBeInTheDocument();
      expect(block.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(toasts).toEqual([expect.objectContaining({ tone: 'error', message: words })]);
    },
  );
});
