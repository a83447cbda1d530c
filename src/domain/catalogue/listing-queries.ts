// Product decisions for the listing's reads: keep the current page on screen while the next filter/page loads
// (no blank grid, no layout shift), and treat facets as slow-changing. The options are shared by the route
// loader (which starts both requests with the navigation) and the screen; which list the URL asks for is
// `listingRequest` (listing-query.ts, pure, so the demo server reads it too).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getGetFilterDataQueryOptions,
  getGetFilteredProductsQueryOptions,
} from '@/api-generated/endpoints/catalogue/catalogue';
import type { GetFilteredProductsParams } from '@/api-generated/model';

const LIST_STALE_MS = 60_000;
const FACETS_STALE_MS = 5 * 60_000;

export const listingProductsQueryOptions = (params: GetFilteredProductsParams) =>
  getGetFilteredProductsQueryOptions(params, {
    query: { placeholderData: keepPreviousData, staleTime: LIST_STALE_MS },
  });

export const listingFacetsQueryOptions = (slug: string | undefined) =>
  getGetFilterDataQueryOptions(slug ? { slug } : undefined, { query: { staleTime: FACETS_STALE_MS } });

export function useListingProducts(params: GetFilteredProductsParams) {
  return useQuery(listingProductsQueryOptions(params));
}

/** Facets of a category (`slug`) or of the whole shop; not fetched for search results, which ignore filters. */
export function useListingFacets(slug: string | undefined, enabled: boolean) {
  return useQuery({ ...listingFacetsQueryOptions(slug), enabled });
}
