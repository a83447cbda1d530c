export { StorefrontProvider, buildStorefront } from './StorefrontProvider';
export { useStorefront } from './use-storefront';
export type { Storefront } from './storefront-context';
export { followerRefs, useFollowsShop, useToggleFollow, type FollowTarget } from './shop-follow';
export { renewSessionCaches } from './session';
