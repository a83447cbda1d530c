import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { useMoreBrands, useMoreColours } from '@/domain/catalogue';
import { FacetGroup, type FacetOption } from './FacetGroup';

interface ExpandableFacetProps {
  facet: 'brands' | 'colours';
  title: string;
  /** The first page, from the filter data. */
  first: FacetOption[];
  /** The filter data says there are more pages. */
  hasMore: boolean;
  selected: readonly number[];
  onToggle: (id: number) => void;
}

const merge = (lists: FacetOption[][]) => {
  const seen = new Map<number, FacetOption>();
  for (const option of lists.flat()) if (!seen.has(option.id)) seen.set(option.id, option);
  return [...seen.values()];
};

/** A facet whose values come a page at a time, with "Show more". */
export function ExpandableFacet({ facet, title, first, hasMore, selected, onToggle }: ExpandableFacetProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const brands = useMoreBrands(expanded && facet === 'brands');
  const colours = useMoreColours(expanded && facet === 'colours');
  const more =
    facet === 'brands'
      ? (brands.data?.pages.map((p) => p.brands.data.map((b) => ({ id: b.id, label: b.title }))) ?? [])
      : (colours.data?.pages.map((p) => p.colors.data.map((c) => ({ id: c.id, label: c.name }))) ?? []);
  const query = facet === 'brands' ? brands : colours;
  const canShowMore = expanded ? query.hasNextPage : hasMore;

  return (
    <Stack gap="2">
      <FacetGroup title={title} options={merge([first, ...more])} selected={selected} onToggle={onToggle} />
      {canShowMore ? (
        <Stack align="start">
          <Button
            variant="link"
            size="sm"
            loading={query.isFetching}
            onClick={() => (expanded ? void query.fetchNextPage() : setExpanded(true))}
          >
            {facet === 'brands' ? t('Show more brands') : t('Show more colors')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
