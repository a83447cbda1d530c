import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import {
  accountCheckHandler,
  accountStartData,
  endlessGet,
  failingGet,
  resourcePage,
} from '../../../tests/helpers/account-fixtures';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { FollowedShopsScreen } from './FollowedShopsScreen';

const shop = (id: number, name: string, hue: number) => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  shop_name: name,
  image_82x82: storyImage(name.slice(0, 2), hue, 82, 82),
  image_297x203: storyImage(name, hue, 297, 203),
  rating_count: 4.2,
  reviews_count: 38,
  total_products: 24,
  join_date: '01 Mar 2025',
});

const list = (items: ReturnType<typeof shop>[]) =>
  http.get('*/user/followed-sellers', () => HttpResponse.json({ sellers: resourcePage(items) }));

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Followed shops',
  component: FollowedShopsScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: {
    route: '/user/followed-shop',
    msw: {
      // Named groups: a state replaces the screen's answers and keeps the navigation's check-auth.
      handlers: {
        account: [accountCheckHandler()],
        screen: [
          list([
            shop(1, 'Doe Leather', 20),
            shop(4, 'Shanahan Market', 140),
            shop(6, 'Collins Boutique', 300),
          ]),
        ],
      },
    },
  },
} satisfies Meta<typeof FollowedShopsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Empty: Story = { parameters: { msw: { handlers: { screen: [list([])] } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { screen: [failingGet('*/user/followed-sellers')] } } },
};

export const Slow: Story = {
  parameters: { msw: { handlers: { screen: [endlessGet('*/user/followed-sellers')] } } },
};
