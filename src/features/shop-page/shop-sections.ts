// A shop's configured sections arrive as names in order and their data keyed `<name>-<position>`: product cards,
// or for banners an image → link map. This turns them into the list the page draws.
import type { BannerMap, GetShopPageResponse, ProductCard } from '@/api-generated/model';

type ShopData = GetShopPageResponse['shop'];
export type ShopSectionName = ShopData['component_names'][number];

export type ShopSection =
  | { key: string; name: Exclude<ShopSectionName, 'banner'>; products: ProductCard[] }
  | { key: string; name: 'banner'; banners: BannerMap };

export const SECTION_TITLES: Record<Exclude<ShopSectionName, 'banner'>, string> = {
  featured_products: 'Featured Products',
  new_arrival: 'New Arrival',
  best_selling_products: 'Best Selling Products',
  offer_ending_soon: 'Offer Ending Soon',
  best_rated_products: 'Best Rated Products',
};

/** The sections with something to show, in the shop's order; empty ones are left out. */
export function shopSections(shop: ShopData): ShopSection[] {
  return shop.component_names.flatMap((name, position): ShopSection[] => {
    const key = `${name}-${position}`;
    const data = shop.contents[key];
    if (data === undefined) return [];
    if (name === 'banner') {
      return !Array.isArray(data) && Object.keys(data).length > 0 ? [{ key, name, banners: data }] : [];
    }
    return Array.isArray(data) && data.length > 0 ? [{ key, name, products: data }] : [];
  });
}
