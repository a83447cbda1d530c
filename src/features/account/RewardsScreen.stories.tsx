import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  accountFailureHandlers,
  accountHandlers,
  accountSlowHandlers,
  accountStartData,
} from '../../../tests/helpers/account-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { RewardsScreen } from './RewardsScreen';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Rewards',
  component: RewardsScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: { route: '/my-rewards', msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof RewardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,200 points, the conversion form with the shop's rate, and what earned the points. */
export const Loaded: Story = {};

/** No points and no history (the backend sends "" instead of a page). */
export const Empty: Story = { parameters: { msw: { handlers: accountHandlers({ empty: true }) } } };

/** The history fails: a dash for the points and a way to try again. */
export const LoadError: Story = { parameters: { msw: { handlers: accountFailureHandlers } } };

/** Nothing answers: skeletons of the final layout. */
export const Slow: Story = { parameters: { msw: { handlers: accountSlowHandlers } } };
