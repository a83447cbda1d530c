import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { getGetOrderByCodeMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import { order, orderLine } from '../../../tests/helpers/order-fixtures';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import { OrderDetailsScreen } from './OrderDetailsScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const pending = order({ user_id: 22 });
const signedIn = startDataFixture({
  user: signedInUser,
  add_ons: ['refund'],
  settings_data: { refund_request_time: 7 },
});

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/OrderDetails',
  component: OrderDetailsScreen,
  decorators: [withStorefront(signedIn)],
  args: { code: pending.code },
  parameters: {
    route: `/get-invoice/${pending.code}`,
    msw: { handlers: [getGetOrderByCodeMockHandler({ order: pending })] },
  },
} satisfies Meta<typeof OrderDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending order of the signed-in shopper: it can still be cancelled. */
export const Loaded: Story = {};

/** Delivered two days ago: each refundable line offers a refund request; one was asked for already. */
export const DeliveredWithRefunds: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetOrderByCodeMockHandler({
          order: order({
            user_id: 22,
            delivery_status: 'delivered',
            payment_status: 'paid',
            delivered_days: 2,
            order_details: [
              orderLine(),
              orderLine({
                id: 2,
                product_name: 'Leather Tote',
                variation: null,
                product: { id: 102, slug: 'leather-tote' },
                refund: { status: 'pending' },
              }),
            ],
          }),
        }),
      ],
    },
  },
};

export const Cancelled: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetOrderByCodeMockHandler({
          order: order({ user_id: 22, delivery_status: 'canceled', payment_status: 'refunded_to_wallet' }),
        }),
      ],
    },
  },
};

/** An order code that is not the shopper's. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/user/invoice/:code', () => HttpResponse.json({ error: 'Order not found' }))],
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/user/invoice/:code', () =>
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
        getGetOrderByCodeMockHandler(async () => {
          await neverAnswer();
          return { order: pending };
        }),
      ],
    },
  },
};
