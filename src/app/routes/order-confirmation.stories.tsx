// The order confirmation as its route composes it: the invoice (features/orders) with, for a guest, the account
// sign-up offer (features/sign-in). Features may not import each other, so these stories live beside the route.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getGetInvoicesByTrxMockHandler } from '@/api-generated/endpoints/orders/orders.msw';
import { Component as OrderConfirmationRoute } from './order-confirmation';
import { accountStartData } from '../../../tests/helpers/account-fixtures';
import { twoShopOrders } from '../../../tests/helpers/order-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';

const invoice = {
  orders: twoShopOrders.slice(0, 1),
  user: null,
  wishlists: 0,
  compare_list: 0,
  guest: 'TRX-STORY-1',
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Order confirmation',
  component: OrderConfirmationRoute,
  decorators: [withStorefront()],
  parameters: {
    route: '/order-confirmation?trx=TRX-STORY-1',
    msw: { handlers: [getGetInvoicesByTrxMockHandler(invoice)] },
  },
} satisfies Meta<typeof OrderConfirmationRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest just ordered: thanks, the orders, and "Create an account" with the order's e-mail and name filled in. */
export const GuestOffer: Story = {};

/** A signed-in shopper's confirmation: no sign-up offer. */
export const SignedIn: Story = {
  decorators: [withStorefront(accountStartData())],
  parameters: {
    msw: { handlers: [getGetInvoicesByTrxMockHandler({ ...invoice, guest: null })] },
  },
};
