// Fixed answers of the account operations for stories (and tests that need a state the demo shop has not):
// the signed-in shopper, the latest orders, the wallet and the reward history, with Laravel's paginator shape.
import { http, HttpResponse } from 'msw';
import { getCheckAuthMockHandler } from '@/api-generated/endpoints/auth/auth.msw';
import { getGetRecentOrdersMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import { getGetRewardHistoryMockHandler } from '@/api-generated/endpoints/rewards/rewards.msw';
import {
  getGetWalletDataMockHandler,
  getGetWalletHistoryMockHandler,
} from '@/api-generated/endpoints/wallet/wallet.msw';
import type {
  GetRecentOrdersResponse,
  GetRewardHistoryResponse,
  GetWalletHistoryResponse,
} from '@/api-generated/model';
import { signedInUser, startDataFixture } from './start-data';
import { endlessGet } from './never-answer';

export const accountUser = { ...signedInUser, balance: 250, gender: 'female', date_of_birth: '1990-04-21' };

/** A signed-in shopper in a shop with the wallet and the reward and offline payment add-ons. */
export const accountStartData = () =>
  startDataFixture({
    user: accountUser,
    add_ons: ['reward', 'offline_payment'],
    settings_data: { wallet_system: 1, seller_system: 1, reward_convert_rate: 10 },
  });

export function laravelPage<Item>(
  data: Item[],
  { page = 1, last = 1 }: { page?: number; last?: number } = {},
) {
  return {
    current_page: page,
    first_page_url: '/page?page=1',
    from: data.length ? 1 : null,
    last_page: last,
    last_page_url: `/page?page=${last}`,
    links: [],
    next_page_url: page < last ? `/page?page=${page + 1}` : null,
    path: '/page',
    per_page: 15,
    prev_page_url: null,
    to: data.length || null,
    total: data.length,
    data,
  };
}

export const recentOrders = (count = 3): GetRecentOrdersResponse => ({
  orders: {
    total: count,
    count,
    per_page: 10,
    current_page: 1,
    total_pages: 1,
    last_page: 1,
    next_page_url: null,
    has_more_data: false,
    data: [
      {
        id: 31,
        order_date: '20 Nov 2026',
        order_id: 31,
        code: 'YR-1000241355',
        product_name: 'Trail Backpack',
        delivery_status: 'pending' as const,
        payment_status: 'unpaid' as const,
        total_payable: 86.5,
      },
      {
        id: 30,
        order_date: '12 Nov 2026',
        order_id: 30,
        code: 'YR-1000193084',
        product_name: 'Heritage Cookbook',
        delivery_status: 'on_the_way' as const,
        payment_status: 'unpaid' as const,
        total_payable: 32.29,
      },
      {
        id: 29,
        order_date: '2 Nov 2026',
        order_id: 29,
        code: 'YR-1000096542',
        product_name: 'Feature Phone',
        delivery_status: 'delivered' as const,
        payment_status: 'paid' as const,
        total_payable: 67.06,
      },
    ].slice(0, count),
  },
});

export const walletHistory = (empty = false): GetWalletHistoryResponse => ({
  balance: 250,
  recharges: laravelPage(
    empty
      ? []
      : [
          {
            id: 3,
            amount: 100,
            source: 'wallet_recharge',
            type: 'income' as const,
            payment_method: 'offline_method',
            status: 'pending' as const,
            recharge_date: '14 Nov 2026',
          },
          {
            id: 2,
            amount: 50,
            source: 'reward_point_convert',
            type: 'income' as const,
            payment_method: 'reward_point',
            status: 'approved' as const,
            recharge_date: '17 Oct 2026',
          },
          {
            id: 1,
            amount: 200,
            source: 'wallet_recharge',
            type: 'income' as const,
            payment_method: 'stripe',
            status: 'approved' as const,
            recharge_date: '17 Sep 2026',
          },
        ],
  ) as GetWalletHistoryResponse['recharges'],
});

export const rewardHistory = (empty = false): GetRewardHistoryResponse => ({
  reward: { id: 1, user_id: 7, rewards: empty ? 0 : 1200, last_converted: null },
  reward_details: empty
    ? ''
    : laravelPage([
        {
          id: 2,
          reward: 5,
          product_qty: 1,
          product: { id: 11, slug: 'feature-phone', product_name: 'Feature Phone' },
        },
        {
          id: 1,
          reward: 2,
          product_qty: 2,
          product: { id: 12, slug: 'short-stories', product_name: 'Short Stories' },
        },
      ]),
});

const walletData = {
  offline_methods: [
    {
      id: 1,
      name: 'Bank Transfer',
      image: null,
      instructions: 'Transfer the total to account <b>0000 1111 2222</b>.',
    },
    { id: 2, name: 'Mobile Money', image: null, instructions: null },
  ],
  jazz_data: [],
  jazz_url: null,
};

/**
 * check-auth, which the account navigation asks on every account page (§2.9): the shopper, their points and whether
 * they have digital orders to download (`download_urls`; yes unless told otherwise, so the navigation lists them).
 * Stories of other account pages put it in their `msw.handlers` as the `account` group, which their states keep.
 */
export const accountCheckHandler = ({ downloads = true, empty = false } = {}) =>
  getCheckAuthMockHandler({
    user: accountUser,
    reward: { rewards: empty ? 0 : 1200, last_converted: null },
    download_urls: downloads,
  });

export const accountHandlers = ({ orders = 3, empty = false } = {}) => [
  accountCheckHandler({ empty }),
  getGetRecentOrdersMockHandler(recentOrders(orders)),
  getGetWalletDataMockHandler(walletData),
  getGetWalletHistoryMockHandler(walletHistory(empty)),
  getGetRewardHistoryMockHandler(rewardHistory(empty)),
];

/** check-auth failing: the dashboard's figures show a dash and the navigation leaves digital orders out. */
export const accountCheckFailure = http.get('*/home/check-auth', () =>
  HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
);

/** The account pages' own answers failing (check-auth still answers: see accountCheckFailure). */
export const accountFailureHandlers = [
  accountCheckHandler(),
  http.get('*/user/profile-orders', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  http.get('*/user/wallet-data', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  http.get('*/user/wallet-history', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  http.get('*/user/reward-history', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
];

/** The account pages' own answers never arriving (check-auth still answers; the dashboard's Slow holds it too). */
export const accountSlowHandlers = [
  accountCheckHandler(),
  ...['*/user/profile-orders', '*/user/wallet-data', '*/user/wallet-history', '*/user/reward-history'].map(
    endlessGet,
  ),
];

/** MSW handlers for a story's error and slow variants of one GET operation. */
export const failingGet = (path: string) =>
  http.get(path, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
export { endlessGet };

/** The backend's `*PaginateResource` page shape (wishlist, followed shops). */
export function resourcePage<Item>(data: Item[]) {
  return {
    total: data.length,
    count: data.length,
    per_page: 10,
    current_page: 1,
    total_pages: data.length ? 1 : 0,
    last_page: 1,
    next_page_url: null,
    has_more_data: false,
    data,
  };
}
