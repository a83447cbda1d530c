import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { BannerMap, ProductCard } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Tabs } from '@/design-system/components/Tabs';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths } from '@/lib/navigation';
import { breadcrumbJsonLd, canonicalUrl, PageHead, plainText, publicImageUrl, storeJsonLd } from '@/lib/seo';
import { QueryError, SectionBoundary } from '@/ui';
import { shopPageQueries } from '@/domain/shops';
import { ShopCoupons } from './components/ShopCoupons';
import { ShopHeader } from './components/ShopHeader';
import { ShopScreenSkeleton } from './components/ShopScreenSkeleton';
import { SECTION_TITLES, shopSections } from './shop-sections';

export const SHOP_TABS = ['store', 'products', 'coupons'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];
/** The query parameter that holds the open tab; the product listing keeps it while its filters change. */
export const SHOP_TAB_PARAM = 'tab';

export interface ShopScreenProps {
  slug: string;
  /** The shop's product listing with its filters in the URL (composed by the route from the catalogue). */
  products: ReactNode;
  /** Product cards of a configured section (composed by the route). */
  renderProducts: (products: ProductCard[]) => ReactNode;
  /** Banner pictures of a configured section (composed by the route). */
  renderBanners: (banners: BannerMap) => ReactNode;
}

const isTab = (value: string | null): value is ShopTab => SHOP_TABS.some((tab) => tab === value);

/**
 * A shop (/shop/:slug): its header and follow button, then its store sections, products and coupons as tabs (no
 * coupons tab when the owner switched coupons off).
 */
export function ShopScreen({ slug, products, renderProducts, renderBanners }: ShopScreenProps) {
  const t = useT();
  const modules = useModules();
  const query = useQuery(shopPageQueries(slug).shop);
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get(SHOP_TAB_PARAM);
  const tab: ShopTab = isTab(tabParam) && (tabParam !== 'coupons' || modules.coupons) ? tabParam : 'store';

  if (query.data === undefined) {
    if (!query.isError) return <ShopScreenSkeleton />;
    return (
      <Container>
        <Box paddingBlock="6">
          <QueryError
            query={query}
            title={t('We could not open this shop')}
            gone={{
              title: t('This shop is not available'),
              description: t('It may have closed. The other shops are still here.'),
              href: paths.sellers.href(),
              action: t('See all shops'),
            }}
          />
        </Box>
      </Container>
    );
  }

  const { shop } = query.data;
  const sections = shopSections(shop);
  // Another tab starts a fresh listing: its filters belong to the products tab only.
  const openTab = (next: string) =>
    setSearch(next === 'store' ? {} : { [SHOP_TAB_PARAM]: next }, { preventScrollReset: true });

  const store =
    sections.length === 0 ? (
      <EmptyState icon="store" headingLevel={2} title={t('This shop has not set up its store page yet')} />
    ) : (
      <Stack gap="10">
        {sections.map((section) => (
          <SectionBoundary key={section.key} name={section.key} onRetry={() => void query.refetch()}>
            {section.name === 'banner' ? (
              renderBanners(section.banners)
            ) : (
              <Box as="section" aria-label={t(SECTION_TITLES[section.name])}>
                <Stack gap="4">
                  <Heading level={2} size="xl">
                    {t(SECTION_TITLES[section.name])}
                  </Heading>
                  {renderProducts(section.products)}
                </Stack>
              </Box>
            )}
          </SectionBoundary>
        ))}
      </Stack>
    );

  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <PageHead
            title={shop.shop_name}
            description={plainText(shop.shop_tagline) || undefined}
            image={shop.image_899x480 || shop.image_82x82 || undefined}
            type="profile"
            jsonLd={[
              storeJsonLd({
                name: shop.shop_name,
                url: canonicalUrl(paths.shop.href({ slug })),
                logo: publicImageUrl(shop.image_82x82),
                image: publicImageUrl(shop.image_899x480),
                description: plainText(shop.shop_tagline) || undefined,
                rating: { value: shop.rating_count, count: shop.reviews_count },
              }),
              breadcrumbJsonLd([
                { name: t('Home'), url: canonicalUrl(paths.home.href()) },
                { name: t('All Sellers'), url: canonicalUrl(paths.sellers.href()) },
                { name: shop.shop_name },
              ]),
            ]}
          />
          <ShopHeader shop={shop} />
          <Tabs
            label={t('Shop sections')}
            value={tab}
            onValueChange={openTab}
            items={[
              { value: 'store', label: t('Store'), content: store },
              { value: 'products', label: t('Products'), content: products },
              ...(modules.coupons
                ? [{ value: 'coupons', label: t('Coupons'), content: <ShopCoupons page={query.data} /> }]
                : []),
            ]}
          />
        </Stack>
      </Box>
    </Container>
  );
}
