/**
 * Tax (backend-api §5.5), by `vat_and_tax_type`:
 * - product_base: unit tax = unit price × (Σ the product's VAT percentages) / 100, fixed on the cart line.
 * - order_base: per seller group, `order_wise_tax_percentage` % of a base: before_tax → Σ price × qty;
 *   after_tax → Σ price × qty + shipping − discounts − coupon (never below 0).
 */
import { percentOf, type Minor } from './money';
import type { CommerceSettings, Product } from './types';

type TaxSettings = Pick<CommerceSettings, 'vat_and_tax_type' | 'tax_type' | 'order_wise_tax_percentage'>;

export function unitTaxMinor(
  product: Pick<Product, 'vat_taxes'>,
  unitPrice: Minor,
  settings: TaxSettings,
): Minor {
  if (settings.vat_and_tax_type !== 'product_base') return 0;
  const pct = product.vat_taxes.reduce(
    (total, vat) => total + (Number.isFinite(vat.percentage) ? vat.percentage : 0),
    0,
  );
  return pct > 0 ? Math.max(0, percentOf(unitPrice, pct)) : 0;
}

export interface GroupTaxBase {
  subTotal: Minor;
  discount: Minor;
  coupon: Minor;
  shipping: Minor;
}

export function groupOrderTaxMinor(base: GroupTaxBase, settings: TaxSettings): Minor {
  if (settings.vat_and_tax_type !== 'order_base') return 0;
  const pct = settings.order_wise_tax_percentage;
  if (!(pct > 0)) return 0;
  const amount =
    settings.tax_type === 'after_tax'
      ? Math.max(0, base.subTotal + base.shipping - base.discount - base.coupon)
      : base.subTotal;
  return Math.max(0, percentOf(amount, pct));
}
