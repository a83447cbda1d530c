import type { ProductCardOutput } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Grid } from '@/design-system/components/Grid';
import { ProductCard } from '@/design-system/components/ProductCard';
import { useT } from '@/lib/i18n';
import { useProductCardView } from '@/lib/products';
import { useOpenQuickView, renderRouterLink } from '@/lib/navigation';
import { LinkedImage } from '../components/LinkedImage';
import { PRODUCT_ROW_COLUMNS as COLUMNS } from '../components/SectionSkeleton';
import { CartMark } from '@/ui/InCartMark';

/** The tall banner of a category section (405×745) takes the first cell of the grid. */
const BANNER = { width: 405, height: 745 } as const;

interface ProductRowProps {
  products: readonly ProductCardOutput[];
  /** A banner beside the products (category section, offer ending soon). */
  banner?: { src: string; link?: string; alt: string };
}

/**
 * Product cards of a home section: price in the shop's currency, discount, stock and reward badges, and the quick
 * view (where the shopper picks options and adds to the cart).
 */
export function ProductRow({ products, banner }: ProductRowProps) {
  const t = useT();
  const view = useProductCardView();
  const openQuickView = useOpenQuickView();
  return (
    <Grid role="list" columns={COLUMNS} gap="4">
      {banner ? (
        <Box role="listitem">
          <LinkedImage src={banner.src} alt={banner.alt} {...BANNER} link={banner.link} />
        </Box>
      ) : null}
      {products.map((product) => {
        const card = view(product);
        return (
          <Box role="listitem" key={product.id}>
            <ProductCard
              {...card}
              renderLink={renderRouterLink}
              headingLevel={3}
              mark={<CartMark slug={product.slug} />}
              onQuickView={() => openQuickView(product.slug)}
              labels={{ ...card.labels, quickView: t('Quick view: {name}', { name: product.product_name }) }}
            />
          </Box>
        );
      })}
    </Grid>
  );
}
