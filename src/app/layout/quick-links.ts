import { paths } from '@/lib/navigation';

/** The menu strip's links (desktop) and the phone menu's (MobileMenu): one list for both. */
export const quickLinks = [
  [paths.products, 'All Products'],
  [paths.dailyDeals, 'Daily Deals'],
  [paths.flashSale, 'Flash Sale'],
  [paths.campaigns, 'Campaigns'],
  [paths.brands, 'Brands'],
  [paths.sellers, 'Sellers'],
  [paths.blogs, 'Blogs'],
] as const;
