import type { ProductCardOutput } from '@/api-generated/model';
import { Box, Grid, ProductCard, type GridProps } from '@/design-system';
import { renderRouterLink } from '@/lib/navigation';
import { useProductCardView } from '@/lib/storefront/product-card-view';

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
          <ProductCard {...view(product)} renderLink={renderRouterLink} />
        </Box>
      ))}
    </Grid>
  );
}
