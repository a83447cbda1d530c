export { safeRedirectPath } from './safe-redirect.ts';
export { paths, listingRoutes, type RouteName } from './paths';
