import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateCoupons, applyCoupon } from './coupons';
import { toMinor } from './money';
import { areaShippingQuoteMinor, invoiceTierFeeMinor } from './shipping';
import { computeTotals, toMajorTotals, type MoneyTotals } from './totals';
import type { AppliedCoupon, CommerceSettings } from './types';
import { AT, SETTINGS, couponArb, linesArb, makeLine, makeShop, settingsArb } from './testing';

const KEYS: (keyof MoneyTotals)[] = [
  'sub_total',
  'discount',
  'coupon_discount',
  'tax',
  'shipping_cost',
  'total_amount',
  'total_payable',
];
const noDelivery = { pickup: false, cityCost: null };
const with_ = (overrides: Partial<CommerceSettings>) => ({ ...SETTINGS, ...overrides });

describe('shipping', () => {
  const lines = [
    makeLine({ id: 1, seller_id: 2, price: 30, quantity: 1 }),
    makeLine({ id: 2, seller_id: 2, price: 10, quantity: 1 }),
    makeLine({ id: 3, seller_id: 3, price: 80, quantity: 1 }),
  ];

  it('flat_rate: once per seller group', () => {
    const t = computeTotals({
      lines,
      settings: with_({ shipping_fee_type: 'flat_rate', shipping_fee_flat_rate: 5 }),
      delivery: noDelivery,
    });
    expect(t.groups.map((g) => g.shipping_cost)).toEqual([500, 500]);
    expect(t.overall.shipping_cost).toBe(1000);
  });

  it('product_base: the sum of the line shipping', () => {
    const withShipping = lines.map((l, i) => ({ ...l, shipping_cost: i + 1 }));
    const t = computeTotals({
      lines: withShipping,
      settings: with_({ shipping_fee_type: 'product_base' }),
      delivery: noDelivery,
    });
    expect(t.groups.map((g) => g.shipping_cost)).toEqual([300, 300]);
  });

  it('area_base: the city cost per seller group, 0 before a city is chosen', () => {
    const settings = with_({ shipping_fee_type: 'area_base' });
    expect(computeTotals({ lines, settings, delivery: noDelivery }).overall.shipping_cost).toBe(0);
    expect(
      computeTotals({ lines, settings, delivery: { pickup: false, cityCost: 7.5 } }).overall.shipping_cost,
    ).toBe(1500);
    expect(areaShippingQuoteMinor(7.5, 2)).toBe(1500);
  });

  it('invoice_base: the tier fee by group subtotal, else the default rate', () => {
    const tiers = SETTINGS.invoice_based_shipping_fee;
    expect(invoiceTierFeeMinor(4000, tiers, 8)).toBe(600);
    expect(invoiceTierFeeMinor(8000, tiers, 8)).toBe(400);
    expect(invoiceTierFeeMinor(15000, tiers, 8)).toBe(0);
    expect(invoiceTierFeeMinor(15000, [], 8)).toBe(800);
    const t = computeTotals({
      lines,
      settings: with_({ shipping_fee_type: 'invoice_base' }),
      delivery: noDelivery,
    });
    expect(t.groups.map((g) => g.shipping_cost)).toEqual([600, 400]);
  });

  it('pickup hub: no shipping at all', () => {
    const withShipping = lines.map((l) => ({ ...l, shipping_cost: 3 }));
    for (const type of ['flat_rate', 'product_base', 'area_base', 'invoice_base'] as const) {
      const t = computeTotals({
        lines: withShipping,
        settings: with_({ shipping_fee_type: type }),
        delivery: { pickup: true, cityCost: 9 },
      });
      expect(t.overall.shipping_cost).toBe(0);
    }
  });

  it('digital-only groups pay no group shipping', () => {
    const digital = [makeLine({ id: 1, seller_id: 2, is_digital_product: 1 })];
    expect(
      computeTotals({ lines: digital, settings: SETTINGS, delivery: noDelivery }).overall.shipping_cost,
    ).toBe(0);
  });
});

