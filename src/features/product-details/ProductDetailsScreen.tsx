import { Breadcrumbs } from '@/design-system/components/Breadcrumbs';
import { Container } from '@/design-system/components/Container';
import { Grid } from '@/design-system/components/Grid';
import { offscreenSection } from '@/design-system/theme/offscreen.css';
import { SectionErrorBoundary } from '@/design-system/components/SectionErrorBoundary';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths, renderRouterLink } from '@/lib/navigation';
import { truthy } from '@/domain/prices';
import { QueryError } from '@/ui';
import { ProductHead } from './components/ProductHead';
import { isNotFoundAnswer } from '@/lib/http';
import { ProductViewRecorder, useProductDetails } from '@/domain/products';
import { OffSiteOffer } from './components/OffSiteOffer';
import { PriceBlock } from './components/PriceBlock';
import { ProductDetailsSkeleton } from './components/ProductDetailsSkeleton';
import { ProductGallery } from './components/ProductGallery';
import { ProductInfoTabs } from './components/ProductInfoTabs';
import { ProductNotFound } from './components/ProductNotFound';
import { ProductSummary } from './components/ProductSummary';
import { PurchasePanel } from './components/PurchasePanel';
import { RecentlyViewedProducts } from './components/RecentlyViewedProducts';
import { RelatedProducts } from './components/RelatedProducts';
import { ReviewsSection } from './components/ReviewsSection';
import { SellerBlock } from './components/SellerBlock';
import { SellerProducts } from './components/SellerProducts';

export interface ProductDetailsScreenProps {
  slug: string;
  /** Frozen clock for stories and screenshots (the discount countdown); live time without it. */
  now?: number;
}

export function ProductDetailsScreen({ slug, now }: ProductDetailsScreenProps) {
  const t = useT();
  const modules = useModules();
  const query = useProductDetails(slug);

  if (query.isError && !query.data) {
    if (isNotFoundAnswer(query.error)) return <ProductNotFound />;
    return (
      <Container>
        <QueryError query={query} title={t('We could not load this product')} />
      </Container>
    );
  }
  if (!query.data) return <ProductDetailsSkeleton />;

  const { product, attributes } = query.data;
  if (product.status !== 'published') return <ProductNotFound />;
  const offSite = truthy(product.is_catalog) || truthy(product.is_classified);
  const crumbs = [
    { label: t('Home'), href: paths.home.href() },
    ...(product.category_slug && product.category_title
      ? [{ label: product.category_title, href: paths.category.href({ slug: product.category_slug }) }]
      : []),
    { label: product.product_name },
  ];

  return (
    <Container>
      <ProductViewRecorder slug={slug} />
      <ProductHead product={product} />
      <Stack gap="8">
        <Breadcrumbs label={t('Breadcrumb')} items={crumbs} renderLink={renderRouterLink} />
        <Grid columns={{ mobile: 1, desktop: 2 }} gap="8">
          <ProductGallery key={product.id} product={product} />
          <Stack gap="6">
            <ProductSummary product={product} />
            {offSite ? (
              <Stack gap="4">
                <PriceBlock priced={product} product={product} now={now} busy={false} />
                <OffSiteOffer product={product} />
              </Stack>
            ) : (
              <PurchasePanel key={product.id} product={product} attributes={attributes} now={now} />
            )}
            {/* Without the seller system the shop sells as one: no seller, no way to a shop. */}
            {modules.sellers && product.seller ? <SellerBlock seller={product.seller} /> : null}
          </Stack>
        </Grid>
        {/* Under the purchase panel, this and the sections after it are laid out only as they near the viewport
            (offscreenSection, docs/performance.md, "The first render is a transition"). */}
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
      </Stack>
    </Container>
  );
}
