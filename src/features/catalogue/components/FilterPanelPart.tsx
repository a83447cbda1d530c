import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { afterPaintPart } from '@/lib/after-paint-part';
import { useT } from '@/lib/i18n';
import { PartUnavailable } from '@/ui';
import type { FilterPanelProps } from './FilterPanel';

/** Holds the filters' place (the desktop column, the phone's sheet) while their facets or their code load. */
export function FilterPanelLoading() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true">
      <span role="status" aria-label={t('Loading filters')} />
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="text" lines={4} />
      <Skeleton shape="text" lines={3} />
    </Stack>
  );
}

/** When the filters' code never arrives (after its retries): say so, and offer the way to try again. */
function FilterPanelUnavailable() {
  const t = useT();
  return <PartUnavailable title={t('{section} could not be shown', { section: t('Filters') })} />;
}

/**
 * The filter form (checkboxes, the price slider and their Radix parts) as a part of its own: a phone's listing shows
 * none of it until the shopper opens the Filters sheet, and on a desktop it comes after the grid's first paint, in a
 * column whose width is held meanwhile (docs/performance.md, "What a phone's first screen does not show, after its
 * first paint"). Its code is no longer among the listing's and the shop's route preloads beside the first route.
 */
export const FilterPanelPart = afterPaintPart<FilterPanelProps>(
  () => import('./FilterPanel').then((m) => m.FilterPanel),
  { placeholder: FilterPanelLoading, fallback: FilterPanelUnavailable },
);
