// The reads of the campaign screens, one builder per screen so a route loader can prefetch exactly what the screen
// reads. Every list comes a page at a time and merges by id (lib/pagination). Today's deals and the flash sale are
// the catalogue's (domain/catalogue, deal-lists.ts).
import {
  getCampaignBrandsOrShops,
  getCampaignProducts,
  getCampaigns,
  getGetCampaignBrandsOrShopsQueryKey,
  getGetCampaignProductsQueryKey,
  getGetCampaignsQueryKey,
} from '@/api-generated/endpoints/campaigns/campaigns';
import type {
  GetCampaignBrandsOrShopsResponse,
  GetCampaignProductsResponse,
  GetCampaignsResponse,
} from '@/api-generated/model';
import { DEALS_STALE_MS } from '@/domain/catalogue';
import { paginatorPage, type PagedList } from '@/lib/pagination';

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
