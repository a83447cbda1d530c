import { use, type ReactNode } from 'react';
import type { Translate } from '@/lib/i18n';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { ProductRow } from '@/domain/products';
import { LinkedImage } from '../components/LinkedImage';
import type { HomeSection, SectionPrefix } from '../home-sections';
import { loadSectionShapes, sectionShapesIfLoaded } from '../section-shapes-loader';
import { BannerRow } from './BannerRow';
import { BlogRow, ShopRow, VideoRow } from './CardRows';
import { DownloadBlock } from './DownloadBlock';
import { SectionFrame } from './SectionFrame';
import { BrandRow, CampaignRow, CategoryRow } from './TileRows';

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
  const { shaped } = sectionShapesIfLoaded() ?? use(loadSectionShapes());
  const frame = frameOf(section.prefix, t);
  // The tall banner of a category section (405×745) takes the first cell of its product row.
  const banner = section.banner ? (
    <LinkedImage
      src={section.banner}
      alt={t('Promotion')}
      width={405}
      height={745}
      link={section.bannerLink}
    />
  ) : undefined;
  const framed = (content: ReactNode) => (
    <SectionFrame
      title={frame.title}
      // link-source: frameOf() names each section's page with paths.<route>.href()
      viewAllHref={frame.href}
    >
      {content}
    </SectionFrame>
  );

  switch (section.kind) {
    case 'banners':
      return <BannerRow banners={shaped('banners', section)} />;
    case 'download':
      return <DownloadBlock section={shaped('download', section)} />;
    case 'category-products': {
      const category = shaped('category-products', section);
      return (
        <SectionFrame title={category.title} viewAllHref={paths.gadgetProducts.href({ slug: category.slug })}>
          <ProductRow products={category.products} banner={banner} />
        </SectionFrame>
      );
    }
    case 'products':
      return framed(<ProductRow products={shaped('products', section)} banner={banner} />);
    case 'categories':
      return framed(<CategoryRow categories={shaped('categories', section)} />);
    case 'brands':
      return framed(<BrandRow brands={shaped('brands', section)} />);
    case 'campaigns':
      return framed(<CampaignRow campaigns={shaped('campaigns', section)} />);
    case 'shops':
      return framed(<ShopRow shops={shaped('shops', section)} />);
    case 'blogs':
      return framed(<BlogRow posts={shaped('blogs', section)} />);
    case 'videos':
      return framed(<VideoRow videos={shaped('videos', section)} />);
  }
}
