import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { within } from 'storybook/test';
import { getGetCartMockHandler } from '@/api-generated/endpoints/cart/cart.msw';
import type { GetCartResponse } from '@/api-generated/model';
import {
  cartHandlers,
  checkoutGroup,
  ebookLine,
  earbudsLine,
  emptyCart,
  toteLine,
} from '../../../tests/helpers/cart-fixtures';
import { signedInUser, startDataFixture } from '../../../tests/helpers/start-data';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { CartScreen } from './CartScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { cartLine } from '../../../tests/helpers/cart-fixtures';

/** The sample cart with local pictures and shop logos, so screenshots never wait on the network. */
const cart: GetCartResponse = {
  carts: [
    { ...earbudsLine, image_72x72: storyImage('Earbuds', 210, 72, 72) },
    { ...toteLine, image_72x72: storyImage('Tote', 30, 72, 72) },
    { ...ebookLine, image_72x72: storyImage('Guide', 120, 72, 72) },
  ],
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
      image: storyImage('D', 30, 40, 40),
    }),
  },
  coupons: [],
};

const settings = { shipping_fee_type: 'flat_rate', coupon_system: 1 } as const;
const shop = startDataFixture({ settings_data: settings });

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Cart',
  component: CartScreen,
  decorators: [withStorefront(shop)],
  parameters: { route: '/cart', msw: { handlers: cartHandlers(cart) } },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops, a discounted line, a digital line and flat-rate shipping per shop. */
export const Loaded: Story = {};

/** A signed-in shopper with a coupon applied: the coupon box and the coupon discount row show. */
export const WithCoupon: Story = {
  decorators: [withStorefront(startDataFixture({ user: signedInUser, settings_data: settings }))],
  // The coupon form loads when shown (issue 8): the capture waits for it, not for its placeholder.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Coupon code' }, { timeout: 10_000 });
  },
  parameters: {
    msw: {
      handlers: cartHandlers({
        ...cart,
        coupons: [
          {
            coupon_id: 3,
            title: 'Winter sale',
            status: 1,
            discount_type: 'flat',
            discount: 7.5,
            coupon_discount: 7.5,
          },
        ],
      }),
    },
  },
};

export const Empty: Story = { parameters: { msw: { handlers: cartHandlers(emptyCart) } } };

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/cart/list', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      ],
    },
  },
};

/** The cart never answers: the skeleton of the final layout stays. */
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
};

/** Each product's estimated shipping days, as its product answer gives them (the e-book ships nothing). */
const shippingDays: Record<string, number | string> = {
  'wireless-earbuds-pro': 3,
  'leather-tote': 5,
  'leather-belt': '8',
};
const productAnswers = http.get('*/home/product-details/:slug', ({ params }) => {
  const slug = String(params.slug);
  const base = productDetails();
  const digital = slug === ebookLine.product_slug;
  return HttpResponse.json({
    ...base,
    product: {
      ...base.product,
      slug,
      is_digital: digital ? 1 : 0,
      estimated_shipping_days: digital ? 0 : (shippingDays[slug] ?? null),
    },
  });
});

/**
 * The delivery promise per shop (issue 38 §2), read on Friday 27 November 2026: Marketfront's earbuds arrive by
 * Monday (through the weekend); Doe Leather's tote and belt differ, so a range across the month's end.
 */
export const DeliveryDates: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^Arrives Dec 2/, {}, { timeout: 10_000 });
    await within(canvasElement).findByText(/^Arrives by/, {}, { timeout: 10_000 });
  },
  parameters: {
    msw: {
      handlers: [
        ...cartHandlers({
          ...cart,
          carts: [
            ...cart.carts,
            cartLine({
              id: 14,
              seller_id: 5,
              product_name: 'Leather Belt',
              product_slug: 'leather-belt',
              price: 18,
              image_72x72: storyImage('Belt', 60, 72, 72),
            }),
          ],
        }),
        productAnswers,
      ],
    },
  },
};
