// What a shared list's product is for the one who opens it: buyable (with the variant the link names), in need of
// a choice on its page, out of stock, or gone — read from the product's answer as it is now.
import type { AddToCartRequest, ProductDetailsOutput } from '@/api-generated/model';
import { truthy } from '@/domain/prices';
import { isVariantIds, type SharedListItem } from '@/lib/products';

export type SharedItemState =
  | {
      kind: 'buyable';
      product: ProductDetailsOutput;
      request: Omit<AddToCartRequest, 'trx_id'>;
      variant?: string;
    }
  | { kind: 'chooseOptions'; product: ProductDetailsOutput }
  | { kind: 'outOfStock'; product: ProductDetailsOutput; variant?: string }
  | { kind: 'notOnline'; product: ProductDetailsOutput }
  | { kind: 'gone' };

export function sharedItemState(item: SharedListItem, product: ProductDetailsOutput | null): SharedItemState {
  if (!product || product.status !== 'published') return { kind: 'gone' };
  if (truthy(product.is_catalog) || truthy(product.is_classified)) return { kind: 'notOnline', product };
  const minimum = truthy(product.is_digital) ? 1 : Math.max(1, product.minimum_order_quantity);
  if (!truthy(product.has_variant)) {
    return product.current_stock < minimum
      ? { kind: 'outOfStock', product }
      : { kind: 'buyable', product, request: { id: product.id, quantity: minimum } };
  }
  const wanted = item.variant;
  const row = wanted
    ? product.stock.find((s) => (isVariantIds(wanted) ? s.variant_ids === wanted : s.name === wanted))
    : undefined;
  if (!row) return { kind: 'chooseOptions', product };
  if (row.current_stock < minimum) return { kind: 'outOfStock', product, variant: row.name };
  return {
    kind: 'buyable',
    product,
    variant: row.name,
    request: { id: product.id, quantity: minimum, variants_ids: row.variant_ids, variants_name: row.name },
  };
}
