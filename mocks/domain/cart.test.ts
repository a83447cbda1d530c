import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  availableStock,
  mergeCarts,
  priceLine,
  updateCartLineByDelta,
  type StockLevels,
} from './cart';
import { DAY } from './clock';
import { unwrap } from './errors';
import type { CartLine, Product } from './types';
import { AT, SETTINGS, makeLine, makeProduct, makeVariant } from './testing';

const iso = (ms: number) => new Date(ms).toISOString();

function add(
  lines: CartLine[],
  product: Product,
  quantity: number,
  variantKey?: string,
  stock?: StockLevels,
) {
  return addToCart(lines, {
    product,
    quantity,
    variantKey,
    stock: stock ?? {
      product: product.current_stock,
      variant: variantKey
        ? (product.stocks.find((s) => s.variant_ids === variantKey)?.current_stock ?? 0)
        : null,
    },
    trx_id: 'TRX',
    user_id: null,
    newLineId: lines.length + 1,
    settings: SETTINGS,
    at: AT,
  });
}

describe('add to cart', () => {
  it('adds a line with price, unit discount, unit tax and line shipping', () => {
    const product = makeProduct({
      price: 40,
      special_discount: 10,
      special_discount_type: 'percentage',
      special_discount_start: iso(AT - DAY),
      special_discount_end: iso(AT + DAY),
      vat_taxes: [{ id: 1, title: 'VAT', percentage: 5 }],
    });
    const { line, created } = unwrap(add([], product, 2));
    expect(created).toBe(true);
    expect(line).toMatchObject({
      price: 40,
      discount: 4,
      tax: 2,
      quantity: 2,
      seller_id: 2,
      variant: '',
      min_quantity: 1,
    });
    expect(line.shipping_cost).toBe(0); // flat_rate shipping is per seller group, not per line
  });

  it('refuses less than the minimum order quantity', () => {
    const product = makeProduct({ minimum_order_quantity: 3 });
    const result = add([], product, 2);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('Please order minimum of 3 products');
    expect(add([], product, 3).ok).toBe(true);
  });

  it('refuses more than the stock: "Product is out of stock"', () => {
    const product = makeProduct({ current_stock: 2 });
    const result = add([], product, 3);
    expect(!result.ok && result.error.message).toBe('Product is out of stock');
    expect(add([], makeProduct({ current_stock: 0 }), 1).ok).toBe(false);
  });

  it('checks the chosen variant stock and needs an existing variant', () => {
    const product = makeProduct({
      has_variant: true,
      current_stock: 12,
      stocks: [
        makeVariant(1, '1-101', { current_stock: 2, price: 30 }),
        makeVariant(1, '2-101', { id: 102, current_stock: 10 }),
      ],
    });
    expect(add([], product, 1).ok).toBe(false);
    expect(add([], product, 1, '9-999').ok).toBe(false);
    expect(add([], product, 3, '1-101').ok).toBe(false);
    const { line } = unwrap(add([], product, 2, '1-101'));
    expect(line).toMatchObject({ variant: '1-101', price: 30, sku: 'SKU-1-1-101', variants_name: '1-101' });
  });

  it('increments the same product + variant and re-checks existing + new quantity', () => {
    const product = makeProduct({ current_stock: 5 });
    const first = unwrap(add([], product, 3));
    const second = unwrap(add(first.lines, product, 2));
    expect(second.lines).toHaveLength(1);
    expect(second.line.quantity).toBe(5);
    expect(second.created).toBe(false);
    const third = add(second.lines, product, 1);
    expect(!third.ok && third.error.code).toBe('out_of_stock');
  });

  it('refuses catalogue and classified products, and unpublished ones', () => {
    expect(add([], makeProduct({ is_catalog: true }), 1).ok).toBe(false);
    expect(add([], makeProduct({ is_classified: true }), 1).ok).toBe(false);
    const unpublished = add([], makeProduct({ status: 'unpublished' }), 1);
    expect(!unpublished.ok && unpublished.error.code).toBe('product_unavailable');
  });

  it('keeps digital products at quantity 1, even when added twice', () => {
    const product = makeProduct({ is_digital: true, current_stock: 9999, shipping_type: 'free_shipping' });
    const first = unwrap(add([], product, 5));
    expect(first.line).toMatchObject({ quantity: 1, is_digital_product: 1, min_quantity: 1 });
    const again = unwrap(add(first.lines, product, 1));
    expect(again.changed).toBe(false);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]!.quantity).toBe(1);
  });

  it('refuses non-integer and non-positive quantities', () => {
    expect(add([], makeProduct(), 0).ok).toBe(false);
    expect(add([], makeProduct(), 1.5).ok).toBe(false);
    expect(add([], makeProduct(), Number.NaN).ok).toBe(false);
  });

  it('computes product-based shipping per line, × quantity when it depends on quantity', () => {
    const settings = { ...SETTINGS, shipping_fee_type: 'product_base' as const };
    const once = makeProduct({ shipping_fee: 3, shipping_fee_depend_on_quantity: false });
    const perUnit = makeProduct({ shipping_fee: 3, shipping_fee_depend_on_quantity: true });
    expect(priceLine(once, null, 4, settings, AT).shipping_cost).toBe(3);
    expect(priceLine(perUnit, null, 4, settings, AT).shipping_cost).toBe(12);
    expect(
      priceLine(makeProduct({ shipping_type: 'free_shipping' }), null, 4, settings, AT).shipping_cost,
    ).toBe(0);
  });
});

