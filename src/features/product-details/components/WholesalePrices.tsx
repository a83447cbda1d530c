import { DataTable } from '@/design-system/components/DataTable';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { MISSING_PRICE } from '@/domain/products';
import type { WholesaleTier } from '../purchase';

/** Unit price per quantity range; the row of the chosen quantity is marked. */
export function WholesalePrices({
  tiers,
  applied,
}: {
  tiers: readonly WholesaleTier[];
  applied: WholesaleTier | null;
}) {
  const t = useT();
  const { formatPrice } = useStorefront();
  const price = (amount: number) => {
    try {
      return formatPrice(amount);
    } catch {
      return MISSING_PRICE;
    }
  };
  return (
    <DataTable
      caption={t('Wholesale Price')}
      columns={[
        { key: 'quantity', label: t('Quantity') },
        { key: 'price', label: t('Unit price'), align: 'end' },
      ]}
      rows={tiers.map((tier) => ({
        id: String(tier.min),
        highlighted: tier === applied,
        cells: {
          quantity:
            tier.max === null
              ? t('{min} or more', { min: tier.min })
              : tier.max === tier.min
                ? String(tier.min)
                : t('{min} – {max}', { min: tier.min, max: tier.max }),
          price: price(tier.price),
        },
      }))}
    />
  );
}
