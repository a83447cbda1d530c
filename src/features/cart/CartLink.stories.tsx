import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getGetCartMockHandler } from '@/api-generated/endpoints/cart/cart.msw';
import type { GetCartResponse } from '@/api-generated/model';
import {
  cartHandlers,
  checkoutGroup,
  earbudsLine,
  emptyCart,
  toteLine,
} from '../../../tests/helpers/cart-fixtures';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { CartLink } from './CartLink';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const lines = [
  { ...earbudsLine, image_72x72: storyImage('Earbuds', 210, 72, 72) },
  { ...toteLine, image_72x72: storyImage('Tote', 30, 72, 72) },
];
const cart: GetCartResponse = {
  carts: lines,
  checkouts: {
    '1': checkoutGroup({
      seller_id: 1,
      name: 'Marketfront',
      shipping_cost: 5,
      image: storyImage('M', 210, 40, 40),
    }),
    '5': checkoutGroup({
      seller_id: 5,
      name: 'Doe Leather',
      shipping_cost: 5,
      code: 'DOE5',
      is_applied: 1,
      discount: 5,
      image: storyImage('D', 30, 40, 40),
    }),
  },
  coupons: [],
};

const shopWith = (carts: GetCartResponse['carts']) =>
  startDataFixture({ carts, settings_data: { shipping_fee_type: 'flat_rate' } });

/** Opens the mini-cart and waits for the sheet to settle, so the screenshot shows it open. */
const openSheet = async () => {
  const body = within(document.body);
  await userEvent.click(body.getByRole('button', { name: /^Cart: / }));
  const sheet = await body.findByRole('dialog');
  await waitFor(() => expect(sheet).toBeVisible());
  return within(sheet);
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Features/Cart/MiniCart',
  component: CartLink,
  decorators: [withStorefront(shopWith(lines))],
  parameters: { msw: { handlers: cartHandlers(cart) } },
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header button: the cart icon and the number of items. */
export const Closed: Story = {};

/** Two shops, each with its shipping and one with a coupon, then the totals, "View cart" and "Checkout". */
export const Loaded: Story = {
  play: async () => {
    const sheet = await openSheet();
    await sheet.findByRole('region', { name: 'Doe Leather' });
  },
};

export const Empty: Story = {
  decorators: [withStorefront(shopWith([]))],
  parameters: { msw: { handlers: cartHandlers(emptyCart) } },
  play: async () => {
    const sheet = await openSheet();
    await sheet.findByRole('heading', { name: 'Your cart is empty' });
  },
};

/** The cart fails to load: the lines the shop already knows stay, without shop names. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/cart/list', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      ],
    },
  },
  play: async () => {
    const sheet = await openSheet();
    await sheet.findByRole('link', { name: 'Leather Tote' });
  },
};

/** The cart is still loading: the lines already known show at once. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetCartMockHandler(async () => {
          await neverAnswer();
          return cart;
        }),
      ],
    },
  },
  play: async () => {
    const sheet = await openSheet();
    await sheet.findByRole('link', { name: 'Wireless Earbuds Pro' });
  },
};
