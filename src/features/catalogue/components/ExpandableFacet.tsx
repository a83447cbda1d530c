import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { useMoreBrands, useMoreColours } from '@/domain/catalogue';
import { LoadFailureNote } from '@/ui';
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

/**
 * A facet whose values come a page at a time, with "Show more". When the first "Show more" fails, the facet says so
 * with the client's reason and keeps its button, which asks again (a failed later page keeps what is shown, and the
 * client toasts why).
 */
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
  const failed = expanded && query.isError && query.data === undefined;
  const canShowMore = failed || (expanded ? query.hasNextPage : hasMore);
  const showMore = () => {
    if (!expanded) setExpanded(true);
    else if (failed) void query.refetch();
    else void query.fetchNextPage();
  };

  return (
    <Stack gap="2">
      <FacetGroup title={title} options={merge([first, ...more])} selected={selected} onToggle={onToggle} />
      {failed ? (
        <LoadFailureNote
          title={
            facet === 'brands' ? t('More brands could not be loaded.') : t('More colors could not be loaded.')
          }
          error={query.error}
          retrying={query.isFetching}
        />
      ) : null}
      {canShowMore ? (
        <Stack align="start">
          <Button variant="link" size="sm" loading={query.isFetching} onClick={showMore}>
            {facet === 'brands' ? t('Show more brands') : t('Show more colors')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
