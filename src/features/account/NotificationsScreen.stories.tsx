import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import {
  accountCheckHandler,
  accountStartData,
  endlessGet,
  failingGet,
  laravelPage,
} from '../../../tests/helpers/account-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { NotificationsScreen } from './NotificationsScreen';

const notification = (id: number, title: string, details: string, url: string, status: 0 | 1) => ({
  id,
  user_id: 1,
  title,
  details,
  url,
  status,
  date: '20 Nov 2026',
  time: '10:30 am',
});

const list = (items: ReturnType<typeof notification>[]) =>
  http.get('*/user-notification/all', () => HttpResponse.json({ notifications: laravelPage(items) }));

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Notifications',
  component: NotificationsScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: {
    route: '/user/notification',
    msw: {
      // Named groups: a state replaces the screen's answers and keeps the navigation's check-auth.
      handlers: {
        account: [accountCheckHandler()],
        screen: [
          list([
            notification(
              3,
              'Order placed',
              'Order YR-1000241355: placed successfully.',
              '/get-invoice/YR-1000241355',
              0,
            ),
            notification(
              2,
              'New coupon for you',
              'Use WELCOME10 for $10 off orders over $50.',
              '/user/gift-voucher',
              0,
            ),
            notification(1, 'Wallet recharged', 'Your wallet was recharged with $200.00.', '/my-wallet', 1),
          ]),
        ],
      },
    },
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread (tinted, marked "New", with a mark-as-read button) above one already read. */
export const Loaded: Story = {};

export const Empty: Story = { parameters: { msw: { handlers: { screen: [list([])] } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { screen: [failingGet('*/user-notification/all')] } } },
};

export const Slow: Story = {
  parameters: { msw: { handlers: { screen: [endlessGet('*/user-notification/all')] } } },
};
