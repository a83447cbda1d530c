// Product decisions for the listing's reads: keep the current page on screen while the next filter/page loads
// (no blank grid, no layout shift), and treat facets as slow-changing.
import { keepPreviousData } from '@tanstack/react-query';
import { useGetFilterData, useGetFilteredProducts } from '@/api-generated/endpoints/catalogue/catalogue';
import type { GetFilteredProductsParams } from '@/api-generated/model';

const LIST_STALE_MS = 60_000;
const FACETS_STALE_MS = 5 * 60_000;

export function useListingProducts(params: GetFilteredProductsParams) {
  return useGetFilteredProducts(params, {
    query: { placeholderData: keepPreviousData, staleTime: LIST_STALE_MS },
  });
}

/** Facets of a category (`slug`) or of the whole shop; not fetched for search results, which ignore filters. */
export function useListingFacets(slug: string | undefined, enabled: boolean) {
  return useGetFilterData(slug ? { slug } : undefined, { query: { staleTime: FACETS_STALE_MS, enabled } });
}
