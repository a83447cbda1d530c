import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { getGetPaymentOrderMockHandler } from '@/api-generated/endpoints/payment/payment.msw';
import type { GetPaymentOrderResponse } from '@/api-generated/model';
import { NO_PAYMENT_METHOD_SETTINGS, order, twoShopOrders } from '../../../tests/helpers/order-fixtures';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import { PaymentScreen } from './PaymentScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const awaiting = twoShopOrders.map((o) => ({ ...o, status: 0 as const, payment_status: 'unpaid' as const }));
const toPay: GetPaymentOrderResponse = {
  orders: awaiting,
  check_cod: false,
  offline_methods: [{ id: 1, name: 'Bank transfer', instructions: '<p>Pay to IBAN XX00 1234 5678.</p>' }],
};

const shop = startDataFixture({
  user: { ...signedInUser, balance: 500 },
  add_ons: ['offline_payment'],
  settings_data: { wallet_system: 1, pay_later_system: 1, is_stripe_activated: 1, is_paypal_activated: 1 },
});

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Payment',
  component: PaymentScreen,
  decorators: [withStorefront(shop)],
  args: { code: null, demoShop: true },
  parameters: { route: '/payment', msw: { handlers: [getGetPaymentOrderMockHandler(toPay)] } },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops' orders; cash on delivery, wallet, pay later, a bank transfer and two gateways. */
export const Loaded: Story = {};

/** The bank transfer: its instructions and the payment proof to upload. */
export const OfflineMethod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Bank transfer' }));
    await expect(await canvas.findByText('Pay to IBAN XX00 1234 5678.')).toBeVisible();
  },
};

/** The demo shop's simulated gateway page. */
export const SimulatedGateway: Story = { parameters: { route: '/payment?gateway=stripe' } };

/** Back from a declined gateway payment. */
export const Declined: Story = { parameters: { route: '/payment?declined=stripe' } };

/** Paying one pay-later order by its code: only the wallet and gateways. */
export const ExistingOrder: Story = {
  args: { code: 'YR-0000012345' },
  parameters: {
    msw: {
      handlers: [getGetPaymentOrderMockHandler({ ...toPay, orders: [order({ payment_type: 'pay_later' })] })],
    },
  },
};

/**
 * Paying a pay-later order by its code in a shop with no gateway, its wallet too short to cover it: why, the
 * balance, and the ways on (contact the shop, top up, the order, the cart).
 */
export const NoMethodForExistingOrder: Story = {
  args: { code: 'YR-0000012345' },
  decorators: [
    withStorefront(
      startDataFixture({
        user: { ...signedInUser, balance: 20 },
        settings_data: { ...NO_PAYMENT_METHOD_SETTINGS, wallet_system: 1 },
      }),
    ),
  ],
  parameters: {
    msw: {
      handlers: [getGetPaymentOrderMockHandler({ ...toPay, orders: [order({ payment_type: 'pay_later' })] })],
    },
  },
};

/** A guest's new orders, a product that forbids cash on delivery, and nothing else switched on. */
export const NoMethodCashOnDeliveryForbidden: Story = {
  decorators: [withStorefront(startDataFixture({ settings_data: NO_PAYMENT_METHOD_SETTINGS }))],
  parameters: {
    msw: { handlers: [getGetPaymentOrderMockHandler({ ...toPay, check_cod: true, offline_methods: [] })] },
  },
};

/** Order-based tax charged after the total: the total without tax, the tax and the grand total (§5.5). */
export const AfterTaxSplit: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetPaymentOrderMockHandler({
          ...toPay,
          orders: awaiting.map((o) => ({
            ...o,
            total_tax: 4.95,
            total_payable: o.total_payable + 4.95,
            tax_method: { vat_tax_type: 'order_base' as const, tax_type: 'after_tax' as const },
          })),
        }),
      ],
    },
  },
};

export const NothingToPay: Story = {
  parameters: { msw: { handlers: [getGetPaymentOrderMockHandler({ ...toPay, orders: [] })] } },
};

/** An order code the backend will not show this shopper (another account's order, or none): the way to their orders. */
export const NotThisAccountsOrder: Story = {
  args: { code: 'YR-0000099999' },
  parameters: {
    msw: {
      handlers: [
        // As the backend refuses it (backend-api.md, `/user/payment-order`): 200 with `error`.
        http.get('*/user/payment-order', () => HttpResponse.json({ error: 'Permission Declined' })),
      ],
    },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/user/payment-order', () =>
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
        getGetPaymentOrderMockHandler(async () => {
          await neverAnswer();
          return toPay;
        }),
      ],
    },
  },
};
