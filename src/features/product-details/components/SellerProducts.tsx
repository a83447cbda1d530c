import { Link as RouterLink } from 'react-router';
import type { ProductCardOutput } from '@/api-generated/model';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { ProductDetails } from '../purchase';
import { ProductCardList } from './ProductCardList';

/** "More from this seller": other products of the same shop (the shop's own products when the shop sells it). */
export function SellerProducts({
  products,
  currentId,
  seller,
}: {
  products: readonly ProductCardOutput[];
  currentId: number;
  seller: ProductDetails['seller'];
}) {
  const t = useT();
  const others = products.filter((product) => product.id !== currentId);
  if (others.length === 0) return null;
  // Below the fold on a product page: laid out only as it nears the viewport (docs/performance.md, "The first
  // render is a transition").
  return (
    <div className={offscreenSection}>
      <Stack as="section" gap="4" aria-labelledby="seller-products">
        <Inline align="between" gap="3">
          <Heading level={2} size="xl" id="seller-products">
            {seller ? t('More from {shop}', { shop: seller.shop_name }) : t('More from this seller')}
          </Heading>
          {seller ? (
            <Link asChild>
              <RouterLink to={paths.shop.href({ slug: seller.slug })}>{t('Visit Store')}</RouterLink>
            </Link>
          ) : null}
        </Inline>
        <ProductCardList products={others} columns={{ mobile: 2, tablet: 4 }} />
      </Stack>
    </div>
  );
}
