import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getGetOrderHistoryMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import type { GetOrderHistoryResponse, OrderListRow } from '@/api-generated/model';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { OrderHistoryScreen } from './OrderHistoryScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const row = (n: number, overrides: Partial<OrderListRow> = {}): OrderListRow => ({
  id: n,
  order_id: n,
  code: `YR-00000123${String(40 + n)}`,
  product_name: ['Wireless Earbuds Pro', 'Leather Tote', 'Travel Guide (e-book)'][n % 3]!,
  order_date: '21 Nov 2026',
  delivery_status: 'pending',
  payment_status: 'unpaid',
  total_payable: 20 + n * 7.5,
  image: storyImage(`#${n}`, n * 40, 56, 56),
  ...overrides,
});

const page = (rows: OrderListRow[], lastPage = 1): GetOrderHistoryResponse => ({
  orderList: {
    data: rows,
    total: rows.length,
    count: rows.length,
    per_page: 10,
    current_page: 1,
    total_pages: lastPage,
    last_page: lastPage,
    next_page_url: null,
    has_more_data: lastPage > 1,
  },
});

const history = page(
  [
    row(1, { payment_status: 'paid' }),
    row(2, { delivery_status: 'on_the_way' }),
    row(3, { delivery_status: 'delivered', payment_status: 'paid' }),
    row(4, { delivery_status: 'canceled', payment_status: 'refunded_to_wallet' }),
  ],
  3,
);

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/OrderHistory',
  component: OrderHistoryScreen,
  decorators: [withStorefront(startDataFixture({ user: signedInUser }))],
  parameters: { route: '/user/order-history', msw: { handlers: [getGetOrderHistoryMockHandler(history)] } },
} satisfies Meta<typeof OrderHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four orders in every state, three pages. */
export const Loaded: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: [getGetOrderHistoryMockHandler(page([]))] } },
};

/** A delivered order is removed from the history only after this question. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Remove order ${row(3).code}` }));
    const dialog = await within(document.body).findByRole('dialog');
    // Wait for the opening transition, so the screenshot shows the settled dialog.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Remove order' })).toBeVisible());
  },
};

/** A guest: the history lives in the account. */
export const SignedOut: Story = { decorators: [withStorefront(startDataFixture({ user: null }))] };

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/home/user/order-list/', () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
      ],
    },
  },
};

export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetOrderHistoryMockHandler(async () => {
          await neverAnswer();
          return history;
        }),
      ],
    },
  },
};
