import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  accountCheckFailure,
  accountFailureHandlers,
  accountHandlers,
  accountSlowHandlers,
  accountStartData,
  endlessGet,
} from '../../../tests/helpers/account-fixtures';
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

/** The account and orders fail: figures show a dash, the orders offer to try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [accountCheckFailure, ...accountFailureHandlers] } },
};

/** Nothing answers: skeletons of the final layout. */
export const Slow: Story = {
  parameters: { msw: { handlers: [endlessGet('*/home/check-auth'), ...accountSlowHandlers] } },
};
