import { listingFacetsQueryOptions, listingProductsQueryOptions, listingRequest } from '@/domain/catalogue';
import { listingRoutes } from '@/lib/navigation';
import { settled, type RouteLoader } from './route-data';

/** Every listing route: the products of the URL's page (awaited) and the facets (started alongside). */
export const loader: RouteLoader = async ({ queryClient, name }, { params, request }) => {
  const routeName = Object.hasOwn(listingRoutes, name) ? (name as keyof typeof listingRoutes) : 'products';
  const url = new URL(request.url);
  const list = listingRequest(routeName, params.slug, url.searchParams);
  const facets = list.searching
    ? null
    : queryClient.ensureQueryData(listingFacetsQueryOptions(list.facetsSlug));
  if (facets) void settled(facets);
  await settled(
    queryClient.ensureQueryData({ ...listingProductsQueryOptions(list.products), revalidateIfStale: true }),
  );
  return null;
};
