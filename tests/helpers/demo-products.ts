// Products of the demo shop's catalogue for tests that buy something (screen tests and end-to-end journeys).
// Only the catalogue is imported, so Playwright specs can use it too.
import { getCatalogue } from '../../mocks/data/catalogue';
import type { Product } from '../../mocks/domain/types';

/** A plain product: published and approved, sold online, one kind (no variants), shipped (not digital). */
export const isPlainProduct = (p: Product): boolean =>
  p.status === 'published' &&
  p.is_approved &&
  !p.is_catalog &&
  !p.is_classified &&
  !p.has_variant &&
  !p.is_digital;

/** Plain products anyone can buy cash on delivery, one per shop (not in-house), cheapest first. */
export function buyableProducts(count: number): Product[] {
  const picked: Product[] = [];
  const sellers = new Set<number>();
  const candidates = getCatalogue()
    .products.filter(
      (p: Product) =>
        isPlainProduct(p) &&
        p.cash_on_delivery &&
        p.minimum_order_quantity === 1 &&
        p.user_id > 1 &&
        p.current_stock >= 20 &&
        p.price < 60,
    )
    .sort((a: Product, b: Product) => a.price - b.price);
  for (const product of candidates) {
    if (sellers.has(product.user_id)) continue;
    sellers.add(product.user_id);
    picked.push(product);
    if (picked.length === count) break;
  }
  return picked;
}
