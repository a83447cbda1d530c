import type { ProductCardOutput } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Grid, type GridProps } from '@/design-system/components/Grid';
import { ProductCard } from '@/design-system/components/ProductCard';
import { renderRouterLink } from '@/lib/navigation';
import { ProductCardMarks, useProductCardView } from '@/domain/products';

/** The product page's rows of cards (this seller's other products, related products). */
export function ProductCardList({
  products,
  columns,
}: {
  products: readonly ProductCardOutput[];
  columns: GridProps['columns'];
}) {
  const view = useProductCardView();
  return (
    <Grid role="list" columns={columns} gap="4">
      {products.map((product) => (
        <Box role="listitem" key={product.id}>
          <ProductCard
            {...view(product)}
            renderLink={renderRouterLink}
            mark={<ProductCardMarks product={product} />}
          />
        </Box>
      ))}
    </Grid>
  );
}
