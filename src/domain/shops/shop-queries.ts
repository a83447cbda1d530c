// The shop page's reads, built in one place so a route loader can prefetch exactly what the screen reads.
import { getGetShopPageQueryOptions } from '@/api-generated/endpoints/shops/shops';

const SHOP_STALE_MS = 60_000;

export const shopPageQueries = (slug: string) => ({
  /** Header, configured sections, first coupons and first products of the shop. */
  shop: getGetShopPageQueryOptions(slug, { query: { staleTime: SHOP_STALE_MS } }),
});
