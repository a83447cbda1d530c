// How a product's price, discount and buyability read on screen (backend-api §4.1, §5.2, §5.3). Shared by every
// screen that shows products, so the backend's misleading names are decoded in one place:
// `special_discount_check` is the running discount's VALUE and `discount_percentage` the DISCOUNTED PRICE.
import { MoneyFormatError } from '@/lib/money';

export interface PricedProduct {
  price: number;
  special_discount_type?: string | null;
  special_discount_check: number;
  discount_percentage: number;
}

export type DiscountLabel = { kind: 'percent'; percent: number } | { kind: 'flat'; amount: string };

export interface ProductPricing {
  /** What the shopper pays per unit, formatted. */
  price: string;
  /** The price before the running discount, formatted; absent when nothing is discounted. */
  originalPrice?: string;
  discount?: DiscountLabel;
}

/** Formats or returns null when the amount cannot be shown honestly (never "NaN", never a negative price). */
export function safeFormat(
  formatPrice: (amount: number) => string,
  amount: number | null | undefined,
): string | null {
  if (typeof amount !== 'number') return null;
  try {
    return formatPrice(amount);
  } catch (error) {
    if (error instanceof MoneyFormatError) return null;
    throw error;
  }
}

/** Price, struck-through original and discount badge of a product (card, details, variant). Null: unshowable. */
export function productPricing(
  product: PricedProduct,
  formatPrice: (amount: number) => string,
): ProductPricing | null {
  const discounted = product.special_discount_check > 0 && product.discount_percentage > 0;
  const original = safeFormat(formatPrice, product.price);
  if (original === null) return null;
  if (!discounted || product.discount_percentage >= product.price) return { price: original };
  const price = safeFormat(formatPrice, product.discount_percentage);
  if (price === null) return null;
  const discount: DiscountLabel | undefined =
    product.special_discount_type === 'flat'
      ? mapOrUndefined(safeFormat(formatPrice, product.special_discount_check), (amount) => ({
          kind: 'flat',
          amount,
        }))
      : { kind: 'percent', percent: Math.round(product.special_discount_check) };
  return { price, originalPrice: original, discount };
}

const mapOrUndefined = <A, B>(value: A | null, map: (value: A) => B): B | undefined =>
  value === null ? undefined : map(value);

export interface StockedProduct {
  current_stock: number;
  minimum_order_quantity: number;
  is_catalog: boolean | number;
  is_classified: boolean | number;
}

/** Catalogue and classified products are never bought here; others need stock for the minimum order. */
export const canBuy = (product: StockedProduct): boolean =>
  !truthy(product.is_catalog) &&
  !truthy(product.is_classified) &&
  Math.max(1, product.minimum_order_quantity) <= product.current_stock;

/** "Out of stock" badge: nothing left, and not a classified ad (those have no stock). */
export const isOutOfStock = (product: StockedProduct): boolean =>
  product.current_stock <= 0 && !truthy(product.is_classified);

/** The backend's yes/no columns arrive as booleans or 0/1. */
export const truthy = (flag: boolean | number | null | undefined): boolean => flag === true || flag === 1;
