import { useSearchParams } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Tabs } from '@/design-system/components/Tabs';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths } from '@/lib/navigation';
import { breadcrumbJsonLd, canonicalUrl, itemListJsonLd, PageHead, plainText } from '@/lib/seo';
import { usePagedList } from '@/lib/pagination';
import { parseServerTime } from '@/lib/server-clock';
import { QueryError } from '@/ui';
import { campaignProductList } from './api/campaign-queries';
import { CampaignBrands, CampaignShops } from './components/CampaignPartners';
import { DealCountdown } from './components/DealCountdown';
import { DealProducts, type RenderProducts } from './components/DealProducts';
import { dealCard } from './deal-pricing';
import { useDealClock } from './use-deal-clock';
import { OwnWords } from '@/design-system/components/Text';

const TABS = ['products', 'brands', 'shops'] as const;
type CampaignTab = (typeof TABS)[number];
const isTab = (value: string | null): value is CampaignTab => TABS.some((tab) => tab === value);

/** "Campaign Details" (/campaign/:slug): banner, countdown, and the campaign's products, brands and shops. */
export function CampaignScreen({ slug, renderProducts }: { slug: string; renderProducts: RenderProducts }) {
  const t = useT();
  const modules = useModules();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  // The shops tab belongs to the seller system: with it off, `?tab=shops` opens the products.
  const tab: CampaignTab =
    isTab(tabParam) && (tabParam !== 'shops' || modules.sellers) ? tabParam : 'products';
  const list = usePagedList(campaignProductList(slug));
  const campaign = list.first?.campaign;
  const products = list.items;
  const startsAt = parseServerTime(campaign?.campaign_start_date);
  const endsAt = parseServerTime(campaign?.end_date ?? campaign?.campaign_end_date);
  const serverNow = useDealClock([startsAt, endsAt], () => void list.query.refetch());

  if (list.query.isError && !campaign) {
    return (
      <Container>
        <Box paddingBlock="6">
          <QueryError
            query={list.query}
            title={t('We could not open this campaign')}
            gone={{
              title: t('This campaign is not available'),
              description: t('It may have ended. The other campaigns are still here.'),
              href: paths.campaigns.href(),
              action: t('See all campaigns'),
            }}
          />
        </Box>
      </Container>
    );
  }

  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          {campaign ? (
            <PageHead
              title={campaign.title}
              description={plainText(campaign.short_description) || undefined}
              image={campaign.image_1920x412 || undefined}
              jsonLd={[
                itemListJsonLd({
                  name: campaign.title,
                  items: products.map((product) => ({
                    name: product.product_name,
                    url: canonicalUrl(paths.product.href({ slug: product.slug })),
                  })),
                }),
                breadcrumbJsonLd([
                  { name: t('Home'), url: canonicalUrl(paths.home.href()) },
                  { name: t('All Campaign'), url: canonicalUrl(paths.campaigns.href()) },
                  { name: campaign.title },
                ]),
              ]}
            />
          ) : null}
          {campaign ? (
            <Stack gap="4">
              <Box borderRadius="lg" overflow="hidden">
                <LazyImage src={campaign.image_1920x412} alt="" width={1920} height={412} priority />
              </Box>
              <Box
                display="flex"
                flexDirection={{ mobile: 'column', tablet: 'row' }}
                gap="4"
                justifyContent="space-between"
                alignItems={{ mobile: 'flex-start', tablet: 'center' }}
              >
                <Stack gap="2">
                  <Heading level={1} size="2xl">
                    <OwnWords>{campaign.title}</OwnWords>
                  </Heading>
                  {campaign.short_description ? (
                    <Text tone="muted" dir="auto">
                      {campaign.short_description}
                    </Text>
                  ) : null}
                </Stack>
                {endsAt !== null ? (
                  <DealCountdown endsAt={endsAt} startsAt={startsAt} serverNow={serverNow} />
                ) : null}
              </Box>
            </Stack>
          ) : (
            <Box aria-busy="true">
              <Stack gap="4">
                <Skeleton shape="rect" width="100%" height="8rem" />
                <Skeleton shape="text" width="16rem" height="2rem" />
              </Stack>
            </Box>
          )}
          <Tabs
            label={t('Campaign sections')}
            value={tab}
            onValueChange={(next) =>
              setSearch(next === 'products' ? {} : { tab: next }, { replace: true, preventScrollReset: true })
            }
            items={[
              {
                value: 'products',
                label: t('Products'),
                content: (
                  <DealProducts
                    list={list}
                    cardOf={(product) => dealCard(product, serverNow)}
                    renderProducts={renderProducts}
                    emptyTitle={t('This campaign has no products yet')}
                  />
                ),
              },
              { value: 'brands', label: t('Brands'), content: <CampaignBrands slug={slug} /> },
              ...(modules.sellers
                ? [{ value: 'shops', label: t('Shops'), content: <CampaignShops slug={slug} /> }]
                : []),
            ]}
          />
        </Stack>
      </Box>
    </Container>
  );
}
