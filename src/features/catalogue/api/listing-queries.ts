// Product decisions for the listing's reads: keep the current page on screen while the next filter/page loads
// (no blank grid, no layout shift), and treat facets as slow-changing. The options are shared by the route
// loader (which starts both requests with the navigation) and the screen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getGetFilterDataQueryOptions,
  getGetFilteredProductsQueryOptions,
} from '@/api-generated/endpoints/catalogue/catalogue';
import type { GetFilteredProductsParams } from '@/api-generated/model';
import { readListingFilters, toProductQueryParams, type ListingRouteName } from '../listing-query';

const LIST_STALE_MS = 60_000;
const FACETS_STALE_MS = 5 * 60_000;

export const listingProductsQueryOptions = (params: GetFilteredProductsParams) =>
  getGetFilteredProductsQueryOptions(params, {
    query: { placeholderData: keepPreviousData, staleTime: LIST_STALE_MS },
  });

export const listingFacetsQueryOptions = (slug: string | undefined) =>
  getGetFilterDataQueryOptions(slug ? { slug } : undefined, { query: { staleTime: FACETS_STALE_MS } });

/** Which list the URL asks for: the products' parameters, and the facets' slug (none when searching). */
export function listingRequest(
  routeName: ListingRouteName,
  slug: string | undefined,
  search: URLSearchParams,
) {
  const filters = readListingFilters(search);
  const searching = routeName === 'products' && filters.q !== '';
  const facetsSlug =
    routeName === 'category' || routeName === 'gadgetProducts' || routeName === 'shop' ? slug : undefined;
  return { filters, searching, facetsSlug, products: toProductQueryParams(routeName, slug, filters) };
}

export function useListingProducts(params: GetFilteredProductsParams) {
  return useQuery(listingProductsQueryOptions(params));
}

/** Facets of a category (`slug`) or of the whole shop; not fetched for search results, which ignore filters. */
export function useListingFacets(slug: string | undefined, enabled: boolean) {
  return useQuery({ ...listingFacetsQueryOptions(slug), enabled });
}
