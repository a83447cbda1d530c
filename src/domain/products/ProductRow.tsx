import type { ReactNode } from 'react';
import type { ProductCardOutput } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Grid } from '@/design-system/components/Grid';
import { ProductCard } from '@/design-system/components/ProductCard';
import { useT } from '@/lib/i18n';
import { useProductCardView } from './product-card-view';
import { useOpenQuickView, renderRouterLink } from '@/lib/navigation';
import { ProductCardMarks } from './ProductCardMarks';

/** How many product cards a row shows side by side (its skeleton uses the same). */
export const PRODUCT_ROW_COLUMNS = { mobile: 2, tablet: 3, desktop: 6 } as const;

export interface ProductRowProps {
  products: readonly ProductCardOutput[];
  /** A banner in the first cell, beside the products (a home category section, offer ending soon). */
  banner?: ReactNode;
}

/**
 * A row of product cards (home sections, flash sale, daily deals, a campaign, a shop's sections): price in the
 * shop's currency, discount, stock and reward badges, and the quick view (where the shopper picks options and adds
 * to the cart).
 */
export function ProductRow({ products, banner }: ProductRowProps) {
  const t = useT();
  const view = useProductCardView();
  const openQuickView = useOpenQuickView();
  return (
    <Grid role="list" columns={PRODUCT_ROW_COLUMNS} gap="4">
      {banner ? <Box role="listitem">{banner}</Box> : null}
      {products.map((product) => {
        const card = view(product);
        return (
          <Box role="listitem" key={product.id}>
            <ProductCard
              {...card}
              renderLink={renderRouterLink}
              headingLevel={3}
              mark={<ProductCardMarks product={product} />}
              onQuickView={() => openQuickView(product.slug)}
              labels={{ ...card.labels, quickView: t('Quick view: {name}', { name: product.product_name }) }}
            />
          </Box>
        );
      })}
    </Grid>
  );
}
