// The reads of the campaign and deal screens, one builder per screen so a route loader can prefetch exactly what
// the screen reads. Every list comes a page at a time and merges by id (lib/pagination).
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
import type {
  GetCampaignBrandsOrShopsResponse,
  GetCampaignProductsResponse,
  GetCampaignsResponse,
  GetDailyDealsResponse,
  GetFlashSaleProductsResponse,
} from '@/api-generated/model';
import { paginatorPage, type PagedList } from '@/lib/pagination';

// Prices change when a deal starts or ends: keep them fresh.
const DEALS_STALE_MS = 30_000;
const DAILY_DEALS_PER_PAGE = 12;

export const campaignList = () =>
  ({
    queryKey: getGetCampaignsQueryKey(),
    fetchPage: (page, signal) => getCampaigns({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.campaigns),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetCampaignsResponse, unknown>;

/** A campaign's products; the first answer also carries the campaign itself (banner, dates). */
export const campaignProductList = (slug: string) =>
  ({
    queryKey: getGetCampaignProductsQueryKey({ slug }),
    fetchPage: (page, signal) => getCampaignProducts({ slug, page }, { signal }),
    toPage: (answer) => paginatorPage(answer.products),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetCampaignProductsResponse, unknown>;

export const campaignBrandList = (slug: string) =>
  ({
    queryKey: getGetCampaignBrandsOrShopsQueryKey({ slug, type: 'brand' }),
    fetchPage: (page, signal) => getCampaignBrandsOrShops({ slug, type: 'brand', page }, { signal }),
    toPage: (answer) => (answer.brands ? paginatorPage(answer.brands) : { items: [], next: undefined }),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetCampaignBrandsOrShopsResponse, unknown>;

export const campaignShopList = (slug: string) =>
  ({
    queryKey: getGetCampaignBrandsOrShopsQueryKey({ slug, type: 'shop' }),
    fetchPage: (page, signal) => getCampaignBrandsOrShops({ slug, type: 'shop', page }, { signal }),
    toPage: (answer) => (answer.shops ? paginatorPage(answer.shops) : { items: [], next: undefined }),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetCampaignBrandsOrShopsResponse, unknown>;

export const dailyDealList = () =>
  ({
    queryKey: getGetDailyDealsQueryKey(),
    fetchPage: (page, signal) => getDailyDeals({ page, paginate: DAILY_DEALS_PER_PAGE }, { signal }),
    toPage: (answer) => paginatorPage(answer.products),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetDailyDealsResponse, unknown>;

export const flashSaleList = () =>
  ({
    queryKey: getGetFlashSaleProductsQueryKey(),
    fetchPage: (page, signal) => getFlashSaleProducts({ page }, { signal }),
    toPage: (answer) => paginatorPage(answer.products),
    staleTime: DEALS_STALE_MS,
  }) satisfies PagedList<GetFlashSaleProductsResponse, unknown>;
