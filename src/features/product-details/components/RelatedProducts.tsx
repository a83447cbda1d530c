import type { ProductCardOutput } from '@/api-generated/model';
import { Heading } from '@/design-system/components/Heading';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { ProductCardList } from './ProductCardList';

/** More products from the same category. */
export function RelatedProducts({ products }: { products: readonly ProductCardOutput[] }) {
  const t = useT();
  if (products.length === 0) return null;
  // Below the fold on a product page: laid out only as it nears the viewport (docs/performance.md, "The first
  // render is a transition").
  return (
    <div className={offscreenSection}>
      <Stack as="section" gap="4" aria-labelledby="related-products">
        <Heading level={2} size="xl" id="related-products">
          {t('Related products')}
        </Heading>
        <ProductCardList products={products} columns={{ mobile: 2, tablet: 3, desktop: 6 }} />
      </Stack>
    </div>
  );
}
