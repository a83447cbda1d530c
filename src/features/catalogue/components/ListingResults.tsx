import type { UseQueryResult } from '@tanstack/react-query';
import type { GetFilteredProductsResponse, ProductCardOutput } from '@/api-generated/model';
import { Button, EmptyState, ErrorState, Pagination, Stack } from '@/design-system';
import { isHttpClientError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { hasActiveFilters, type ListingFilters } from '../listing-query';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { renderRouterLink } from '@/lib/navigation';

interface ListingResultsProps {
  query: UseQueryResult<GetFilteredProductsResponse, unknown>;
  filters: ListingFilters;
  onClear: () => void;
  pageHref: (page: number) => string;
  /** Names the product list for assistive technology. */
  label: string;
}

/** The grid and its pages, or the state that replaces it: first load, failure, nothing found. */
export function ListingResults({ query, filters, onClear, pageHref, label }: ListingResultsProps) {
  const t = useT();
  const { data } = query;

  if (!data && query.isError) {
    return (
      <ErrorState
        title={t('We could not load the products')}
        description={isHttpClientError(query.error) ? t(query.error.userMessage) : undefined}
        retryLabel={t('Try again')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!data) {
    return (
      <Stack gap="4" aria-busy="true">
        <span role="status" aria-label={t('Loading products')} />
        <ProductGridSkeleton />
      </Stack>
    );
  }

  const page = data.products;
  if (page.data.length === 0) {
    const filtered = hasActiveFilters(filters);
    return (
      <EmptyState
        title={t('No products found')}
        description={
          filters.q
            ? t('Nothing matches "{query}". Try another word.', { query: filters.q })
            : filtered
              ? t('No product matches these filters.')
              : undefined
        }
        action={
          filtered ? (
            <Button variant="outline" tone="neutral" onClick={onClear}>
              {t('Clear all filters')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <Stack gap="6">
      <ProductGrid
        products={page.data as ProductCardOutput[]}
        updating={query.isPlaceholderData}
        label={label}
      />
      <Pagination
        page={page.current_page}
        pageCount={page.last_page}
        label={t('Pages')}
        previousLabel={t('Previous')}
        nextLabel={t('Next')}
        pageLabel={(n) => t('Page {page}', { page: n })}
        getHref={pageHref}
        renderLink={renderRouterLink}
      />
    </Stack>
  );
}
