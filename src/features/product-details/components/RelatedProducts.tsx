import type { ProductCardOutput } from '@/api-generated/model';
import { Box, Grid, Heading, offscreenSection, ProductCard, Stack } from '@/design-system';
import { useT } from '@/lib/i18n';
import { useProductCardView } from '@/lib/storefront/product-card-view';
import { renderRouterLink } from '@/lib/navigation';

/** More products from the same category. */
export function RelatedProducts({ products }: { products: readonly ProductCardOutput[] }) {
  const t = useT();
  const view = useProductCardView();
  if (products.length === 0) return null;
  // Below the fold on a product page: laid out only as it nears the viewport (ADR 042).
  return (
    <div className={offscreenSection}>
      <Stack as="section" gap="4" aria-labelledby="related-products">
        <Heading level={2} size="xl" id="related-products">
          {t('Related products')}
        </Heading>
        <Grid role="list" columns={{ mobile: 2, tablet: 3, desktop: 6 }} gap="4">
          {products.map((product) => (
            <Box role="listitem" key={product.id}>
              <ProductCard {...view(product)} renderLink={renderRouterLink} />
            </Box>
          ))}
        </Grid>
      </Stack>
    </div>
  );
}
