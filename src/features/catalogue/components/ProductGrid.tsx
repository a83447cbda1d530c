import type { ProductCardOutput } from '@/api-generated/model';
import { Grid } from '@/design-system/components/Grid';
import { ProductCardSkeleton } from '@/design-system/components/ProductCard';
import { useProductCardView } from '@/domain/products';
import { useOpenQuickView } from '@/lib/navigation';
import { ListingProductCard } from './ListingProductCard';
import { gridColumns as COLUMNS, gridItem } from './ProductGrid.css';

/** Cards in the first row load their pictures eagerly. */
const EAGER_CARDS = 4;

interface ProductGridProps {
  products: ProductCardOutput[];
  /** A newer page or filter is loading: the current cards stay, marked busy. */
  updating: boolean;
  label: string;
}

export function ProductGrid({ products, updating, label }: ProductGridProps) {
  const view = useProductCardView();
  const openQuickView = useOpenQuickView();
  return (
    <Grid role="list" columns={COLUMNS} gap="4" aria-label={label} aria-busy={updating || undefined}>
      {products.map((product, index) => (
        <div role="listitem" key={product.id} className={gridItem}>
          <ListingProductCard
            product={product}
            view={view(product)}
            priority={index < EAGER_CARDS}
            onQuickView={() => openQuickView(product.slug)}
          />
        </div>
      ))}
    </Grid>
  );
}

/** The grid as it will look, while the first page loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Grid columns={COLUMNS} gap="4">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} imageWidth={190} imageHeight={230} />
      ))}
    </Grid>
  );
}
