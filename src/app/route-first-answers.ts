// The answer a route's loader awaits before its screen renders (src/app/routes/*.data.ts), named by the contract's
// operation, for the routes whose answer a server preloads from the page (ADR 038: the demo server's
// `routeDataPreloads`). The build lists that answer's response schema among the route's files (route-files.json),
// so the schema downloads beside the first route as the answer does, not one round trip after the first route has
// run and the answer is already there (ADR 048). Data only — no imports but types — so the build reads it.
import type { RouteName } from './paths';

export const routeFirstAnswers = {
  product: 'getProductDetails',
  shop: 'getShopPage',
  cart: 'getCart',
} as const satisfies Partial<Record<RouteName, string>>;
