export { StorefrontProvider, buildStorefront } from './StorefrontProvider';
export { useStorefront } from './use-storefront';
export type { Storefront } from './storefront-context';
export { renewSessionCaches } from './session';
