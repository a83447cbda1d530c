import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import {
  accountCheckHandler,
  accountStartData,
  endlessGet,
  failingGet,
} from '../../../tests/helpers/account-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { DigitalOrdersScreen } from './DigitalOrdersScreen';

const download = (id: number, name: string, total: number) => ({
  id,
  url: `https://shop.test/file-download/${id}?signature=story`,
  product_name: name,
  date: '20 Nov 2026',
  total,
});

const list = (items: ReturnType<typeof download>[]) =>
  http.get('*/user/digital-product-order-list', () =>
    HttpResponse.json({ download_urls: items, next_page_url: false }),
  );

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Digital product orders',
  component: DigitalOrdersScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: {
    route: '/user/digital-product-orders',
    msw: {
      // Named groups: a state replaces the screen's answers and keeps the navigation's check-auth.
      handlers: {
        account: [accountCheckHandler()],
        screen: [list([download(4, 'Heritage Cookbook (PDF)', 12.5), download(3, 'Trail Maps Bundle', 29)])],
      },
    },
  },
} satisfies Meta<typeof DigitalOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Empty: Story = { parameters: { msw: { handlers: { screen: [list([])] } } } };

export const LoadError: Story = {
  parameters: { msw: { handlers: { screen: [failingGet('*/user/digital-product-order-list')] } } },
};

export const Slow: Story = {
  parameters: { msw: { handlers: { screen: [endlessGet('*/user/digital-product-order-list')] } } },
};
