import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { FormField } from '@/design-system/components/FormField';
import { RangeSlider, type RangeValue } from '@/design-system/components/RangeSlider';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { safeFormat } from '@/domain/prices';
import type { PriceFilter } from '@/domain/catalogue';

interface PriceFacetProps {
  /** The shop's price range (default currency). */
  range: PriceFilter;
  applied: PriceFilter | null;
  onApply: (price: PriceFilter | null) => void;
}

/** Price range with an explicit Apply, so dragging does not refetch on every step. */
export function PriceFacet({ range, applied, onApply }: PriceFacetProps) {
  const t = useT();
  const { formatPrice } = useStorefront();
  const [draft, setDraft] = useState<RangeValue>(() => [
    applied?.min ?? range.min,
    applied?.max ?? range.max,
  ]);
  // An empty range (the backend's default 0–0) has nothing to choose from.
  if (range.max <= range.min) return null;
  const low = Math.floor(range.min);
  const high = Math.ceil(range.max);
  return (
    <FormField label={t('Price')} group>
      <Stack gap="3">
        <RangeSlider
          min={low}
          max={high}
          value={draft}
          onValueChange={setDraft}
          formatValue={(value) => safeFormat(formatPrice, value) ?? String(value)}
          thumbLabels={[t('Minimum price'), t('Maximum price')]}
        />
        <Button
          variant="outline"
          tone="neutral"
          size="sm"
          onClick={() =>
            onApply(draft[0] <= low && draft[1] >= high ? null : { min: draft[0], max: draft[1] })
          }
        >
          {t('Apply price')}
        </Button>
      </Stack>
    </FormField>
  );
}