describe('cart update by delta', () => {
  const product = makeProduct({ current_stock: 4, minimum_order_quantity: 2 });
  const stock = { product: 4, variant: null };
  const line = makeLine({ id: 1, quantity: 2, min_quantity: 2 });
  const update = (lines: CartLine[], delta: number) =>
    updateCartLineByDelta(lines, { lineId: 1, delta, product, stock, settings: SETTINGS, at: AT });

  it('adds and removes one at a time', () => {
    const up = unwrap(update([line], +1));
    expect(up.line.quantity).toBe(3);
    expect(unwrap(update(up.lines, -1)).line.quantity).toBe(2);
  });

  it('silently leaves the line unchanged below the minimum', () => {
    const down = unwrap(update([line], -1));
    expect(down.changed).toBe(false);
    expect(down.line.quantity).toBe(2);
  });

  it('refuses to go above the stock', () => {
    const atStock = [makeLine({ id: 1, quantity: 4, min_quantity: 2 })];
    const result = update(atStock, +1);
    expect(!result.ok && result.error.message).toBe('Product is out of stock');
  });

  it('reprices wholesale lines by tier but keeps the stored unit discount', () => {
    const wholesale = makeProduct({
      price: 10,
      is_wholesale: true,
      current_stock: 100,
      wholesale_prices: [{ min_qty: 10, max_qty: 49, price: 9 }],
    });
    const at9 = makeLine({ id: 1, quantity: 9, price: 10, discount: 0 });
    const result = unwrap(
      updateCartLineByDelta([at9], {
        lineId: 1,
        delta: +1,
        product: wholesale,
        stock: { product: 100, variant: null },
        settings: SETTINGS,
        at: AT,
      }),
    );
    expect(result.line).toMatchObject({ quantity: 10, price: 9 });
  });

  it('reports a missing line', () => {
    expect(update([], +1).ok).toBe(false);
  });

  it('property: any sequence of adds and ±1 updates keeps min ≤ quantity ≤ stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(
          fc.oneof(
            fc.record({ add: fc.integer({ min: -1, max: 6 }) }),
            fc.record({ delta: fc.constantFrom(-1, 1, 2, -3) }),
          ),
          { maxLength: 40 },
        ),
        (stockCount, minimum, ops) => {
          const p = makeProduct({ current_stock: stockCount, minimum_order_quantity: minimum });
          let lines: CartLine[] = [];
          for (const op of ops) {
            const stockLevels = { product: stockCount, variant: null };
            const result =
              'add' in op
                ? addToCart(lines, {
                    product: p,
                    quantity: op.add,
                    stock: stockLevels,
                    trx_id: 'TRX',
                    user_id: null,
                    newLineId: 1,
                    settings: SETTINGS,
                    at: AT,
                  })
                : updateCartLineByDelta(lines, {
                    lineId: 1,
                    delta: op.delta,
                    product: p,
                    stock: stockLevels,
                    settings: SETTINGS,
                    at: AT,
                  });
            if (result.ok) lines = result.value.lines;
            expect(lines.length).toBeLessThanOrEqual(1);
            for (const l of lines) {
              expect(l.quantity).toBeGreaterThanOrEqual(minimum);
              expect(l.quantity).toBeLessThanOrEqual(availableStock(stockLevels));
            }
          }
        },
      ),
    );
  });
});

describe('login carry-over merge', () => {
  it('re-assigns guest lines to the user and merges the same product + variant', () => {
    const userLines = [makeLine({ id: 1, product_id: 1, quantity: 1, trx_id: 'USER', user_id: 22 })];
    const guestLines = [
      makeLine({ id: 2, product_id: 1, quantity: 2, trx_id: 'GUEST', user_id: null }),
      makeLine({ id: 3, product_id: 2, quantity: 1, trx_id: 'GUEST', user_id: null }),
    ];
    const merged = mergeCarts(userLines, guestLines, 22, 'USER');
    expect(merged).toHaveLength(2);
    expect(merged.find((l) => l.product_id === 1)?.quantity).toBe(3);
    expect(merged.every((l) => l.user_id === 22 && l.trx_id === 'USER')).toBe(true);
  });
});
