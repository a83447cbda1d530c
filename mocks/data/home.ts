/**
 * The configured home page (`settings.home_page_contents`, backend-api §4.10): an ordered list of sections,
 * covering every component kind. Handlers turn each into the `components` entries of `home/page`.
 */
import type { Campaign, Category, Id } from '../domain/types';
import { placeholderImage } from './images';

export const HOME_COMPONENT_KEYS = [
  'banner',
  'campaign',
  'popular_category',
  'top_category',
  'todays_deal',
  'flash_deal',
  'latest_product',
  'category_section',
  'best_selling_products',
  'offer_ending_soon',
  'latest_news',
  'popular_brands',
  'top_sellers',
  'best_sellers',
  'featured_sellers',
  'express_sellers',
  'download_section',
  'video_shopping',
] as const;
export type HomeComponentKey = (typeof HOME_COMPONENT_KEYS)[number];

export type HomeSection =
  | { key: 'banner'; banners: { image: string; link: string }[] }
  | { key: 'campaign'; campaign_ids: Id[] }
  | { key: 'popular_category' | 'top_category'; category_ids: Id[] }
  | {
      key: 'todays_deal' | 'latest_product' | 'best_selling_products' | 'latest_news' | 'popular_brands';
      limit: number;
    }
  | {
      key: 'top_sellers' | 'best_sellers' | 'featured_sellers' | 'express_sellers' | 'video_shopping';
      limit: number;
    }
  | { key: 'flash_deal'; campaign_id: Id; limit: number }
  | {
      key: 'category_section';
      category_id: Id;
      title: string;
      banner: string;
      banner_url: string;
      limit: number;
    }
  | { key: 'offer_ending_soon'; limit: number; banner: string; banner_url: string }
  | {
      key: 'download_section';
      banner: string;
      text: string;
      sub_text: string;
      apple_store: string;
      play_store: string;
    };

export function generateHomeSections(categories: Category[], campaigns: Campaign[]): HomeSection[] {
  const roots = categories.filter((c) => c.level === 1);
  const flash = campaigns.find((c) => c.flash_sale)!;
  const featured = campaigns.filter((c) => c.is_featured && !c.flash_sale).map((c) => c.id);
  const categorySection = (root: Category): HomeSection => ({
    key: 'category_section',
    category_id: root.id,
    title: root.title,
    banner: placeholderImage(root.title, { width: 405, height: 745, tone: 'dark' }),
    banner_url: `/category/${root.slug}`,
    limit: 8,
  });
  const banner = (labels: [string, string][]): HomeSection => ({
    key: 'banner',
    banners: labels.map(([label, link]) => ({
      image: placeholderImage(label, { width: labels.length === 1 ? 1280 : 620, height: 240, tone: 'dark' }),
      link,
    })),
  });
  return [
    banner([
      ['Winter Collection', '/campaign/winter-collection'],
      ['Tech Week', '/campaign/tech-week'],
    ]),
    { key: 'popular_category', category_ids: categories.filter((c) => c.is_popular).map((c) => c.id) },
    { key: 'todays_deal', limit: 12 },
    { key: 'flash_deal', campaign_id: flash.id, limit: 8 },
    { key: 'campaign', campaign_ids: featured },
    categorySection(roots[0]!),
    { key: 'latest_product', limit: 6 },
    banner([['Free shipping on orders over $100', '/page/shipping-policy']]),
    { key: 'top_category', category_ids: roots.filter((c) => c.is_top).map((c) => c.id) },
    { key: 'best_selling_products', limit: 12 },
    categorySection(roots[1]!),
    {
      key: 'offer_ending_soon',
      limit: 8,
      banner: placeholderImage('Last chance', { width: 405, height: 745, tone: 'dark' }),
      banner_url: '/offer/products',
    },
    { key: 'popular_brands', limit: 10 },
    { key: 'top_sellers', limit: 8 },
    { key: 'video_shopping', limit: 4 },
    { key: 'best_sellers', limit: 8 },
    { key: 'featured_sellers', limit: 8 },
    { key: 'express_sellers', limit: 8 },
    { key: 'latest_news', limit: 6 },
    categorySection(roots[2]!),
    {
      key: 'download_section',
      banner: placeholderImage('Marketfront app', { width: 600, height: 400, kind: 'phone' }),
      text: 'Shop on the go',
      sub_text: 'The Marketfront app is coming soon (demo).',
      apple_store: '',
      play_store: '',
    },
  ];
}
