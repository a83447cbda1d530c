// The answers a route's loader awaits or starts before its screen renders (src/app/routes/*.data.ts), named by the
// contract's operations, for the routes whose answers a server preloads from the page (ADR 038: the demo server's
// `routeDataPreloads`). The build lists those answers' response schemas among the route's files (route-files.json),
// so the schemas download beside the first route as the answers do, not one round trip after the first route has
// run and the answers are already there (ADR 048). Data only — no imports but types — so the build reads it.
import type { RouteName } from './paths';

/** A listing's products (awaited) and facets (started alongside; not asked for search results). */
const LISTING = ['getFilteredProducts', 'getFilterData'] as const;

export const routeFirstAnswers = {
  product: ['getProductDetails'],
  shop: ['getShopPage'],
  cart: ['getCart'],
  products: LISTING,
  category: LISTING,
  brand: LISTING,
  offerProducts: LISTING,
  bestSelling: LISTING,
  gadgetProducts: LISTING,
} as const satisfies Partial<Record<RouteName, readonly string[]>>;
