import type { ReactNode } from 'react';
import type { ProductCard } from '@/api-generated/model';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { ProductCardSkeleton } from '@/design-system/components/ProductCard';
import { useT } from '@/lib/i18n';
import type { Identified } from '@/lib/pagination';
import { PagedList, type PagedListProps } from '@/ui';

export type RenderProducts = (products: ProductCard[]) => ReactNode;

interface DealProductsProps<Product extends Identified> {
  list: PagedListProps<Product>['list'];
  /** The card as shown now: a deal that has ended loses its sale price at once. */
  cardOf: (product: Product) => ProductCard;
  renderProducts: RenderProducts;
  emptyTitle: string;
}

/** A paged list of deal products in each of its states: loading, failed, empty, shown with "Load more". */
export function DealProducts<Product extends Identified>({
  list,
  cardOf,
  renderProducts,
  emptyTitle,
}: DealProductsProps<Product>) {
  const t = useT();
  return (
    <PagedList
      list={list}
      pending={
        <Grid columns={{ mobile: 2, tablet: 3, desktop: 6 }} gap="4">
          {Array.from({ length: 6 }, (_, index) => (
            <ProductCardSkeleton key={index} imageWidth={190} imageHeight={230} showAddToCart={false} />
          ))}
        </Grid>
      }
      pendingLabel={t('Loading products')}
      errorTitle={t('We could not load the products')}
      empty={<EmptyState icon="gift" headingLevel={2} title={emptyTitle} />}
      loadingMoreLabel={t('Loading more products')}
    >
      {(products) => renderProducts(products.map(cardOf))}
    </PagedList>
  );
}
