import { Breadcrumbs } from '@/design-system/components/Breadcrumbs';
import { Container } from '@/design-system/components/Container';
import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { tokenVar } from '@/design-system/theme/tokens';
import { useT } from '@/lib/i18n';
import { afterPaintPart } from '@/lib/after-paint-part';
import { yieldToMain } from '@/lib/yield-to-main';
import { useModules } from '@/lib/modules';
import { paths, renderRouterLink } from '@/lib/navigation';
import { truthy } from '@/domain/prices';
import { PartUnavailable, QueryError } from '@/ui';
import { ProductHead } from './components/ProductHead';
import { isNotFoundAnswer } from '@/lib/http';
import { ProductViewRecorder, useProductDetails } from '@/domain/products';
import { OffSiteOffer } from './components/OffSiteOffer';
import { PriceBlock } from './components/PriceBlock';
import { ProductDetailsSkeleton } from './components/ProductDetailsSkeleton';
import { ProductGallery } from './components/ProductGallery';
import { ProductNotFound } from './components/ProductNotFound';
import { ProductSummary } from './components/ProductSummary';
import { PurchasePanel } from './components/PurchasePanel';
import { SellerBlock } from './components/SellerBlock';

function LowerSectionsLoading() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true">
      <span role="status" aria-label={t('Loading more sections')} />
      <Skeleton shape="rect" height={tokenVar('size', 'controlMd')} width="50%" />
      <Skeleton shape="text" lines={4} />
    </Stack>
  );
}

/** When their code never arrives (after its retries): say so, and offer the way to try again. */
function LowerSectionsUnavailable() {
  const t = useT();
  return <PartUnavailable title={t('{section} could not be shown', { section: t('Product information') })} />;
}

// The sections under the purchase panel (description, reviews, product rows) are below the fold on a phone: their
// code — the sanitiser, the tabs, the reviews' parts — is asked for once the product has painted, so neither its
// download nor its render comes before the page's largest paint (docs/performance.md, "What a phone's first screen
// does not show, after its first paint"). The sanitiser is got ready in tasks of its own before they render, or its
// set-up was one long task with the description's render. On the next product too they render a frame after the
// product's first screen, so the route change's render and commit carry only what the phone shows first.
const LowerSections = afterPaintPart(
  () =>
    Promise.all([import('./ProductLowerSections'), import('@/design-system/components/SafeHtml')]).then(
      async ([{ ProductLowerSections }, { prepareSanitiser }]) => {
        await prepareSanitiser(yieldToMain);
        return ProductLowerSections;
      },
    ),
  { placeholder: LowerSectionsLoading, fallback: LowerSectionsUnavailable, everyScreen: true },
);

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
        {/* Under the purchase panel: a part of its own, after the first screen (ProductLowerSections). */}
        <LowerSections product={product} />
      </Stack>
    </Container>
  );
}
