import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { SectionBoundary } from '@/ui';
import { ProductInfoTabs } from './components/ProductInfoTabs';
import { RecentlyViewedProducts } from './components/RecentlyViewedProducts';
import { RelatedProducts } from './components/RelatedProducts';
import { ReviewsSection } from './components/ReviewsSection';
import { SellerProducts } from './components/SellerProducts';
import type { ProductDetails } from './purchase';

/**
 * What a product page shows under its purchase panel: description and specification, reviews, more from the seller,
 * related and recently viewed products. A part of its own (ProductDetailsScreen), so its code — the sanitiser, the
 * tabs, the review form's parts — and its render come after the product's first screen has painted.
 */
export function ProductLowerSections({ product }: { product: ProductDetails }) {
  const t = useT();
  const modules = useModules();
  return (
    <>
      {/* Laid out only as they near the viewport (offscreenSection, docs/performance.md, "The first render is a
          transition"). */}
      <div className={offscreenSection}>
        <ProductInfoTabs product={product} />
      </div>
      <SectionBoundary label={t('Reviews')}>
        <div className={offscreenSection}>
          <ReviewsSection product={product} />
        </div>
      </SectionBoundary>
      {modules.sellers ? (
        <SectionBoundary label={t('More from this seller')}>
          <SellerProducts
            products={product.sidebar_products}
            currentId={product.id}
            seller={product.seller}
          />
        </SectionBoundary>
      ) : null}
      <SectionBoundary label={t('Related products')}>
        <RelatedProducts products={product.related_products} />
      </SectionBoundary>
      <SectionBoundary label={t('Recently Viewed')}>
        <RecentlyViewedProducts currentId={product.id} />
      </SectionBoundary>
    </>
  );
}
