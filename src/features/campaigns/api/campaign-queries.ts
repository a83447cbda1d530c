// The reads of the campaign and deal screens, one builder per screen so a route loader can prefetch exactly what
// the screen reads. Every list comes a page at a time and merges by id (lib/pagination).
import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  getCampaignBrandsOrShops,
  getCampaignProducts,
  getCampaigns,
  getGetCampaignBrandsOrShopsQueryKey,
  getGetCampaignProductsQueryKey,
  getGetCampaignsQueryKey,
} from '@/api-generated/endpoints/campaigns/campaigns';
import {
  getDailyDeals,
  getFlashSaleProducts,
  getGetDailyDealsQueryKey,
  getGetFlashSaleProductsQueryKey,
} from '@/api-generated/endpoints/catalogue/catalogue';
import { nextPageOf } from '@/lib/pagination';

// Prices change when a deal starts or ends: keep them fresh.
const DEALS_STALE_MS = 30_000;
const DAILY_DEALS_PER_PAGE = 12;

export const campaignsQueries = () => ({
  campaigns: infiniteQueryOptions({
    queryKey: [...getGetCampaignsQueryKey(), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getCampaigns({ page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.campaigns),
    staleTime: DEALS_STALE_MS,
  }),
});

export const campaignQueries = (slug: string) => ({
  products: infiniteQueryOptions({
    queryKey: [...getGetCampaignProductsQueryKey({ slug }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getCampaignProducts({ slug, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.products),
    staleTime: DEALS_STALE_MS,
  }),
  brands: infiniteQueryOptions({
    queryKey: [...getGetCampaignBrandsOrShopsQueryKey({ slug, type: 'brand' }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      getCampaignBrandsOrShops({ slug, type: 'brand', page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.brands ? nextPageOf(last.brands) : undefined),
    staleTime: DEALS_STALE_MS,
  }),
  shops: infiniteQueryOptions({
    queryKey: [...getGetCampaignBrandsOrShopsQueryKey({ slug, type: 'shop' }), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      getCampaignBrandsOrShops({ slug, type: 'shop', page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.shops ? nextPageOf(last.shops) : undefined),
    staleTime: DEALS_STALE_MS,
  }),
});

export const dailyDealsQueries = () => ({
  deals: infiniteQueryOptions({
    queryKey: [...getGetDailyDealsQueryKey(), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      getDailyDeals({ page: pageParam, paginate: DAILY_DEALS_PER_PAGE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.products),
    staleTime: DEALS_STALE_MS,
  }),
});

export const flashSaleQueries = () => ({
  products: infiniteQueryOptions({
    queryKey: [...getGetFlashSaleProductsQueryKey(), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getFlashSaleProducts({ page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.products),
    staleTime: DEALS_STALE_MS,
  }),
});
