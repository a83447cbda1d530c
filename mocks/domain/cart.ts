/**
 * Cart rules (backend-api §5.3, §2.10). Pure: each function takes the current lines and returns new ones.
 * - Add: unpublished → "Product not found"; catalog/classified → not purchasable; variant products need an
 *   existing variant; digital products are quantity 1 (adding again changes nothing); other products need
 *   quantity ≥ `minimum_order_quantity`; the same product + variant increments the existing line and re-checks
 *   stock of existing + new quantity against the variant stock and the product stock.
 * - Update by DELTA (+1/−1): going below the minimum leaves the line unchanged (still success); going above
 *   stock → "Product is out of stock"; the unit price is recomputed (wholesale tiers) with its tax and the line
 *   shipping, the unit discount stays as stored when the line was added.
 */
import { fail, ok, type Result } from './errors';
import { toMajor, toMinor } from './money';
import { unitDiscountMinor, unitPriceFor } from './pricing';
import { lineShippingMinor } from './shipping';
import { unitTaxMinor } from './tax';
import type { CartLine, CommerceSettings, Id, Product, ProductStock } from './types';

export type CartSettings = Pick<
  CommerceSettings,
  'shipping_fee_type' | 'vat_and_tax_type' | 'tax_type' | 'order_wise_tax_percentage'
>;

/** Current stock levels, after the store's stock movements. */
export interface StockLevels {
  /** Product `current_stock`. */
  product: number;
  /** Stock of the chosen variant, or null for a product without variants. */
  variant: number | null;
}

export function availableStock(stock: StockLevels): number {
  return Math.max(0, Math.min(stock.product, stock.variant ?? Number.POSITIVE_INFINITY));
}

export function findVariant(product: Pick<Product, 'stocks'>, key: string): ProductStock | undefined {
  return product.stocks.find((s) => s.variant_ids === key);
}

/** Whether a product can be put in a cart at all (card "bag" button logic without the stock part). */
export function isPurchasable(
  product: Pick<Product, 'is_catalog' | 'is_classified' | 'status' | 'is_approved'>,
): boolean {
  return (
    product.status === 'published' && product.is_approved && !product.is_catalog && !product.is_classified
  );
}

export interface LinePrice {
  price: number;
  discount: number;
  tax: number;
  shipping_cost: number;
}

/** Price fields of a line for a quantity. `keepDiscount` re-uses a stored unit discount (clamped to the price). */
export function priceLine(
  product: Product,
  variant: ProductStock | null,
  quantity: number,
  settings: CartSettings,
  at: number,
  keepDiscount?: number,
): LinePrice {
  const price = toMinor(unitPriceFor(product, variant, quantity));
  const discount =
    keepDiscount === undefined
      ? unitDiscountMinor(product, price, at)
      : Math.min(Math.max(toMinor(keepDiscount), 0), price);
  return {
    price: toMajor(price),
    discount: toMajor(discount),
    tax: toMajor(unitTaxMinor(product, price, settings)),
    shipping_cost: toMajor(lineShippingMinor(product, quantity, settings)),
  };
}

export interface AddToCartInput {
  product: Product;
  /** Variant key; ignored for products without variants. */
  variantKey?: string;
  quantity: number;
  stock: StockLevels;
  trx_id: string;
  user_id: Id | null;
  /** Id for the line if a new one is created. */
  newLineId: Id;
  settings: CartSettings;
  at: number;
}

export interface CartChange {
  lines: CartLine[];
  line: CartLine;
  /** A new line was created (false: an existing line changed or nothing changed). */
  created: boolean;
  /** Anything changed at all. */
  changed: boolean;
}

