// The screen table: which lazily loaded modules (screen and data) serve each route. It lives apart from router.tsx
// so the layout can use the route handles without importing the router (no cycle).
import type { ComponentType } from 'react';
import type { ShouldRevalidateFunction } from 'react-router';
import type { RouteName } from './paths';
import { routeScreens } from './route-screens';
import type { RouteLoader } from './routes/route-data';

export interface RouteHandle {
  name: RouteName | 'notFound';
  title: string | null;
}

type ScreenModule = { Component: ComponentType };
type DataModule = { loader: RouteLoader };

/**
 * A screen: its component chunk and, when it reads the API, its data module. The router loads both in parallel
 * (`route.lazy` as an object), and the loader runs as soon as its own small chunk arrives, so the requests start
 * with the navigation, never after the screen mounts (ADR 012).
 */
export interface Screen {
  Component: () => Promise<ScreenModule>;
  data?: () => Promise<DataModule>;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * A new filter, sort or page of the same list is the mounted screen's business (it keeps the current page on
 * screen while the next loads); the loader runs again only for another list.
 */
const onlyForAnotherPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

// One lazily loaded module per screen (spec §2: every route loads lazily). Several routes share a screen.
export const screens = {
  home: { Component: () => import('./routes/home'), data: () => import('./routes/home.data') },
  listing: {
    Component: () => import('./routes/listing'),
    data: () => import('./routes/listing.data'),
    shouldRevalidate: onlyForAnotherPath,
  },
  product: { Component: () => import('./routes/product'), data: () => import('./routes/product.data') },
  cart: { Component: () => import('./routes/cart'), data: () => import('./routes/cart.data') },
  brands: { Component: () => import('./routes/brands') },
  sellers: { Component: () => import('./routes/sellers') },
  categories: { Component: () => import('./routes/categories') },
  shop: { Component: () => import('./routes/shop'), data: () => import('./routes/shop.data') },
  campaigns: { Component: () => import('./routes/campaigns') },
  campaign: { Component: () => import('./routes/campaign') },
  dailyDeals: { Component: () => import('./routes/daily-deals') },
  flashSale: { Component: () => import('./routes/flash-sale') },
  staticPage: { Component: () => import('./routes/static-page') },
  contact: { Component: () => import('./routes/contact') },
  videoShopping: { Component: () => import('./routes/video-shopping') },
  videoShop: { Component: () => import('./routes/video-shop') },
  login: { Component: () => import('./routes/login') },
  register: { Component: () => import('./routes/register') },
  sellerRegister: { Component: () => import('./routes/seller-register') },
  resetPassword: { Component: () => import('./routes/reset-password') },
  setNewPassword: { Component: () => import('./routes/set-new-password') },
  dashboard: { Component: () => import('./routes/dashboard'), data: () => import('./routes/dashboard.data') },
  changePassword: { Component: () => import('./routes/change-password') },
  editProfile: { Component: () => import('./routes/edit-profile') },
  wallet: { Component: () => import('./routes/wallet'), data: () => import('./routes/wallet.data') },
  rewards: { Component: () => import('./routes/rewards'), data: () => import('./routes/rewards.data') },
  giftVoucher: {
    Component: () => import('./routes/gift-voucher'),
    data: () => import('./routes/gift-voucher.data'),
  },
  trackOrder: { Component: () => import('./routes/track-order') },
  getInvoice: {
    Component: () => import('./routes/get-invoice'),
    data: () => import('./routes/get-invoice.data'),
  },
  invoice: { Component: () => import('./routes/invoice'), data: () => import('./routes/invoice.data') },
  orderConfirmation: { Component: () => import('./routes/order-confirmation') },
  // Their steps and a gateway's outcome live in the search parameters: the mounted screen follows them, and the
  // loader (which fetches afresh) runs again only for another path.
  checkout: {
    Component: () => import('./routes/checkout'),
    data: () => import('./routes/checkout.data'),
    shouldRevalidate: onlyForAnotherPath,
  },
  payment: {
    Component: () => import('./routes/payment'),
    data: () => import('./routes/payment.data'),
    shouldRevalidate: onlyForAnotherPath,
  },
  orderHistory: {
    Component: () => import('./routes/order-history'),
    data: () => import('./routes/order-history.data'),
    shouldRevalidate: onlyForAnotherPath,
  },
  addresses: { Component: () => import('./routes/addresses'), data: () => import('./routes/addresses.data') },
  wishlist: { Component: () => import('./routes/wishlist'), data: () => import('./routes/wishlist.data') },
  notifications: {
    Component: () => import('./routes/notifications'),
    data: () => import('./routes/notifications.data'),
  },
  followedShops: {
    Component: () => import('./routes/followed-shops'),
    data: () => import('./routes/followed-shops.data'),
  },
  digitalOrders: {
    Component: () => import('./routes/digital-orders'),
    data: () => import('./routes/digital-orders.data'),
  },
  userToSeller: { Component: () => import('./routes/user-to-seller') },
  blogs: {
    Component: () => import('./routes/blogs'),
    data: () => import('./routes/blogs.data'),
    shouldRevalidate: onlyForAnotherPath,
  },
  blog: { Component: () => import('./routes/blog'), data: () => import('./routes/blog.data') },
  compareList: {
    Component: () => import('./routes/compare-list'),
    data: () => import('./routes/compare-list.data'),
  },
} satisfies Record<string, Screen>;

// Which screen serves each route: data only, in its own module, so the build can read it too (the route preloads
// of scripts/vite-plugin-screen-prefetch.ts). Every screen it names must exist here.
export const screenFor: Record<RouteName, keyof typeof screens> = routeScreens;
