// The product page's purchase rules (backend-api §5.3, spec §5): which variant is chosen first, the quantity
// bounds (minimum order quantity to the chosen variant's stock) and what the stock line says.
import type { GetProductDetailsResponse, ProductStock } from '@/api-generated/model';
import { truthy } from '@/domain/prices';

export type ProductDetails = GetProductDetailsResponse['product'];
export type AttributeName = GetProductDetailsResponse['attributes'][number];

export interface VariantSelection {
  colorId: number | null;
  /** attribute id → chosen attribute value id */
  values: Readonly<Record<number, number>>;
}

export interface AttributeChoice {
  id: number;
  title: string;
  values: ReadonlyArray<{ id: number; value: string }>;
}

/** The product's attribute values grouped under their attribute names, in the attributes' order. */
export function attributeChoices(
  product: ProductDetails,
  attributes: readonly AttributeName[],
): AttributeChoice[] {
  return attributes
    .map((attribute) => ({
      id: attribute.id,
      title: attribute.title,
      values: product.attribute_values.filter((v) => v.attribute_id === attribute.id),
    }))
    .filter((choice) => choice.values.length > 0);
}

/**
 * The first selection: the one of the first stock row the backend sent (its key is the colour id, then the
 * attribute value ids), else the first colour and the first value of each attribute.
 */
export function initialSelection(
  product: ProductDetails,
  choices: readonly AttributeChoice[],
): VariantSelection {
  const key = (product.product_stock?.variant_ids ?? '').split('-').map(Number).filter(Number.isInteger);
  const hasColours = product.product_colors.length > 0;
  const colourFromKey = hasColours ? key[0] : undefined;
  const colorId = product.product_colors.some((c) => c.id === colourFromKey)
    ? (colourFromKey ?? null)
    : (product.product_colors[0]?.id ?? null);
  const valueIds = new Set(hasColours ? key.slice(1) : key);
  const values: Record<number, number> = {};
  for (const choice of choices) {
    const fromKey = choice.values.find((v) => valueIds.has(v.id));
    const chosen = fromKey ?? choice.values[0];
    if (chosen) values[choice.id] = chosen.id;
  }
  return { colorId, values };
}

/** Attribute value ids in attribute order, as the variant lookup and the cart expect them. */
export const selectedValueIds = (
  selection: VariantSelection,
  choices: readonly AttributeChoice[],
): number[] =>
  choices.map((choice) => selection.values[choice.id]).filter((id): id is number => id !== undefined);

/** What the page knows about the chosen variant. */
export type VariantState =
  | { status: 'available'; row: ProductStock }
  | { status: 'unavailable'; message: string }
  | { status: 'checking' };

export const hasVariants = (product: ProductDetails): boolean => truthy(product.has_variant);

/** The starting variant state: the first stock row, when the product has variants. */
export function initialVariant(product: ProductDetails): VariantState | null {
  if (!hasVariants(product)) return null;
  return product.product_stock ? { status: 'available', row: product.product_stock } : null;
}

export interface QuantityBounds {
  min: number;
  /** Stock of the chosen variant (or of the product); below `min` means it cannot be bought. */
  max: number;
}

export function quantityBounds(product: ProductDetails, variant: VariantState | null): QuantityBounds {
  const min = truthy(product.is_digital) ? 1 : Math.max(1, product.minimum_order_quantity);
  const stock =
    variant?.status === 'available' ? variant.row.current_stock : variant ? 0 : product.current_stock;
  return { min, max: truthy(product.is_digital) ? Math.min(1, stock) : stock };
}

export const canOrder = (bounds: QuantityBounds): boolean => bounds.max >= bounds.min;

export type StockLine = { tone: 'positive' | 'critical'; count: number | null } | null;

/** `hide_stock` shows nothing; `visible_with_quantity` the count; `visible_with_text` in or out of stock. */
export function stockLine(product: ProductDetails, stock: number): StockLine {
  if (product.stock_visibility === 'hide_stock') return null;
  const tone = stock > 0 ? 'positive' : 'critical';
  return { tone, count: product.stock_visibility === 'visible_with_quantity' && stock > 0 ? stock : null };
}

/** The special discount's end as a time, when the backend gave one that parses. */
export function discountEnd(product: ProductDetails, now: number): number | null {
  if (!(product.special_discount_check > 0)) return null;
  const raw = product.special_discount_end;
  if (raw) {
    const at = Date.parse(raw.includes('T') ? raw : raw.replace(' ', 'T'));
    if (Number.isFinite(at)) return at > now ? at : null;
  }
  const c = product.countdown;
  if (!c) return null;
  const ms = (((c.days * 24 + c.hours) * 60 + c.mins) * 60 + c.secs) * 1000;
  return ms > 0 ? now + ms : null;
}

export interface WholesaleTier {
  min: number;
  /** null: this many and more. */
  max: number | null;
  /** Unit price in the default currency. */
  price: number;
}

/**
 * The quantity tiers of a wholesale product (backend-api §4.2: add-on `wholesale`, products without variants),
 * lowest first, preceded by the regular price up to the first tier. Empty when the product has none.
 * Wholesale products never get the special discount (§5.2).
 */
export function wholesaleTiers(product: ProductDetails): WholesaleTier[] {
  const prices = product.wholesale_prices ?? [];
  if (!truthy(product.is_wholesale) || hasVariants(product) || prices.length === 0) return [];
  const tiers = [...prices]
    .sort((a, b) => a.min_qty - b.min_qty)
    .map((tier) => ({
      min: tier.min_qty,
      max: tier.max_qty >= tier.min_qty ? tier.max_qty : null,
      price: tier.price,
    }));
  const first = tiers[0]!;
  const start = Math.max(1, product.minimum_order_quantity);
  return first.min > start ? [{ min: start, max: first.min - 1, price: product.price }, ...tiers] : tiers;
}

/** The tier a quantity falls in; past the last tier the last one still applies. */
export function tierFor(tiers: readonly WholesaleTier[], quantity: number): WholesaleTier | null {
  const within = tiers.find((tier) => quantity >= tier.min && (tier.max === null || quantity <= tier.max));
  if (within) return within;
  const last = tiers[tiers.length - 1];
  return last && quantity > (last.max ?? last.min) ? last : null;
}
