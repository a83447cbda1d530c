import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { getGetAvailableCouponsMockHandler } from '@/api-generated/endpoints/coupons/coupons.msw';
import type { GetAvailableCouponsResponse } from '@/api-generated/model';
import { accountCheckHandler, accountStartData, laravelPage } from '../../../tests/helpers/account-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { GiftVoucherScreen } from './GiftVoucherScreen';
import { endlessGet } from '../../../tests/helpers/never-answer';

const coupon = (id: number, code: string, overrides: Record<string, unknown> = {}) => ({
  id,
  user_id: 1,
  title: `Voucher ${code}`,
  code,
  type: 'cart_base',
  discount_type: 'flat',
  discount: 10,
  minimum_shopping: 50,
  maximum_discount: null,
  start_date: '2026-01-01',
  end_date: '2027-12-31',
  banner: null,
  shop_name: null,
  ...overrides,
});

const coupons = (items: ReturnType<typeof coupon>[]) =>
  ({ coupons: laravelPage(items) }) as unknown as GetAvailableCouponsResponse;

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Account/Gift voucher',
  component: GiftVoucherScreen,
  decorators: [withStorefront(accountStartData())],
  parameters: {
    route: '/user/gift-voucher',
    msw: {
      // Named groups: a state replaces the screen's answers and keeps the navigation's check-auth.
      handlers: {
        account: [accountCheckHandler()],
        screen: [
          getGetAvailableCouponsMockHandler(
            coupons([
              coupon(1, 'WELCOME10'),
              coupon(2, 'SAVE15', {
                discount_type: 'percentage',
                discount: 15,
                minimum_shopping: 30,
                maximum_discount: 25,
              }),
              coupon(3, 'DOE5', { user_id: 5, shop_name: 'Doe Leather', discount: 5, minimum_shopping: 0 }),
            ]),
          ),
        ],
      },
    },
  },
} satisfies Meta<typeof GiftVoucherScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flat, a capped percentage and a shop's coupon, each with its copy button. */
export const Loaded: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: { screen: [getGetAvailableCouponsMockHandler(coupons([]))] } } },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: {
        screen: [
          http.get('*/user/coupons*', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
        ],
      },
    },
  },
};

export const Slow: Story = {
  parameters: {
    msw: {
      handlers: { screen: [endlessGet('*/user/coupons*')] },
    },
  },
};
