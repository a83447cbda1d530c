// The shops the shopper follows (`GET /user/followed-sellers`, twelve a page, merged by id). Unfollowing goes
// through the storefront's follow action, which updates the start data and reloads this list.
import { getFollowedSellers, getGetFollowedSellersQueryKey } from '@/api-generated/endpoints/shops/shops';
import type { GetFollowedSellersResponse } from '@/api-generated/model';
import { nextPageOf, usePagedList, type PagedList } from '@/lib/pagination';

export const followedShopList = () =>
  ({
    queryKey: getGetFollowedSellersQueryKey(),
    fetchPage: (page, signal) => getFollowedSellers({ page }, { signal }),
    toPage: (answer) => ({ items: answer.sellers.data, next: nextPageOf(answer.sellers) }),
  }) satisfies PagedList<GetFollowedSellersResponse, unknown>;

export const useFollowedShops = () => usePagedList(followedShopList());
