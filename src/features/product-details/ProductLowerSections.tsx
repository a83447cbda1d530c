import { SectionErrorBoundary } from '@/design-system/components/SectionErrorBoundary';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
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
      <SectionErrorBoundary
        name={t('Reviews')}
        title={t('{section} could not be shown', { section: t('Reviews') })}
        retryLabel={t('Try again')}
      >
        <div className={offscreenSection}>
          <ReviewsSection product={product} />
        </div>
      </SectionErrorBoundary>
      {modules.sellers ? (
        <SectionErrorBoundary
          name={t('More from this seller')}
          title={t('{section} could not be shown', { section: t('More from this seller') })}
          retryLabel={t('Try again')}
        >
          <SellerProducts
            products={product.sidebar_products}
            currentId={product.id}
            seller={product.seller}
          />
        </SectionErrorBoundary>
      ) : null}
      <SectionErrorBoundary
        name={t('Related products')}
        title={t('{section} could not be shown', { section: t('Related products') })}
        retryLabel={t('Try again')}
      >
        <RelatedProducts products={product.related_products} />
      </SectionErrorBoundary>
      <SectionErrorBoundary
        name={t('Recently Viewed')}
        title={t('{section} could not be shown', { section: t('Recently Viewed') })}
        retryLabel={t('Try again')}
      >
        <RecentlyViewedProducts currentId={product.id} />
      </SectionErrorBoundary>
    </>
  );
}
