import type { GetFilterDataResponse } from '@/api-generated/model';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Stack } from '@/design-system/components/Stack';
import { usePlural, useT } from '@/lib/i18n';
import type { FilterChange, IdFacet, ListingFilters } from '@/domain/catalogue';
import { ExpandableFacet } from './ExpandableFacet';
import { FacetGroup, type FacetOption } from './FacetGroup';
import { PriceFacet } from './PriceFacet';

export interface FilterPanelProps {
  facets: GetFilterDataResponse;
  filters: ListingFilters;
  onChange: (change: FilterChange) => void;
  /** The route already fixes a category (category pages) or a brand (brand pages). */
  hide: { category: boolean; brand: boolean };
  /** Names the panel's heading; the mobile sheet has its own title. */
  showHeading?: boolean;
}

const RATINGS = [5, 4, 3, 2, 1] as const;

/** Every facet of the list: categories with counts, brands, colours, attribute values, rating and price. */
export function FilterPanel({ facets, filters, onChange, hide, showHeading = true }: FilterPanelProps) {
  const t = useT();
  const plural = usePlural();
  const toggle = (facet: IdFacet) => (id: number) => onChange({ kind: 'toggle', facet, id });
  const colours = Array.isArray(facets.colors) ? [] : facets.colors.data;
  const ratingOptions: FacetOption[] = RATINGS.map((n) => ({
    id: n,
    label: n === 5 ? t('5 stars') : plural('stars_and_up', n),
  }));

  return (
    <Stack gap="6">
      {showHeading ? (
        <Inline align="between">
          <Heading level={2} size="lg">
            {t('Filters')}
          </Heading>
          <Button variant="link" tone="neutral" size="sm" onClick={() => onChange({ kind: 'clear' })}>
            {t('Clear all')}
          </Button>
        </Inline>
      ) : null}
      {hide.category ? null : (
        <FacetGroup
          title={t('Categories')}
          options={facets.categories.map((c) => ({ id: c.id, label: `${c.title} (${c.total_products})` }))}
          selected={filters.category}
          onToggle={toggle('category')}
        />
      )}
      {hide.brand ? null : (
        <ExpandableFacet
          facet="brands"
          title={t('Brands')}
          first={facets.brands.data.map((b) => ({ id: b.id, label: b.title }))}
          hasMore={facets.brands.has_more_data}
          selected={filters.brand}
          onToggle={toggle('brand')}
        />
      )}
      <ExpandableFacet
        facet="colours"
        title={t('Colors')}
        first={colours.map((c) => ({ id: c.id, label: c.name }))}
        hasMore={!Array.isArray(facets.colors) && facets.colors.has_more_data}
        selected={filters.color}
        onToggle={toggle('color')}
      />
      {facets.attributes.map((attribute) => (
        <FacetGroup
          key={attribute.id}
          title={attribute.title}
          options={attribute.attribute_value.map((v) => ({ id: v.id, label: v.value }))}
          selected={filters.attribute}
          onToggle={toggle('attribute')}
        />
      ))}
      <FacetGroup
        title={t('Rating')}
        options={ratingOptions}
        selected={filters.rating}
        onToggle={toggle('rating')}
      />
      <PriceFacet
        key={filters.price ? `${filters.price.min}-${filters.price.max}` : 'any'}
        range={facets.price_range}
        applied={filters.price}
        onApply={(price) => onChange({ kind: 'price', price })}
      />
    </Stack>
  );
}
