import { describe, expect, it } from 'vitest';
import { unwrap } from './errors';
import { cancelOrder, completeOrders, confirmOrders, orderCode, type ConfirmOrdersInput } from './orders';
import type { Address, Order, Product } from './types';
import { AT, SETTINGS, makeLine, makeProduct, makeVariant } from './testing';

const address: Address = {
  id: 1,
  user_id: 22,
  name: 'Demo',
  email: 'd@x.test',
  phone_no: '1',
  address: 'Street 1',
  address_ids: { country_id: 1, state_id: 1, city_id: 1 },
  country: 'Bangladesh',
  state: 'Dhaka',
  city: 'Dhaka',
  latitude: 0,
  longitude: 0,
  postal_code: '1205',
  default_shipping: 1,
  default_billing: 1,
};

const phone = makeProduct({
  id: 1,
  user_id: 2,
  product_name: 'Phone',
  reward: 3,
  has_variant: true,
  current_stock: 5,
  stocks: [makeVariant(1, '1-301', { current_stock: 5, price: 100 })],
});
const book = makeProduct({ id: 2, user_id: 3, product_name: 'Book', price: 10, current_stock: 2, reward: 1 });
const ebook = makeProduct({
  id: 3,
  user_id: 3,
  product_name: 'E-book',
  price: 5,
  is_digital: true,
  current_stock: 9999,
  cash_on_delivery: false,
});
const products = new Map<number, Product>([phone, book, ebook].map((p) => [p.id, p]));

const lines = [
  makeLine({
    id: 1,
    product_id: 1,
    seller_id: 2,
    variant: '1-301',
    variants_name: 'Black-64GB',
    sku: 'SKU-1',
    price: 100,
    quantity: 2,
  }),
  makeLine({ id: 2, product_id: 2, seller_id: 3, price: 10, quantity: 1 }),
];

const stockOf = (productId: number, variant: string) => {
  const p = products.get(productId)!;
  return {
    product: p.current_stock,
    variant: variant ? (p.stocks.find((s) => s.variant_ids === variant)?.current_stock ?? 0) : null,
  };
};

function confirm(overrides: Partial<ConfirmOrdersInput> = {}) {
  return confirmOrders({
    trx_id: 'TRX',
    user_id: 22,
    lines,
    products,
    stockOf,
    applied: [],
    coupons: [],
    settings: SETTINGS,
    checkout_method: 2,
    pickup_hub_id: null,
    shipping_address: address,
    billing_address: null,
    cityCost: null,
    at: AT,
    nextOrderId: 1,
    nextDetailId: 1,
    nextCodeCounter: 1,
    ...overrides,
  });
}

function complete(
  orders: Order[],
  payment_type: string,
  extra: Partial<Parameters<typeof completeOrders>[0]> = {},
) {
  return completeOrders({
    orders,
    mode: 'place',
    payment_type,
    signedIn: true,
    balance: 1000,
    settings: SETTINGS,
    products,
    stockOf,
    rewardsEnabled: true,
    at: AT,
    ...extra,
  });
}

describe('order codes', () => {
  it('are "YR-" + 10 digits, deterministic and distinct', () => {
    expect(orderCode(1)).toMatch(/^YR-\d{10}$/);
    expect(orderCode(1)).toBe(orderCode(1));
    const codes = new Set(Array.from({ length: 5000 }, (_, i) => orderCode(i + 1)));
    expect(codes.size).toBe(5000);
  });
});

describe('confirm', () => {
  it('creates one status-0 unpaid order per seller sharing the trx id', () => {
    const orders = unwrap(confirm());
    expect(orders).toHaveLength(2);
    expect(orders.map((o) => o.seller_id)).toEqual([2, 3]);
    for (const o of orders) {
      expect(o).toMatchObject({
        trx_id: 'TRX',
        status: 0,
        payment_status: 'unpaid',
        delivery_status: 'pending',
        user_id: 22,
      });
    }
    expect(orders[0]).toMatchObject({ sub_total: 200, shipping_cost: 5, total_payable: 205 });
    expect(orders[0]!.order_details[0]).toMatchObject({
      product_name: 'Phone',
      variation: 'Black-64GB',
      variant_ids: '1-301',
      quantity: 2,
      price: 100,
    });
    expect(new Set(orders.map((o) => o.code)).size).toBe(2);
  });

  it('re-checks stock: "<product> is out of Stock"', () => {
    const result = confirm({ lines: [makeLine({ id: 2, product_id: 2, seller_id: 3, quantity: 3 })] });
    expect(!result.ok && result.error.message).toBe('Book is out of Stock');
  });

  it('needs an address (or a pickup hub) and a non-empty cart', () => {
    expect(confirm({ shipping_address: null }).ok).toBe(false);
    expect(confirm({ checkout_method: 1 }).ok).toBe(false);
    const pickup = unwrap(confirm({ checkout_method: 1, pickup_hub_id: 1 }));
    expect(pickup.every((o) => o.shipping_cost === 0 && o.pickup_hub_id === 1)).toBe(true);
    expect(confirm({ lines: [] }).ok).toBe(false);
  });

  it('lets digital-only carts through without an address', () => {
    expect(
      confirm({
        lines: [makeLine({ id: 9, product_id: 3, seller_id: 3, is_digital_product: 1 })],
        shipping_address: null,
      }).ok,
    ).toBe(true);
  });
});

