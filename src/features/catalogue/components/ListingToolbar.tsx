import { useState } from 'react';
import type { GetFilterDataResponse } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { Select } from '@/design-system/components/Select';
import { Sheet } from '@/design-system/components/Sheet';
import { useT } from '@/lib/i18n';
import { SORTS, type FilterChange, type ListingFilters, type Sort } from '@/domain/catalogue';
import type { FilterPanelProps } from './FilterPanel';
import { FilterPanelPart } from './FilterPanelPart';

const DEFAULT_SORT = 'default';

interface ListingToolbarProps {
  filters: ListingFilters;
  onChange: (change: FilterChange) => void;
  /** Absent while loading and on search results (the backend ignores filters there). */
  facets: GetFilterDataResponse | undefined;
  hide: FilterPanelProps['hide'];
  showSort: boolean;
  /**
   * The filtered list's result count for the sheet's "N results" button; `undefined` while the list for the
   * current filters is still loading (the button then says "Show results" instead of a stale count).
   */
  resultCount: number | undefined;
}

/** Sort order, and on small screens the "Filters" button that opens the facets in a sheet. */
export function ListingToolbar({
  filters,
  onChange,
  facets,
  hide,
  showSort,
  resultCount,
}: ListingToolbarProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const sortLabels: Record<Sort, string> = {
    newest: t('Newest'),
    oldest: t('Oldest'),
    top_rated: t('Top Rated'),
    top_selling: t('Top Selling'),
  };
  return (
    <Inline align="between" gap="3">
      <Box display={{ mobile: 'block', desktop: 'none' }}>
        {facets ? (
          <Sheet
            side="start"
            open={open}
            onOpenChange={setOpen}
            trigger={
              <Button variant="outline" tone="neutral" iconStart="filter">
                {t('Filters')}
              </Button>
            }
            title={t('Filters')}
            description={t('Narrow down the products')}
            hideDescription
            closeLabel={t('Close')}
            footer={
              <Inline gap="2" align="end">
                <Button variant="ghost" tone="neutral" onClick={() => onChange({ kind: 'clear' })}>
                  {t('Clear all')}
                </Button>
                <Button onClick={() => setOpen(false)}>
                  {resultCount === undefined
                    ? t('Show results')
                    : resultCount === 1
                      ? t('1 result')
                      : t('{count} results', { count: resultCount })}
                </Button>
              </Inline>
            }
          >
            <FilterPanelPart
              facets={facets}
              filters={filters}
              onChange={onChange}
              hide={hide}
              showHeading={false}
            />
          </Sheet>
        ) : null}
      </Box>
      {showSort ? (
        <Box marginInlineStart="auto">
          <Select
            aria-label={t('Sort by')}
            value={filters.sort ?? DEFAULT_SORT}
            onValueChange={(value) =>
              onChange({ kind: 'sort', sort: value === DEFAULT_SORT ? null : (value as Sort) })
            }
            options={[
              { value: DEFAULT_SORT, label: t('Default sorting') },
              ...SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] })),
            ]}
          />
        </Box>
      ) : null}
    </Inline>
  );
}
