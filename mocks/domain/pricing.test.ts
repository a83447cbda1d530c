import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY } from './clock';
import {
  activeSpecialDiscount,
  cardPriceFields,
  discountBadge,
  discountedPrice,
  priceRange,
  unitDiscount,
  unitPriceFor,
  wholesaleUnitPrice,
} from './pricing';
import { AT, makeProduct, makeVariant } from './testing';

const iso = (ms: number) => new Date(ms).toISOString();
const windowed = { special_discount_start: iso(AT - DAY), special_discount_end: iso(AT + DAY) };

describe('special discounts', () => {
  it('applies a flat discount as the unit discount', () => {
    const p = makeProduct({ price: 50, special_discount: 12.5, special_discount_type: 'flat', ...windowed });
    expect(unitDiscount(p, 50, AT)).toBe(12.5);
    expect(discountedPrice(p, 50, AT)).toBe(37.5);
    expect(discountBadge(p, AT)).toEqual({ type: 'flat', amount: 12.5 });
  });

  it('applies a percentage discount as price × pct / 100, rounded to the cent', () => {
    const p = makeProduct({
      price: 19.99,
      special_discount: 15,
      special_discount_type: 'percentage',
      ...windowed,
    });
    expect(unitDiscount(p, 19.99, AT)).toBe(3);
    expect(discountedPrice(p, 19.99, AT)).toBe(16.99);
    expect(discountBadge(p, AT)).toEqual({ type: 'percentage', percent: 15 });
  });

  it('is active only inside its time window', () => {
    const p = makeProduct({ special_discount: 10, special_discount_type: 'percentage', ...windowed });
    expect(activeSpecialDiscount(p, AT - DAY - 1)).toBeNull();
    expect(activeSpecialDiscount(p, AT - DAY)).not.toBeNull();
    expect(activeSpecialDiscount(p, AT + DAY)).not.toBeNull();
    expect(activeSpecialDiscount(p, AT + DAY + 1)).toBeNull();
  });

  it('needs a positive value and a type', () => {
    expect(
      activeSpecialDiscount(
        makeProduct({ special_discount: 0, special_discount_type: 'flat', ...windowed }),
        AT,
      ),
    ).toBeNull();
    expect(
      activeSpecialDiscount(makeProduct({ special_discount: 5, special_discount_type: '', ...windowed }), AT),
    ).toBeNull();
  });

  it('never discounts wholesale products', () => {
    const p = makeProduct({
      is_wholesale: true,
      special_discount: 5,
      special_discount_type: 'flat',
      ...windowed,
    });
    expect(unitDiscount(p, 20, AT)).toBe(0);
    expect(discountBadge(p, AT)).toBeNull();
  });

  it('never discounts more than the price', () => {
    const flat = makeProduct({ price: 3, special_discount: 10, special_discount_type: 'flat', ...windowed });
    expect(discountedPrice(flat, 3, AT)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (cents, value, pct) => {
          const p = makeProduct({
            special_discount: value,
            special_discount_type: pct ? 'percentage' : 'flat',
            ...windowed,
          });
          const price = cents / 100;
          const d = unitDiscount(p, price, AT);
          return d >= 0 && d <= price && discountedPrice(p, price, AT) >= 0;
        },
      ),
    );
  });

  it("gives the backend's card fields: discount value and discounted price", () => {
    const p = makeProduct({
      price: 80,
      special_discount: 25,
      special_discount_type: 'percentage',
      ...windowed,
    });
    expect(cardPriceFields(p, AT)).toEqual({
      price: 80,
      special_discount_check: 25,
      discount_percentage: 60,
    });
    expect(cardPriceFields(p, AT + 2 * DAY)).toEqual({
      price: 80,
      special_discount_check: 0,
      discount_percentage: 0,
    });
  });
});

describe('unit prices', () => {
  it('uses the wholesale tier containing the quantity', () => {
    const tiers = [
      { min_qty: 10, max_qty: 49, price: 9 },
      { min_qty: 50, max_qty: 500, price: 8 },
    ];
    expect(wholesaleUnitPrice(tiers, 10, 9)).toBe(10);
    expect(wholesaleUnitPrice(tiers, 10, 10)).toBe(9);
    expect(wholesaleUnitPrice(tiers, 10, 50)).toBe(8);
    const p = makeProduct({ price: 10, is_wholesale: true, wholesale_prices: tiers });
    expect(unitPriceFor(p, null, 60)).toBe(8);
  });

  it('uses the variant price for variant products', () => {
    const p = makeProduct({
      has_variant: true,
      stocks: [makeVariant(1, '1-101', { price: 30 }), makeVariant(1, '2-101', { price: 35 })],
    });
    expect(unitPriceFor(p, p.stocks[1]!, 1)).toBe(35);
    expect(priceRange(p)).toEqual({ min: 30, max: 35 });
  });
});
