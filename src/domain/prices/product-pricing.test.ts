import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrice } from '@/lib/money';
import { canBuy, isOutOfStock, productPricing } from './product-pricing';

const dollars = (amount: number) =>
  formatPrice(amount, { currency: { symbol: '$', exchange_rate: 1 }, symbolFormat: 'symbol_amount' });

const product = (overrides: Partial<Parameters<typeof productPricing>[0]> = {}) => ({
  price: 60,
  special_discount_type: '',
  special_discount_check: 0,
  discount_percentage: 0,
  ...overrides,
});

describe('productPricing', () => {
  it('shows the base price when nothing is discounted', () => {
    expect(productPricing(product(), dollars)).toEqual({ price: '$60.00' });
  });

  it('reads discount_percentage as the discounted price and special_discount_check as the discount', () => {
    expect(
      productPricing(
        product({ special_discount_type: 'percentage', special_discount_check: 10, discount_percentage: 54 }),
        dollars,
      ),
    ).toEqual({ price: '$54.00', originalPrice: '$60.00', discount: { kind: 'percent', percent: 10 } });
    expect(
      productPricing(
        product({ special_discount_type: 'flat', special_discount_check: 5, discount_percentage: 55 }),
        dollars,
      ),
    ).toEqual({ price: '$55.00', originalPrice: '$60.00', discount: { kind: 'flat', amount: '$5.00' } });
  });

  it('gives null, never "NaN", for amounts that cannot be shown', () => {
    expect(productPricing(product({ price: Number.NaN }), dollars)).toBeNull();
    expect(productPricing(product({ price: -1 }), dollars)).toBeNull();
    expect(productPricing(product({ price: null as unknown as number }), dollars)).toBeNull();
  });

  it('never produces NaN, undefined or a negative amount, whatever the numbers', () => {
    const amount = fc.oneof(fc.double({ noDefaultInfinity: false }), fc.constant(Number.NaN), fc.integer());
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        fc.constantFrom('flat', 'percentage', ''),
        (price, check, discounted, type) => {
          const pricing = productPricing(
            {
              price,
              special_discount_check: check,
              discount_percentage: discounted,
              special_discount_type: type,
            },
            dollars,
          );
          const text = JSON.stringify(pricing);
          expect(text).not.toMatch(/NaN|undefined|\$-/);
        },
      ),
    );
  });
});

describe('canBuy / isOutOfStock', () => {
  const stocked = { current_stock: 5, minimum_order_quantity: 2, is_catalog: false, is_classified: false };

  it('needs stock for the minimum order, and never for catalogue or classified products', () => {
    expect(canBuy(stocked)).toBe(true);
    expect(canBuy({ ...stocked, current_stock: 1 })).toBe(false);
    expect(canBuy({ ...stocked, is_catalog: true })).toBe(false);
    expect(canBuy({ ...stocked, is_classified: 1 })).toBe(false);
  });

  it('calls a product out of stock at zero, except classified ads', () => {
    expect(isOutOfStock({ ...stocked, current_stock: 0 })).toBe(true);
    expect(isOutOfStock({ ...stocked, current_stock: 0, is_classified: true })).toBe(false);
  });
});
