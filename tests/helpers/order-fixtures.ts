// Hand-written, deterministic orders for the order screens' stories (the tests use real demo-shop orders).
import type { Address, Order, OrderLine } from '@/api-generated/model';

export const sampleAddress: Address = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone_no: '+8801712345678',
  address: '12 Lake Road',
  address_ids: { country_id: 1, state_id: 2, city_id: 3 },
  country: 'Bangladesh',
  state: 'Dhaka',
  city: 'Dhaka',
  postal_code: '1207',
  default_shipping: 1,
  default_billing: 1,
};

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 1,
    order_id: 1,
    product_id: 101,
    product_name: 'Wireless Earbuds Pro',
    variation: 'Black',
    price: 60,
    tax: 0,
    discount: 6,
    quantity: 1,
    shipping_cost: { total_cost: 0 },
    coupon_discount: { discount: 0 },
    is_refundable: 1,
    refund: null,
    product: { id: 101, slug: 'wireless-earbuds-pro' },
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    seller_id: 1,
    user_id: 24,
    code: 'YR-0000012345',
    trx_id: 'TRX-STORY-1',
    date: '21 Nov 2026',
    delivery_status: 'pending',
    payment_type: 'cash_on_delivery',
    payment_status: 'unpaid',
    sub_total: 60,
    discount: 6,
    coupon_discount: 0,
    total_tax: 0,
    total_amount: 54,
    shipping_cost: 5,
    total_payable: 59,
    shipping_address: sampleAddress,
    billing_address: sampleAddress,
    status: 1,
    order_details: [orderLine()],
    ...overrides,
  };
}

/** Two shops' orders of one transaction: earbuds from the shop itself, a tote from Doe Leather. */
export const twoShopOrders: Order[] = [
  order(),
  order({
    id: 2,
    seller_id: 5,
    code: 'YR-0000012346',
    delivery_status: 'on_the_way',
    payment_status: 'paid',
    payment_type: 'wallet',
    sub_total: 50,
    discount: 0,
    total_amount: 50,
    total_payable: 55,
    order_details: [
      orderLine({
        id: 2,
        order_id: 2,
        product_id: 102,
        product_name: 'Leather Tote',
        variation: null,
        price: 25,
        discount: 0,
        quantity: 2,
        product: { id: 102, slug: 'leather-tote' },
      }),
    ],
  }),
];

/** A shop's settings with no gateway, wallet or pay later: the demo scenario's, for the stories of that state. */
export { NO_PAYMENT_METHOD_SETTINGS } from '../../mocks/scenarios';
