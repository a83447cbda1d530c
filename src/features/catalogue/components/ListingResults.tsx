import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { GetFilteredProductsResponse, ProductCardOutput } from '@/api-generated/model';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Pagination } from '@/design-system/components/Pagination';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { renderRouterLink } from '@/lib/navigation';
import { QueryState } from '@/ui';
import { hasActiveFilters, type ListingFilters } from '@/domain/catalogue';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

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
  const filtered = hasActiveFilters(filters);
  // A page past the list's end (an old link, `?page=999`): the list itself has products, this page has none.
  const answer = query.data?.products;
  const pastTheEnd =
    answer !== undefined && answer.data.length === 0 && answer.current_page > 1 && answer.total > 0;

  return (
    <QueryState
      query={query}
      pending={<ProductGridSkeleton />}
      pendingLabel={t('Loading products')}
      errorTitle={t('We could not load the products')}
      isEmpty={(data) => data.products.data.length === 0}
      empty={
        pastTheEnd ? (
          <EmptyState
            icon="info"
            title={t('There is no such page')}
            description={t('This list ends at page {page}.', { page: answer.last_page })}
            action={
              <Button asChild variant="outline" tone="neutral">
                <RouterLink
                  // link-source: pageHref() is the listing's own path with our own query
                  to={pageHref(1)}
                >
                  {t('Back to the first page')}
                </RouterLink>
              </Button>
            }
          />
        ) : (
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
        )
      }
    >
      {({ products: page }) => (
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
      )}
    </QueryState>
  );
}
