import type { ReactNode } from 'react';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import {
  BannerMap,
  DownloadSection,
  HomeBlogSection,
  HomeBrandSection,
  HomeCampaignSection,
  HomeCategoryProducts,
  HomeCategorySection,
  HomeProductSection,
  HomeShopSection,
  HomeVideoSection,
} from '@/api-generated/model';
import type { Translate } from '@/lib/i18n';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import type { HomeSection, SectionPrefix } from '../home-sections';
import { BannerRow } from './BannerRow';
import { BlogRow, ShopRow, VideoRow } from './CardRows';
import { DownloadBlock } from './DownloadBlock';
import { ProductRow } from './ProductSection';
import { SectionFrame } from './SectionFrame';
import { BrandRow, CampaignRow, CategoryRow } from './TileRows';

/** Thrown when a section's data does not have the shape its key promises; the section boundary shows it. */
export class SectionDataError extends Error {
  override readonly name = 'SectionDataError';
}

function shaped<S extends $ZodType>(schema: S, section: HomeSection): output<S> {
  const parsed = safeParse(schema, section.data);
  if (!parsed.success) throw new SectionDataError(`home section ${section.key} has an unexpected shape`);
  return parsed.data;
}

/** Each section's heading and the screen with all of it. */
function frameOf(prefix: SectionPrefix, t: Translate): { title: string; href?: string } {
  switch (prefix) {
    case 'campaigns':
      return { title: t('Campaigns'), href: paths.campaigns.href() };
    case 'popular_categories':
      return { title: t('Popular Categories'), href: paths.categories.href() };
    case 'top_categories':
      return { title: t('Top Categories'), href: paths.categories.href() };
    case 'today_deals':
      return { title: t("Today's Deals"), href: paths.dailyDeals.href() };
    case 'flash_products':
      return { title: t('Flash Sale'), href: paths.flashSale.href() };
    case 'latest_products':
      return { title: t('Latest Products'), href: paths.products.href(undefined, { sort: 'newest' }) };
    case 'best_selling_product':
      return { title: t('Best Selling Products'), href: paths.bestSelling.href() };
    case 'offer_ending':
      return { title: t('Offer Ending Soon'), href: paths.offerProducts.href() };
    case 'blog':
      return { title: t('Latest News'), href: paths.blogs.href() };
    case 'brands':
      return { title: t('Popular Brands'), href: paths.brands.href() };
    case 'sellers':
      return { title: t('Top Shops'), href: paths.sellers.href() };
    case 'best_sellers':
      return { title: t('Best Shops'), href: paths.sellers.href() };
    case 'featured_sellers':
      return { title: t('Featured Shops'), href: paths.sellers.href() };
    case 'express_sellers':
      return { title: t('Express Shops'), href: paths.sellers.href() };
    case 'video_shopping':
      return { title: t('Video Shopping'), href: paths.videoShopping.href() };
    case 'gadget_product':
    case 'banners':
    case 'download_section':
      return { title: '' };
  }
}

/** One configured home section, drawn by its kind. */
export function HomeSectionView({ section }: { section: HomeSection }) {
  const t = useT();
  const frame = frameOf(section.prefix, t);
  const banner = section.banner
    ? { src: section.banner, link: section.bannerLink, alt: t('Promotion') }
    : undefined;
  const framed = (content: ReactNode) => (
    <SectionFrame title={frame.title} viewAllHref={frame.href}>
      {content}
    </SectionFrame>
  );

  switch (section.kind) {
    case 'banners':
      return <BannerRow banners={shaped(BannerMap, section)} />;
    case 'download':
      return <DownloadBlock section={shaped(DownloadSection, section)} />;
    case 'category-products': {
      const category = shaped(HomeCategoryProducts, section);
      return (
        <SectionFrame title={category.title} viewAllHref={paths.gadgetProducts.href({ slug: category.slug })}>
          <ProductRow products={category.products} banner={banner} />
        </SectionFrame>
      );
    }
    case 'products':
      return framed(<ProductRow products={shaped(HomeProductSection, section)} banner={banner} />);
    case 'categories':
      return framed(<CategoryRow categories={shaped(HomeCategorySection, section)} />);
    case 'brands':
      return framed(<BrandRow brands={shaped(HomeBrandSection, section)} />);
    case 'campaigns':
      return framed(<CampaignRow campaigns={shaped(HomeCampaignSection, section)} />);
    case 'shops':
      return framed(<ShopRow shops={shaped(HomeShopSection, section)} />);
    case 'blogs':
      return framed(<BlogRow posts={shaped(HomeBlogSection, section)} />);
    case 'videos':
      return framed(<VideoRow videos={shaped(HomeVideoSection, section)} />);
  }
}
