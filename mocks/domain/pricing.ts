/**
 * Special discounts and unit prices (backend-api §5.2, §4.1).
 * - A special discount is active when its value is > 0 and start ≤ now ≤ end (missing bounds are open).
 * - Flat: unit discount = the amount; percentage: price × pct / 100. Never more than the price itself.
 * - Wholesale products never get a special discount; their unit price comes from the quantity tier.
 */
import { percentOf, toMajor, toMinor, type Minor } from './money';
import type { DiscountType, Product, ProductStock, WholesalePrice } from './types';

export type DiscountFields = Pick<
  Product,
  | 'special_discount'
  | 'special_discount_type'
  | 'special_discount_start'
  | 'special_discount_end'
  | 'is_wholesale'
>;

export interface ActiveDiscount {
  type: DiscountType;
  /** Flat amount (major units) or percent. */
  value: number;
  /** When it ends (ms), or null when open-ended. */
  endsAt: number | null;
}

function bound(iso: string | null): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

export function activeSpecialDiscount(product: DiscountFields, at: number): ActiveDiscount | null {
  if (product.is_wholesale) return null;
  const type = product.special_discount_type;
  if (type !== 'flat' && type !== 'percentage') return null;
  if (!(product.special_discount > 0)) return null;
  const start = bound(product.special_discount_start);
  const end = bound(product.special_discount_end);
  if (start !== null && at < start) return null;
  if (end !== null && at > end) return null;
  return { type, value: product.special_discount, endsAt: end };
}

/** Unit discount in minor units for a given unit price, clamped to [0, price]. */
export function unitDiscountMinor(product: DiscountFields, unitPrice: Minor, at: number): Minor {
  const active = activeSpecialDiscount(product, at);
  if (!active || unitPrice <= 0) return 0;
  const raw =
    active.type === 'flat' ? toMinor(active.value) : percentOf(unitPrice, Math.min(active.value, 100));
  return Math.min(Math.max(raw, 0), unitPrice);
}

export function unitDiscount(product: DiscountFields, unitPrice: number, at: number): number {
  return toMajor(unitDiscountMinor(product, toMinor(unitPrice), at));
}

export function discountedPrice(product: DiscountFields, unitPrice: number, at: number): number {
  const price = toMinor(unitPrice);
  return toMajor(price - unitDiscountMinor(product, price, at));
}

/** Badge data for "N% OFF" or "<amount> OFF"; the app formats the amount. */
export type DiscountBadge = { type: 'percentage'; percent: number } | { type: 'flat'; amount: number };

export function discountBadge(product: DiscountFields, at: number): DiscountBadge | null {
  const active = activeSpecialDiscount(product, at);
  if (!active) return null;
  return active.type === 'percentage'
    ? { type: 'percentage', percent: Math.min(active.value, 100) }
    : { type: 'flat', amount: active.value };
}

/**
 * The backend's card price fields (§4.1): `special_discount_check` is the active discount VALUE (amount or percent)
 * and `discount_percentage` is — despite its name — the discounted PRICE; both 0 when no discount is active.
 */
export function cardPriceFields(
  product: DiscountFields & Pick<Product, 'price'>,
  at: number,
  unitPrice = product.price,
): { price: number; special_discount_check: number; discount_percentage: number } {
  const active = activeSpecialDiscount(product, at);
  if (!active) return { price: unitPrice, special_discount_check: 0, discount_percentage: 0 };
  return {
    price: unitPrice,
    special_discount_check: active.value,
    discount_percentage: discountedPrice(product, unitPrice, at),
  };
}

/** Unit price from the wholesale tier containing `quantity`, else the base price. */
export function wholesaleUnitPrice(
  tiers: readonly WholesalePrice[],
  basePrice: number,
  quantity: number,
): number {
  const tier = tiers.find((t) => quantity >= t.min_qty && quantity <= t.max_qty);
  return tier ? tier.price : basePrice;
}

/** Unit price for a quantity of a product (variant price, or wholesale tier for wholesale products). */
export function unitPriceFor(
  product: Pick<Product, 'price' | 'is_wholesale' | 'has_variant' | 'wholesale_prices'>,
  variant: Pick<ProductStock, 'price'> | null,
  quantity: number,
): number {
  const base = variant ? variant.price : product.price;
  if (product.is_wholesale && !product.has_variant)
    return wholesaleUnitPrice(product.wholesale_prices, base, quantity);
  return base;
}

/** Lowest and highest unit price over a product's variants (or its price when it has none). */
export function priceRange(product: Pick<Product, 'price' | 'stocks' | 'has_variant'>): {
  min: number;
  max: number;
} {
  const prices =
    product.has_variant && product.stocks.length > 0 ? product.stocks.map((s) => s.price) : [product.price];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
