export { safeRedirectPath } from './safe-redirect.ts';
export {
  pageOrAddressHref,
  safeContentHref,
  safeHref,
  storefrontPath,
  SAFE_LINK_PROTOCOLS,
} from './safe-href.ts';
export { mailtoHref, telHref } from './contact-href.ts';
export { storefrontRouteOf } from './storefront-route.ts';
export { paths, listingRoutes, quickView, type LocationParts, type RouteName } from './paths';
export { renderRouterLink, type RouterLinkProps } from './router-link';
export { useOpenQuickView } from './use-open-quick-view';
export {
  resolveMenu,
  resolveMenuUrl,
  targetAddress,
  type MenuLinkContext,
  type MenuLinkEntry,
  type MenuLinkSetting,
  type MenuLinkTarget,
  type MenuUrlVerdict,
} from './menu-links';
export { pageScrollKey } from './scroll-key';
