import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartItemCount, cartSummaryOf, groupBySeller, lineTotal, summarizeCart } from './cart-totals';
import { cartLine, checkoutGroup, sampleCart } from '../../../tests/helpers/cart-fixtures';

const money = fc
  .double({ min: 0, max: 10_000, noNaN: true, noDefaultInfinity: true })
  .map((n) => Math.round(n * 100) / 100);
const line = fc.record({
  price: money,
  discount: money,
  quantity: fc.integer({ min: 1, max: 50 }),
  tax: money,
  shipping_cost: money,
});
const group = fc.record({ seller_id: fc.integer({ min: 1, max: 9 }), shipping_cost: money, tax: money });
const coupon = fc.record({ discount: money, status: fc.constantFrom(0 as const, 1 as const, undefined) });
const feeType = fc.constantFrom('flat_rate', 'product_base', 'invoice_base', 'area_base' as const);
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

describe('cart totals', () => {
  it('total = subtotal + tax + shipping − discount − coupon, never negative nor NaN', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.array(group, { maxLength: 3 }),
        fc.array(coupon, { maxLength: 3 }),
        feeType,
        (carts, groups, coupons, shipping_fee_type) => {
          const s = summarizeCart({ carts, groups, coupons }, { shipping_fee_type });
          const expected = Math.max(
            0,
            s.subtotal + s.tax + (s.shipping ?? 0) - s.discount - s.couponDiscount,
          );
          expect(Number.isFinite(s.total)).toBe(true);
          expect(s.total).toBeGreaterThanOrEqual(0);
          expect(close(s.total, expected)).toBe(true);
          expect(s.discount).toBeLessThanOrEqual(s.subtotal + 1e-6);
          expect(s.shipping === null).toBe(shipping_fee_type === 'area_base');
        },
      ),
    );
  });

  it('line totals add up to the subtotal minus the discount', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (carts) => {
        const s = summarizeCart({ carts, groups: [], coupons: [] }, { shipping_fee_type: 'product_base' });
        const lines = carts.reduce((sum, l) => sum + lineTotal(l), 0);
        expect(close(lines, s.subtotal - s.discount)).toBe(true);
      }),
    );
  });

  it('counts items as the sum of quantities', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99 })), (quantities) => {
        expect(cartItemCount(quantities.map((quantity) => ({ quantity })))).toBe(
          quantities.reduce((a, b) => a + b, 0),
        );
      }),
    );
  });

  it('adds line shipping (product based) and group shipping (flat rate) of sellers still in the cart', () => {
    const cart = sampleCart();
    expect(cartSummaryOf(cart, { shipping_fee_type: 'flat_rate' })).toEqual({
      subtotal: 179.5,
      discount: 12,
      couponDiscount: 0,
      tax: 0,
      shipping: 10,
      total: 177.5,
    });
    const productBased = {
      carts: [cartLine({ id: 1, price: 10, quantity: 3, shipping_cost: 4.5, tax: 0.5 })],
      checkouts: {
        '1': checkoutGroup({ seller_id: 1, tax: 1 }),
        '2': checkoutGroup({ seller_id: 2, shipping_cost: 9 }),
      },
      coupons: [],
    };
    expect(cartSummaryOf(productBased, { shipping_fee_type: 'product_base' })).toMatchObject({
      subtotal: 30,
      tax: 2.5,
      shipping: 4.5,
      total: 37,
    });
  });

  it('groups lines by seller in the order they appear, with the shop when known', () => {
    const cart = sampleCart();
    expect(groupBySeller(cart).map((g) => [g.sellerId, g.shop?.name, g.lines.length])).toEqual([
      [1, 'Marketfront', 1],
      [5, 'Doe Leather', 2],
    ]);
    expect(groupBySeller({ ...cart, checkouts: [] })[0]?.shop).toBeUndefined();
  });
});
