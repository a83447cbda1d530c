/**
 * Builders and fast-check arbitraries for the domain tests (test-only; nothing in the app imports this).
 */
import fc from 'fast-check';
import { DEMO_EPOCH, DAY } from './clock';
import { toMajor } from './money';
import type { CartLine, CommerceSettings, Coupon, Product, ProductStock, Shop } from './types';

const iso = (ms: number) => new Date(ms).toISOString();

export const AT = DEMO_EPOCH;

export const SETTINGS: CommerceSettings = {
  shipping_fee_type: 'flat_rate',
  shipping_fee_flat_rate: 5,
  shipping_fee_default_rate: 8,
  invoice_based_shipping_fee: [
    { min_amount: 0, max_amount: 49.99, fee: 6 },
    { min_amount: 50, max_amount: 99.99, fee: 4 },
    { min_amount: 100, max_amount: 100000, fee: 0 },
  ],
  vat_and_tax_type: 'product_base',
  tax_type: 'before_tax',
  order_wise_tax_percentage: 5,
  coupon_system: 1,
  wallet_system: 1,
  pay_later_system: 1,
  reward_convert_rate: 10,
  order_prefix: 'YR',
};

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    slug: 'test-product-1',
    user_id: 2,
    category_id: 1,
    brand_id: 1,
    product_name: 'Test Product',
    short_description: '',
    description: '',
    specification: '',
    tags: [],
    price: 20,
    special_discount: 0,
    special_discount_type: '',
    special_discount_start: null,
    special_discount_end: null,
    current_stock: 10,
    minimum_order_quantity: 1,
    has_variant: false,
    colors: [],
    attribute_sets: [],
    stocks: [],
    thumbnail: '',
    images: [],
    description_images: [],
    video_provider: '',
    video_link: '',
    todays_deal: false,
    is_featured: false,
    is_catalog: false,
    external_link: '',
    is_classified: false,
    contact_info: null,
    is_digital: false,
    is_wholesale: false,
    wholesale_prices: [],
    is_refundable: true,
    cash_on_delivery: true,
    shipping_type: 'flat_rate',
    shipping_fee: 3,
    shipping_fee_depend_on_quantity: false,
    estimated_shipping_days: 3,
    vat_taxes: [],
    reward: 2,
    rating: 0,
    reviews_count: 0,
    total_sale: 0,
    stock_visibility: 'visible_with_quantity',
    status: 'published',
    is_approved: true,
    created_at: iso(AT - 10 * DAY),
    ...overrides,
  };
}

export function makeVariant(
  productId: number,
  key: string,
  overrides: Partial<ProductStock> = {},
): ProductStock {
  return {
    id: productId * 100 + 1,
    product_id: productId,
    variant_ids: key,
    name: key,
    sku: `SKU-${productId}-${key}`,
    current_stock: 5,
    price: 25,
    image: '',
    ...overrides,
  };
}

let nextLineId = 1000;

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  nextLineId += 1;
  return {
    id: nextLineId,
    trx_id: 'TRX',
    user_id: 22,
    product_id: 1,
    seller_id: 2,
    variant: '',
    variants_name: '',
    sku: '',
    price: 20,
    discount: 0,
    tax: 0,
    quantity: 1,
    shipping_cost: 0,
    min_quantity: 1,
    is_digital_product: 0,
    created_at: iso(AT),
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    user_id: 1,
    title: 'Test coupon',
    code: 'TEST10',
    type: 'invoice_base',
    discount_type: 'flat',
    discount: 10,
    minimum_shopping: null,
    maximum_discount: null,
    product_ids: [],
    start_date: iso(AT - DAY),
    end_date: iso(AT + DAY),
    banner: '',
    status: 1,
    ...overrides,
  };
}

export function makeShop(userId: number, overrides: Partial<Shop> = {}): Shop {
  return {
    id: userId - 1,
    user_id: userId,
    slug: `shop-${userId}`,
    shop_name: `Shop ${userId}`,
    shop_tagline: '',
    phone_no: '',
    address: '',
    logo: '',
    banner: '',
    verified_at: iso(AT - 100 * DAY),
    status: 1,
    is_user_banned: 0,
    rating: 0,
    rating_count: 0,
    reviews_count: 0,
    is_featured: false,
    is_express: false,
    is_best: false,
    total_sale: 0,
    shop_page_contents: [],
    created_at: iso(AT - 200 * DAY),
    ...overrides,
  };
}

// ─── Arbitraries ──────────────────────────────────────────────────────────────────────────────────────────────

/** A cart line with minor-unit-exact money: price ≤ $1000, unit discount ≤ price, unit tax ≤ 20 %. */
export const lineArb = (id: number) =>
  fc
    .record({
      seller_id: fc.integer({ min: 1, max: 5 }),
      product_id: fc.integer({ min: 1, max: 8 }),
      price: fc.integer({ min: 0, max: 100_000 }),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      taxShare: fc.double({ min: 0, max: 0.2, noNaN: true }),
      shipping: fc.integer({ min: 0, max: 5_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      digital: fc.boolean(),
    })
    .map((r) =>
      makeLine({
        id,
        seller_id: r.seller_id,
        product_id: r.product_id,
        price: toMajor(r.price),
        discount: toMajor(Math.floor(r.price * r.discountShare)),
        tax: toMajor(Math.floor(r.price * r.taxShare)),
        shipping_cost: toMajor(r.shipping),
        quantity: r.digital ? 1 : r.quantity,
        is_digital_product: r.digital ? 1 : 0,
      }),
    );

export const linesArb = fc
  .integer({ min: 0, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lineArb(i + 1))))
  .map((lines) => lines as CartLine[]);

export const settingsArb: fc.Arbitrary<CommerceSettings> = fc.record({
  shipping_fee_type: fc.constantFrom('flat_rate', 'product_base', 'area_base', 'invoice_base'),
  shipping_fee_flat_rate: fc.integer({ min: 0, max: 2_000 }).map(toMajor),
  shipping_fee_default_rate: fc.integer({ min: 0, max: 2_000 }).map(toMajor),
  invoice_based_shipping_fee: fc.constant(SETTINGS.invoice_based_shipping_fee),
  vat_and_tax_type: fc.constantFrom('product_base', 'order_base'),
  tax_type: fc.constantFrom('before_tax', 'after_tax'),
  order_wise_tax_percentage: fc.constantFrom(0, 5, 7.5, 15),
  coupon_system: fc.constant(1),
  wallet_system: fc.constant(1),
  pay_later_system: fc.constant(1),
  reward_convert_rate: fc.constant(10),
  order_prefix: fc.constant('YR'),
});

export const couponArb = (id: number) =>
  fc
    .record({
      user_id: fc.integer({ min: 1, max: 5 }),
      productBased: fc.boolean(),
      discount_type: fc.constantFrom('flat' as const, 'percentage' as const),
      flat: fc.integer({ min: 0, max: 50_000 }),
      pct: fc.integer({ min: 1, max: 100 }),
      minimum: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      maximum: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
      product_ids: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
    })
    .map((r) =>
      makeCoupon({
        id,
        code: `C${id}`,
        user_id: r.user_id,
        type: r.productBased ? 'product_base' : 'invoice_base',
        discount_type: r.discount_type,
        discount: r.discount_type === 'flat' ? toMajor(r.flat) : r.pct,
        minimum_shopping: r.minimum === null ? null : toMajor(r.minimum),
        maximum_discount: r.maximum === null ? null : toMajor(r.maximum),
        product_ids: r.productBased ? r.product_ids : [],
      }),
    );