describe('complete', () => {
  it('leaves cash on delivery, pay later and offline orders unpaid', () => {
    for (const type of ['cash_on_delivery', 'pay_later', 'offline_method']) {
      const done = unwrap(complete(unwrap(confirm()), type, { offline_method_id: 1 }));
      expect(
        done.orders.every((o) => o.status === 1 && o.payment_status === 'unpaid' && o.payment_type === type),
      ).toBe(true);
      expect(done.walletDebit).toBe(0);
      expect(done.rewardPoints.size).toBe(0);
    }
  });

  it('marks simulated gateways as paid and credits reward points', () => {
    const done = unwrap(complete(unwrap(confirm()), 'stripe'));
    expect(done.orders.every((o) => o.payment_status === 'paid')).toBe(true);
    expect([...done.rewardPoints.values()]).toEqual([6, 1]);
  });

  it('decrements stock of products and variants on completion only', () => {
    const done = unwrap(complete(unwrap(confirm()), 'cash_on_delivery'));
    expect(done.stockChanges).toEqual([
      { product_id: 1, variant: '1-301', delta: -2 },
      { product_id: 2, variant: '', delta: -1 },
    ]);
  });

  it('pays with the wallet only with enough balance, and debits it', () => {
    const orders = unwrap(confirm());
    const short = complete(orders, 'wallet', { balance: 100 });
    expect(!short.ok && short.error.code).toBe('wallet_insufficient');
    const done = unwrap(complete(orders, 'wallet', { balance: 300 }));
    expect(done.walletDebit).toBe(orders.reduce((t, o) => t + Math.round(o.total_payable * 100), 0));
    expect(done.orders.every((o) => o.payment_status === 'paid')).toBe(true);
  });

  it('refuses wallet and pay later for guests, unknown methods and COD for non-COD products', () => {
    const orders = unwrap(confirm());
    expect(complete(orders, 'wallet', { signedIn: false }).ok).toBe(false);
    expect(complete(orders, 'pay_later', { signedIn: false }).ok).toBe(false);
    expect(complete(orders, 'bitcoin').ok).toBe(false);
    const digital = unwrap(
      confirm({ lines: [makeLine({ id: 9, product_id: 3, seller_id: 3, is_digital_product: 1, price: 5 })] }),
    );
    expect(complete(digital, 'cash_on_delivery').ok).toBe(false);
  });

  it('re-checks stock at completion', () => {
    const orders = unwrap(confirm());
    const result = complete(orders, 'stripe', { stockOf: () => ({ product: 0, variant: 0 }) });
    expect(result.ok).toBe(false);
  });

  it('pays an existing unpaid order later without touching stock', () => {
    const placed = unwrap(complete(unwrap(confirm()), 'pay_later')).orders;
    const paid = unwrap(complete([placed[0]!], 'stripe', { mode: 'pay_existing' }));
    expect(paid.orders[0]!.payment_status).toBe('paid');
    expect(paid.stockChanges).toEqual([]);
    expect(complete([paid.orders[0]!], 'stripe', { mode: 'pay_existing' }).ok).toBe(false);
  });
});

describe('cancel', () => {
  it('is allowed only to the owner while delivery is pending', () => {
    const [order] = unwrap(complete(unwrap(confirm()), 'cash_on_delivery')).orders;
    expect(cancelOrder({ order: order!, user_id: 23, products, at: AT }).ok).toBe(false);
    const shipped = cancelOrder({
      order: { ...order!, delivery_status: 'on_the_way' },
      user_id: 22,
      products,
      at: AT,
    });
    expect(!shipped.ok && shipped.error.message).toBe('You can not cancel the order anymore');
  });

  it('restores stock and refunds paid orders to the wallet', () => {
    const [order] = unwrap(complete(unwrap(confirm()), 'stripe')).orders;
    const cancelled = unwrap(cancelOrder({ order: order!, user_id: 22, products, at: AT }));
    expect(cancelled.order).toMatchObject({
      delivery_status: 'canceled',
      is_cancelled: 1,
      payment_status: 'refunded_to_wallet',
    });
    expect(cancelled.refund).toBe(Math.round(order!.total_payable * 100));
    expect(cancelled.stockChanges).toEqual([{ product_id: 1, variant: '1-301', delta: 2 }]);
    expect(cancelled.rewardReversal).toBe(6);
    expect(cancelOrder({ order: cancelled.order, user_id: 22, products, at: AT }).ok).toBe(false);
  });

  it('does not refund unpaid orders', () => {
    const [order] = unwrap(complete(unwrap(confirm()), 'cash_on_delivery')).orders;
    const cancelled = unwrap(cancelOrder({ order: order!, user_id: 22, products, at: AT }));
    expect(cancelled.refund).toBe(0);
    expect(cancelled.order.payment_status).toBe('unpaid');
  });
});
