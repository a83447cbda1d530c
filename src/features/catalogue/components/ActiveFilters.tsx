import type { GetFilterDataResponse } from '@/api-generated/model';
import { Inline } from '@/design-system/components/Inline';
import { Tag } from '@/design-system/components/Tag';
import { usePlural, useT, type Plural } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { safeFormat } from '@/domain/prices';
import { useLoadedFacetNames } from '@/domain/catalogue';
import type { FilterChange, IdFacet, ListingFilters } from '@/domain/catalogue';

interface ActiveTag {
  key: string;
  label: string;
  change: FilterChange;
}

function facetLabels(
  facets: GetFilterDataResponse | undefined,
  loaded: { brand: Map<number, string>; color: Map<number, string> },
  plural: Plural,
): Record<IdFacet, Map<number, string>> {
  const colours = facets && !Array.isArray(facets.colors) ? facets.colors.data : [];
  return {
    category: new Map(facets?.categories.map((c) => [c.id, c.title])),
    brand: new Map([...loaded.brand, ...(facets?.brands.data.map((b) => [b.id, b.title] as const) ?? [])]),
    color: new Map([...loaded.color, ...colours.map((c) => [c.id, c.name] as const)]),
    attribute: new Map(
      facets?.attributes.flatMap((a) => a.attribute_value.map((v) => [v.id, `${a.title}: ${v.value}`])),
    ),
    rating: new Map([1, 2, 3, 4, 5].map((n) => [n, plural('stars_and_up', n)])),
  };
}

interface ActiveFiltersProps {
  filters: ListingFilters;
  facets: GetFilterDataResponse | undefined;
  onChange: (change: FilterChange) => void;
}

/** The filters in force, each removable on its own. */
export function ActiveFilters({ filters, facets, onChange }: ActiveFiltersProps) {
  const t = useT();
  const { formatPrice } = useStorefront();
  const labels = facetLabels(facets, useLoadedFacetNames(), usePlural());
  const tags: ActiveTag[] = (Object.keys(labels) as IdFacet[]).flatMap((facet) =>
    filters[facet].map((id) => ({
      key: `${facet}-${id}`,
      label: labels[facet].get(id) ?? `#${id}`,
      change: { kind: 'remove', facet, id } as const,
    })),
  );
  if (filters.price) {
    const from = safeFormat(formatPrice, filters.price.min) ?? String(filters.price.min);
    const to = safeFormat(formatPrice, filters.price.max) ?? String(filters.price.max);
    tags.push({ key: 'price', label: `${from} – ${to}`, change: { kind: 'price', price: null } });
  }
  if (tags.length === 0) return null;
  return (
    <Inline gap="2" aria-label={t('Active filters')} role="group">
      {tags.map((tag) => (
        <Tag
          key={tag.key}
          label={tag.label}
          onRemove={() => onChange(tag.change)}
          removeLabel={t('Remove filter: {name}', { name: tag.label })}
        />
      ))}
    </Inline>
  );
}
