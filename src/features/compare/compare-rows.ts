// The compare table's rows: one per attribute the compared products have, marked when their values differ.
import type { CompareItem } from '@/api-generated/model';
import type { Translate } from '@/lib/i18n';
import { productPricing } from '@/domain/prices';
import { truthy } from '@/domain/prices';

export interface CompareValue {
  /** What the cell shows; null when the product has no value (shown as a dash). */
  text: string | null;
  /** The price before a running discount, for the struck-through price. */
  originalPrice?: string;
}

export interface CompareRowView {
  key: string;
  label: string;
  values: CompareValue[];
  differs: boolean;
}

const textOf = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The attributes the compare list gives (backend-api §4.5): price, brand, category, whether the product comes in
 * options, and the minimum order. A row that no product has a value for is left out; a row differs when two
 * products show different values (only with two products or more).
 */
export function compareRows(
  products: readonly CompareItem[],
  t: Translate,
  formatPrice: (amount: number) => string,
): CompareRowView[] {
  const rows: Omit<CompareRowView, 'differs'>[] = [
    {
      key: 'price',
      label: t('Price'),
      values: products.map((product) => {
        const pricing = productPricing(product, formatPrice);
        return { text: pricing?.price ?? null, originalPrice: pricing?.originalPrice };
      }),
    },
    { key: 'brand', label: t('Brand'), values: products.map((p) => ({ text: textOf(p.brand) })) },
    { key: 'category', label: t('Category'), values: products.map((p) => ({ text: textOf(p.category) })) },
    {
      key: 'options',
      label: t('Options'),
      values: products.map((p) => ({
        text: truthy(p.has_variant) ? t('Comes in several options') : t('One version'),
      })),
    },
    {
      key: 'minimum',
      label: t('Minimum order'),
      values: products.map((p) => ({ text: String(Math.max(1, p.minimum_order_quantity)) })),
    },
  ];
  return rows
    .filter((row) => row.values.some((value) => value.text !== null))
    .map((row) => ({
      ...row,
      differs: products.length > 1 && new Set(row.values.map((value) => value.text)).size > 1,
    }));
}