export function addToCart(lines: readonly CartLine[], input: AddToCartInput): Result<CartChange> {
  const { product, settings, at } = input;
  if (product.status !== 'published' || !product.is_approved) return fail('product_unavailable');
  if (product.is_catalog || product.is_classified) return fail('not_purchasable');
  if (!product.is_digital && (!Number.isInteger(input.quantity) || input.quantity < 1))
    return fail('invalid_quantity');

  let variant: ProductStock | null = null;
  if (product.has_variant) {
    variant = findVariant(product, input.variantKey ?? '') ?? null;
    if (!variant) return fail('variant_required');
  }
  const key = variant ? variant.variant_ids : '';
  const quantity = product.is_digital ? 1 : input.quantity;
  const minimum = Math.max(1, product.minimum_order_quantity);
  if (!product.is_digital && quantity < minimum) return fail('min_order_quantity', { quantity: minimum });

  const existing = lines.find(
    (l) => l.product_id === product.id && l.variant === key && l.trx_id === input.trx_id,
  );
  if (existing && product.is_digital)
    return ok({ lines: [...lines], line: existing, created: false, changed: false });

  const nextQuantity = (existing?.quantity ?? 0) + quantity;
  if (availableStock(input.stock) < nextQuantity) return fail('out_of_stock');

  if (existing) {
    const line: CartLine = {
      ...existing,
      ...priceLine(product, variant, nextQuantity, settings, at, existing.discount),
      quantity: nextQuantity,
    };
    return ok({
      lines: lines.map((l) => (l.id === line.id ? line : l)),
      line,
      created: false,
      changed: true,
    });
  }

  const line: CartLine = {
    id: input.newLineId,
    trx_id: input.trx_id,
    user_id: input.user_id,
    product_id: product.id,
    seller_id: product.user_id,
    variant: key,
    variants_name: variant ? variant.name : '',
    sku: variant ? variant.sku : '',
    ...priceLine(product, variant, quantity, settings, at),
    quantity,
    min_quantity: product.is_digital ? 1 : minimum,
    is_digital_product: product.is_digital ? 1 : 0,
    created_at: new Date(at).toISOString(),
  };
  return ok({ lines: [...lines, line], line, created: true, changed: true });
}

export interface UpdateByDeltaInput {
  lineId: Id;
  /** Relative change, normally +1 or −1. */
  delta: number;
  product: Product;
  stock: StockLevels;
  settings: CartSettings;
  at: number;
}

export function updateCartLineByDelta(
  lines: readonly CartLine[],
  input: UpdateByDeltaInput,
): Result<CartChange> {
  const line = lines.find((l) => l.id === input.lineId);
  if (!line) return fail('cart_line_not_found');
  if (!Number.isInteger(input.delta)) return fail('invalid_quantity');
  const unchanged = ok<CartChange>({ lines: [...lines], line, created: false, changed: false });
  if (input.delta === 0 || line.is_digital_product === 1) return unchanged;

  const nextQuantity = line.quantity + input.delta;
  if (nextQuantity < Math.max(1, line.min_quantity)) return unchanged;
  if (input.delta > 0 && nextQuantity > availableStock(input.stock)) return fail('out_of_stock');

  const variant = line.variant ? (findVariant(input.product, line.variant) ?? null) : null;
  const updated: CartLine = {
    ...line,
    ...priceLine(input.product, variant, nextQuantity, input.settings, input.at, line.discount),
    quantity: nextQuantity,
  };
  return ok({
    lines: lines.map((l) => (l.id === line.id ? updated : l)),
    line: updated,
    created: false,
    changed: true,
  });
}

export function removeCartLine(lines: readonly CartLine[], lineId: Id): CartLine[] {
  return lines.filter((l) => l.id !== lineId);
}

/**
 * Move a guest's lines into a user's cart (login carry-over): lines get the user's id and trx id; a line for the
 * same product + variant as an existing one is merged by adding quantities (stock is re-checked at confirm), and
 * `reprice` recomputes its price fields for the new quantity (wholesale tier, quantity-based shipping).
 */
export function mergeCarts(
  userLines: readonly CartLine[],
  guestLines: readonly CartLine[],
  userId: Id,
  trxId: string,
  reprice: (line: CartLine) => CartLine = (line) => line,
): CartLine[] {
  const merged: CartLine[] = userLines.map((l) => ({ ...l, user_id: userId, trx_id: trxId }));
  for (const guest of guestLines) {
    const index = merged.findIndex((l) => l.product_id === guest.product_id && l.variant === guest.variant);
    const same = merged[index];
    if (!same) merged.push({ ...guest, user_id: userId, trx_id: trxId });
    else if (same.is_digital_product !== 1)
      merged[index] = reprice({ ...same, quantity: same.quantity + guest.quantity });
  }
  return merged;
}
