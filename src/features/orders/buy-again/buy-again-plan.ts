// "Buy again" decides per order line, from the product's answer as the backend gives it now (backend-api §4.2,
// §5.3), what goes to the cart: the same variant and quantity, clamped into the product's minimum and stock; or why
// the line cannot be bought any more. Pure, so every rule is tested without a screen.
import type { AddToCartRequest, OrderLineOutput, ProductDetailsOutput } from '@/api-generated/model';
import { truthy } from '@/domain/prices';

/** Why a line is not added (English keys, translated where shown). */
export const SKIP_REASONS = {
  gone: 'This product is no longer sold',
  notOnline: 'This product cannot be bought online',
  variantGone: 'This option is no longer sold',
  outOfStock: 'Out of stock',
  owned: 'You already own this digital product',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

export type LinePlan =
  | {
      kind: 'add';
      line: OrderLineOutput;
      request: Omit<AddToCartRequest, 'trx_id'>;
      /** Set when the quantity differs from the order's: the shop's limit that changed it. */
      clamped?: { to: number; by: 'stock' | 'minimum' | 'digital' };
    }
  | { kind: 'skip'; line: OrderLineOutput; reason: SkipReason };

/** `product` is null when the shop no longer finds it (removed, unpublished, hidden). */
export function planLine(
  line: OrderLineOutput,
  product: ProductDetailsOutput | null,
  { paid }: { paid: boolean },
): LinePlan {
  const skip = (reason: SkipReason): LinePlan => ({ kind: 'skip', line, reason });
  if (!product || product.status !== 'published') return skip('gone');
  if (truthy(product.is_catalog) || truthy(product.is_classified)) return skip('notOnline');
  const digital = truthy(product.is_digital);
  if (digital && paid) return skip('owned');

  let stock = product.current_stock;
  let variant: Pick<AddToCartRequest, 'variants_ids' | 'variants_name'> = {};
  if (truthy(product.has_variant) && line.variation) {
    const row = product.stock.find((s) => s.name === line.variation);
    if (!row) return skip('variantGone');
    stock = Math.min(stock, row.current_stock);
    variant = { variants_ids: row.variant_ids, variants_name: row.name };
  }
  const minimum = digital ? 1 : Math.max(1, product.minimum_order_quantity);
  if (stock < minimum) return skip('outOfStock');

  const wanted = digital ? 1 : line.quantity;
  const quantity = Math.min(Math.max(wanted, minimum), stock);
  const by = digital && line.quantity !== 1 ? 'digital' : quantity < wanted ? 'stock' : 'minimum';
  return {
    kind: 'add',
    line,
    request: { id: product.id, quantity, ...variant },
    ...(quantity !== line.quantity ? { clamped: { to: quantity, by } } : {}),
  };
}

/** What the shopper reads at the end: per line, added (maybe with another quantity) or not, and why. */
export type LineOutcome =
  | { line: OrderLineOutput; added: true; clamped?: { to: number; by: 'stock' | 'minimum' | 'digital' } }
  | { line: OrderLineOutput; added: false; reason: SkipReason }
  | { line: OrderLineOutput; added: false; failure: string };
