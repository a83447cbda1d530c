import { Link as RouterLink } from 'react-router';
import { Grid } from '@/design-system/components/Grid';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { CARD_IMAGE } from '@/domain/products';
import { truthy } from '@/domain/prices';
import type { AttributeName, ProductDetails } from '../purchase';
import { NoPicture } from './NoPicture';
import { OffSiteOffer } from './OffSiteOffer';
import { PriceBlock } from './PriceBlock';
import { PurchasePanel } from './PurchasePanel';

interface QuickViewProductProps {
  product: ProductDetails;
  attributes: readonly AttributeName[];
  now?: number;
}

/** The product in short: first picture, the product page's purchase panel (no Buy Now) and a link to the page. */
export function QuickViewProduct({ product, attributes, now }: QuickViewProductProps) {
  const t = useT();
  const picture = product.gallery.large[0] ?? product.gallery.small[0];
  const offSite = truthy(product.is_catalog) || truthy(product.is_classified);
  return (
    <Grid columns={{ mobile: 1, tablet: 2 }} gap="6">
      {picture ? (
        // The card's proportions: the box is reserved before the picture arrives, whatever its own shape.
        <LazyImage
          src={picture}
          alt={product.product_name}
          {...CARD_IMAGE}
          fit="contain"
          radius="md"
          priority
        />
      ) : (
        <NoPicture label={t('No picture of this product yet')} />
      )}
      <Stack gap="5">
        {offSite ? (
          <Stack gap="4">
            <PriceBlock priced={product} product={product} now={now} busy={false} />
            <OffSiteOffer product={product} />
          </Stack>
        ) : (
          <PurchasePanel
            key={product.id}
            product={product}
            attributes={attributes}
            now={now}
            buyNow={false}
          />
        )}
        <Link asChild underline="hover">
          <RouterLink to={paths.product.href({ slug: product.slug })}>{t('View full details')}</RouterLink>
        </Link>
      </Stack>
    </Grid>
  );
}
