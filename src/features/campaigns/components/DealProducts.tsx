import type { ReactNode } from 'react';
import type { ProductCard } from '@/api-generated/model';
import { EmptyState, Grid } from '@/design-system';
import { ProductCardSkeleton } from '@/design-system';
import { useT } from '@/lib/i18n';
import { DealsError, DealsLoading, MoreDeals } from './DealsFrame';

export type RenderProducts = (products: ProductCard[]) => ReactNode;

interface DealProductsProps {
  products: ProductCard[];
  total: number;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
    refetch: () => unknown;
  };
  renderProducts: RenderProducts;
  emptyTitle: string;
}

/** A paged list of deal products in each of its states: loading, failed, empty, shown with "Load more". */
export function DealProducts({ products, total, query, renderProducts, emptyTitle }: DealProductsProps) {
  const t = useT();
  if (query.isPending) {
    return (
      <DealsLoading label={t('Loading products')}>
        <Grid columns={{ mobile: 2, tablet: 3, desktop: 6 }} gap="4">
          {Array.from({ length: 6 }, (_, index) => (
            <ProductCardSkeleton key={index} imageWidth={190} imageHeight={230} showAddToCart={false} />
          ))}
        </Grid>
      </DealsLoading>
    );
  }
  if (query.isError && products.length === 0) {
    return (
      <DealsError
        title={t('We could not load the products')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (products.length === 0) return <EmptyState icon="gift" headingLevel={2} title={emptyTitle} />;
  return (
    <>
      {renderProducts(products)}
      <MoreDeals
        shown={products.length}
        total={total}
        query={query}
        loadingLabel={t('Loading more products')}
      />
    </>
  );
}
