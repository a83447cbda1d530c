import { describe, expect, it } from 'vitest';
import { productDetails } from '../../../tests/helpers/catalogue-fixtures';
import { tierFor, wholesaleTiers } from './purchase';
import { starRows, likedBy } from './reviews';

const wholesale = (overrides = {}) =>
  productDetails({
    has_variant: 0,
    price: 20,
    minimum_order_quantity: 1,
    is_wholesale: 1,
    wholesale_prices: [
      { min_qty: 50, max_qty: 500, price: 16 },
      { min_qty: 10, max_qty: 49, price: 18 },
    ],
    ...overrides,
  }).product;

describe('wholesale tiers', () => {
  it('lists the regular price up to the first tier, then the tiers lowest first', () => {
    expect(wholesaleTiers(wholesale())).toEqual([
      { min: 1, max: 9, price: 20 },
      { min: 10, max: 49, price: 18 },
      { min: 50, max: 500, price: 16 },
    ]);
  });

  it('the tier follows the quantity; past the last tier the last one still applies', () => {
    const tiers = wholesaleTiers(wholesale());
    expect(tierFor(tiers, 1)?.price).toBe(20);
    expect(tierFor(tiers, 9)?.price).toBe(20);
    expect(tierFor(tiers, 10)?.price).toBe(18);
    expect(tierFor(tiers, 49)?.price).toBe(18);
    expect(tierFor(tiers, 50)?.price).toBe(16);
    expect(tierFor(tiers, 900)?.price).toBe(16);
  });

  it('none for products that are not wholesale, have variants, or have no tiers', () => {
    expect(wholesaleTiers(wholesale({ is_wholesale: 0 }))).toEqual([]);
    expect(wholesaleTiers(wholesale({ has_variant: 1 }))).toEqual([]);
    expect(wholesaleTiers(wholesale({ wholesale_prices: [] }))).toEqual([]);
  });

  it('starts at the minimum order quantity', () => {
    expect(wholesaleTiers(wholesale({ minimum_order_quantity: 10 }))[0]).toEqual({
      min: 10,
      max: 49,
      price: 18,
    });
  });
});

describe('review helpers', () => {
  it('turns shares back into counts, 5 stars first', () => {
    expect(starRows({ '5': 58.33, '4': 25, '3': 0, '2': 8.33, '1': 8.33 }, 12)).toEqual([
      { stars: 5, percent: 58.33, count: 7 },
      { stars: 4, percent: 25, count: 3 },
      { stars: 3, percent: 0, count: 0 },
      { stars: 2, percent: 8.33, count: 1 },
      { stars: 1, percent: 8.33, count: 1 },
    ]);
  });

  it('a like is the viewer’s when their id is among the likes; guests never liked', () => {
    const review = { review_likes: [{ user_id: 3 }, { user_id: 22 }] };
    expect(likedBy(review, 22)).toBe(true);
    expect(likedBy(review, 4)).toBe(false);
    expect(likedBy(review, null)).toBe(false);
  });
});
