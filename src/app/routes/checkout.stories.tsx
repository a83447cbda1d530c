// The checkout as its route composes it (the shared address form, the cart's totals): features may not import
// each other, so the screen's stories live beside the route.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { getGetAddressesMockHandler } from '@/api-generated/endpoints/addresses/addresses.msw';
import type { GetAddressesResponse } from '@/api-generated/model';
import { Component as CheckoutRoute } from './checkout';
import { earbudsLine, sampleCart, toteLine } from '../../../tests/helpers/cart-fixtures';
import { sampleAddress } from '../../../tests/helpers/order-fixtures';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const cart = sampleCart({ carts: [earbudsLine, toteLine] });
const book: GetAddressesResponse = {
  addresses: [
    sampleAddress,
    {
      ...sampleAddress,
      id: 8,
      name: 'Jane Doe (office)',
      address: '5 Park Avenue',
      city: 'New York',
      state: 'New York',
      country: 'United States',
      postal_code: '10001',
      default_shipping: 0,
      default_billing: 0,
    },
  ],
  carts: cart.carts,
  checkouts: cart.checkouts,
  coupons: [],
  pickup_hubs: [{ id: 3, name: 'Gulshan pickup hub', address: 'Road 11, Gulshan', phone: '+8801700000003' }],
};

const shop = startDataFixture({
  settings_data: { shipping_fee_type: 'flat_rate', privacy_agreement: 'privacy-policy', pickup_point: 1 },
});

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Checkout',
  component: CheckoutRoute,
  decorators: [withStorefront(shop)],
  parameters: { route: '/checkout', msw: { handlers: [getGetAddressesMockHandler(book)] } },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof CheckoutRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery: two saved addresses (the default chosen), billing the same, and a pickup hub to choose instead. */
export const Loaded: Story = {};

/** Review: where it goes, what it costs, the privacy agreement and "Confirm Order". */
export const Review: Story = {
  parameters: { route: '/checkout?step=review&method=ship&ship=7&bill=same' },
};

/** A first-time guest: no address yet, so the address form is the step. */
/** An area-priced shop whose city cost was refused: said under the totals, with "Try again"; the order waits for it. */
export const ShippingCostNotCalculated: Story = {
  decorators: [
    withStorefront(
      startDataFixture({
        settings_data: {
          shipping_fee_type: 'area_base',
          privacy_agreement: 'privacy-policy',
          pickup_point: 1,
        },
      }),
    ),
  ],
  parameters: {
    route: '/checkout?step=review&method=ship&ship=7&bill=same',
    msw: {
      handlers: [
        getGetAddressesMockHandler(book),
        http.post('*/user/find/shipping_cost', () =>
          HttpResponse.json({ error: 'Shipping rates are being updated' }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The shipping cost could not be calculated. Shipping rates are being updated',
    );
    await expect(canvas.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
  },
};

export const NoAddress: Story = {
  parameters: {
    msw: { handlers: [getGetAddressesMockHandler({ ...book, addresses: [], pickup_hubs: [] })] },
  },
};

export const EmptyCart: Story = {
  parameters: {
    msw: { handlers: [getGetAddressesMockHandler({ ...book, carts: [], checkouts: [] })] },
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/user/address', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      ],
    },
  },
};

export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetAddressesMockHandler(async () => {
          await neverAnswer();
          return book;
        }),
      ],
    },
  },
};
