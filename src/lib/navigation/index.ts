export { safeRedirectPath } from './safe-redirect.ts';
export { paths, listingRoutes, quickView, type LocationParts, type RouteName } from './paths';
