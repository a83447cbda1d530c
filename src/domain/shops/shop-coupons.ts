// A shop's coupons, page after page. The first 16 come with the shop page (`shop-page-data`, backend-api §2.7);
// "Load more" asks `GET /seller/coupons/{sellerUserId}/?page=N` (16 a page, a raw Laravel page, or `[]` when the
// coupon system is off) for the next ones, merged by id under them.
import { useInfiniteQuery } from '@tanstack/react-query';
import { getGetSellerCouponsQueryKey, getSellerCoupons } from '@/api-generated/endpoints/shops/shops';
import type { GetSellerCouponsResponse, GetShopPageResponse } from '@/api-generated/model';
import { mergeById, pagedListOptions, paginatorPage, type PagedList } from '@/lib/pagination';

const COUPONS_STALE_MS = 60_000;

type ShopPage = GetShopPageResponse;
/** Page 1 as the shop page sends it (resource shape), the next pages as the seller's coupons answer them. */
type CouponsAnswer = NonNullable<ShopPage['coupons']> | GetSellerCouponsResponse['coupons'];
export type ShopCoupon = NonNullable<ShopPage['coupons']>['data'][number];

/**
 * Whose coupons `seller/coupons/{id}` lists: the seller's USER id, not the shop's (the seller profile id). The
 * backend's shop object does not carry it, and its own SPA passes `shop.user_id` (undefined) there (§2.7, §6.10).
 * We send the shop's `user_id` when the answer has it (the contract's addition; the demo shop sends it), else the
 * owner of the shop's first coupon (`Coupon.user_id`, the seller who made it: a shop page lists only its seller's
 * coupons). Without either there is no way to ask for more, and only the first page is shown.
 */
export const couponSellerUserId = (page: Pick<ShopPage, 'shop' | 'coupons'>): number | undefined =>
  page.shop.user_id ?? page.coupons?.data.find((coupon) => coupon.user_id !== undefined)?.user_id;

/** `sellerUserId` undefined: only the shop page's coupons, kept under the shop's own key and never asked for. */
const couponPages = (slug: string, sellerUserId: number | undefined) =>
  ({
    queryKey:
      sellerUserId === undefined ? ['shop-page-coupons', slug] : getGetSellerCouponsQueryKey(sellerUserId),
    fetchPage: (page, signal) =>
      getSellerCoupons(sellerUserId ?? 0, { page }, { signal }).then((answer) => answer.coupons),
    // `[]`: the coupon system was switched off meanwhile; nothing more to show.
    toPage: (answer) => (Array.isArray(answer) ? { items: [], next: undefined } : paginatorPage(answer)),
    staleTime: COUPONS_STALE_MS,
  }) satisfies PagedList<CouponsAnswer, ShopCoupon>;

/**
 * The shop's coupons: the shop page's first ones at once, then the seller's next pages on request. The list's
 * query starts from the shop page's answer (no request for page 1), and asks for nothing when the seller's user
 * id is unknown.
 */
export function useShopCoupons(page: Pick<ShopPage, 'shop' | 'coupons'>) {
  const sellerUserId = couponSellerUserId(page);
  const first = page.coupons;
  const list = couponPages(page.shop.slug, sellerUserId);
  const query = useInfiniteQuery({
    ...pagedListOptions(list),
    initialData: first ? { pages: [first], pageParams: [1] } : undefined,
    enabled: sellerUserId !== undefined,
  });
  const pages = (query.data?.pages ?? []).map((answer) => list.toPage(answer));
  return {
    query: { ...query, hasNextPage: sellerUserId !== undefined && query.hasNextPage },
    items: mergeById(pages.map((p) => p.items)),
    total: pages.at(-1)?.total,
    /** More than one page: the list has a "Load more" footer (a shop with up to 16 coupons shows them plainly). */
    paged: pages.length > 1 || (sellerUserId !== undefined && query.hasNextPage),
    /** Neither coupons with the shop page nor a seller to ask: the shop has none to show. */
    nothingToAsk: first === undefined && sellerUserId === undefined,
  };
}
