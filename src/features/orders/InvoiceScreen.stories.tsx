import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { getGetInvoicesByTrxMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import { twoShopOrders } from '../../../tests/helpers/order-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { InvoiceScreen } from './InvoiceScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const invoice = { orders: twoShopOrders, user: null, wishlists: 0, compare_list: 0, guest: 'TRX-STORY-1' };

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Invoice',
  component: InvoiceScreen,
  decorators: [withStorefront()],
  args: { trxId: 'TRX-STORY-1' },
  parameters: { route: '/invoice/TRX-STORY-1', msw: { handlers: [getGetInvoicesByTrxMockHandler(invoice)] } },
} satisfies Meta<typeof InvoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops' orders of one transaction: one pending cash on delivery, one paid and on its way. */
export const Loaded: Story = {};

/** Right after paying (/order-confirmation). */
export const Confirmation: Story = { args: { confirmation: true } };

/** The transaction is not the shopper's (or does not exist): the shop's answer, and a way to track an order. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/user/get-invoices/:trx', () => HttpResponse.json({ error: 'Order not found' }))],
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/user/get-invoices/:trx', () =>
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
        getGetInvoicesByTrxMockHandler(async () => {
          await neverAnswer();
          return invoice;
        }),
      ],
    },
  },
};
