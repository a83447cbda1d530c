import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  accountFailureHandlers,
  accountHandlers,
  accountSlowHandlers,
  accountStartData,
} from '../../../tests/helpers/account-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { WalletScreen } from './WalletScreen';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Wallet',
  component: WalletScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: { route: '/my-wallet', msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Balance, the offline recharge form with its instructions, and a pending and two approved movements. */
export const Loaded: Story = {};

/** No movement yet. */
export const Empty: Story = { parameters: { msw: { handlers: accountHandlers({ empty: true }) } } };

/** The recharge setup and the history fail: each part offers to try again. */
export const LoadError: Story = { parameters: { msw: { handlers: accountFailureHandlers } } };

/** Nothing answers: skeletons of the final layout. */
export const Slow: Story = { parameters: { msw: { handlers: accountSlowHandlers } } };