describe('tax and totals', () => {
  it('product_base tax: Σ unit tax × qty; total_amount includes tax', () => {
    const lines = [makeLine({ id: 1, price: 40, discount: 4, tax: 2, quantity: 2 })];
    const t = computeTotals({ lines, settings: SETTINGS, delivery: noDelivery });
    expect(toMajorTotals(t.overall)).toEqual({
      sub_total: 80,
      discount: 8,
      coupon_discount: 0,
      tax: 4,
      shipping_cost: 5,
      total_amount: 76,
      total_payable: 81,
    });
  });

  it('order_base before_tax: % of price × qty', () => {
    const lines = [makeLine({ id: 1, price: 100, discount: 10, quantity: 1 })];
    const t = computeTotals({
      lines,
      settings: with_({
        vat_and_tax_type: 'order_base',
        tax_type: 'before_tax',
        order_wise_tax_percentage: 10,
      }),
      delivery: noDelivery,
    });
    expect(toMajorTotals(t.overall)).toMatchObject({ tax: 10, total_amount: 100, total_payable: 105 });
  });

  it('order_base after_tax: % of price × qty + shipping − discounts − coupon; tax added after total_amount', () => {
    const lines = [makeLine({ id: 1, price: 100, discount: 10, quantity: 1 })];
    const coupons = new Map([[1, 1000]]);
    const t = computeTotals({
      lines,
      coupons,
      settings: with_({
        vat_and_tax_type: 'order_base',
        tax_type: 'after_tax',
        order_wise_tax_percentage: 10,
      }),
      delivery: noDelivery,
    });
    // base = 100 + 5 − 10 − 10 = 85 → tax 8.50
    expect(toMajorTotals(t.overall)).toEqual({
      sub_total: 100,
      discount: 10,
      coupon_discount: 10,
      tax: 8.5,
      shipping_cost: 5,
      total_amount: 80,
      total_payable: 93.5,
    });
  });
});

describe('cart arithmetic properties (R16)', () => {
  const deliveryArb = fc.record({
    pickup: fc.boolean(),
    cityCost: fc.option(
      fc.integer({ min: 0, max: 3_000 }).map((n) => n / 100),
      { nil: null },
    ),
  });

  it('totals equal the sum of lines and groups, are integers, never negative, and coupons never exceed the subtotal', () => {
    fc.assert(
      fc.property(
        linesArb,
        settingsArb,
        deliveryArb,
        fc.tuple(couponArb(1), couponArb(2), couponArb(3)),
        (lines, settings, delivery, coupons) => {
          const applied: AppliedCoupon[] = [];
          for (const coupon of coupons) {
            const result = applyCoupon({
              code: coupon.code,
              trx_id: 'TRX',
              user_id: 22,
              lines,
              applied,
              coupons,
              shops: [2, 3, 4, 5].map((id) => makeShop(id)),
              couponSystem: true,
              newId: applied.length + 1,
              at: AT,
            });
            if (result.ok) applied.push(result.value);
          }
          const allocation = allocateCoupons(applied, coupons, lines);
          const totals = computeTotals({ lines, coupons: allocation.perLine, settings, delivery });

          for (const key of KEYS) {
            expect(totals.overall[key]).toBe(totals.groups.reduce((t, g) => t + g[key], 0));
            expect(Number.isInteger(totals.overall[key])).toBe(true);
            expect(totals.overall[key]).toBeGreaterThanOrEqual(0);
          }
          for (const group of totals.groups) {
            for (const key of ['sub_total', 'discount', 'coupon_discount'] as const) {
              expect(group[key]).toBe(group.lines.reduce((t, l) => t + l[key], 0));
            }
            expect(group.tax).toBe(group.lines.reduce((t, l) => t + l.tax, 0) + group.group_tax);
            expect(group.shipping_cost).toBe(
              group.lines.reduce((t, l) => t + l.shipping_cost, 0) + group.group_shipping,
            );
            expect(group.total_payable).toBe(
              group.sub_total - group.discount - group.coupon_discount + group.tax + group.shipping_cost,
            );
            expect(group.total_payable).toBe(
              group.lines.reduce((t, l) => t + l.total, 0) + group.group_tax + group.group_shipping,
            );
            expect(group.discount + group.coupon_discount).toBeLessThanOrEqual(group.sub_total);
            expect(group.total_amount).toBeGreaterThanOrEqual(0);
          }
          expect(totals.overall.coupon_discount).toBeLessThanOrEqual(
            totals.overall.sub_total - totals.overall.discount,
          );
          if (delivery.pickup) expect(totals.overall.shipping_cost).toBe(0);
          // Major-unit output round-trips to the same minor units.
          const major = toMajorTotals(totals.overall);
          for (const key of KEYS) expect(toMinor(major[key])).toBe(totals.overall[key]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
