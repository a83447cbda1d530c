import type { Meta, StoryObj } from '@storybook/react-vite';
import { getGetRecentOrdersMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import {
  accountCheckFailure,
  accountCheckHandler,
  accountFailureHandlers,
  accountHandlers,
  accountSlowHandlers,
  accountStartData,
  accountUser,
  endlessGet,
  recentOrders,
} from '../../../tests/helpers/account-fixtures';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Dashboard',
  component: DashboardScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: { route: '/user/dashboard', msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wallet balance, reward points and three recent orders in different states. */
export const Loaded: Story = {};

/** A new customer: no orders yet, no points. */
export const Empty: Story = {
  parameters: { msw: { handlers: accountHandlers({ orders: 0, empty: true }) } },
};

/**
 * A shop with the wallet, sellers, coupons and rewards switched off, and a shopper without digital orders: the
 * navigation offers none of their pages and the dashboard no wallet or points.
 */
export const ModulesOff: Story = {
  decorators: [
    withStorefront(
      startDataFixture({
        user: accountUser,
        add_ons: [],
        settings_data: { wallet_system: 0, seller_system: 0, coupon_system: 0 },
      }),
    ),
  ],
  parameters: {
    msw: {
      handlers: [accountCheckHandler({ downloads: false }), getGetRecentOrdersMockHandler(recentOrders(3))],
    },
  },
};

/** The account and orders fail: figures show a dash, the orders offer to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [accountCheckFailure, ...accountFailureHandlers] } },
};

/** Nothing answers: skeletons of the final layout. */
export const Slow: Story = {
  parameters: { msw: { handlers: [endlessGet('*/home/check-auth'), ...accountSlowHandlers] } },
};
