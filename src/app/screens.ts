// The screen table: which lazily loaded module serves each route, and the idle-time prefetch of them all.
// It lives apart from router.tsx so the layout can prefetch screens without importing the router (no cycle).
import type { ComponentType } from 'react';
import type { RouteName } from './paths';
import { loadChunk } from './shell/chunk-load';

export interface RouteHandle {
  name: RouteName | 'notFound';
  title: string | null;
}

type ScreenModule = { Component: ComponentType };
type Importer = () => Promise<ScreenModule>;

// One lazily loaded module per screen (spec §2: every route loads lazily). Several routes share a screen.
export const screens = {
  home: () => import('./routes/home'),
  listing: () => import('./routes/listing'),
  product: () => import('./routes/product'),
  cart: () => import('./routes/cart'),
  trackOrder: () => import('./routes/track-order'),
  getInvoice: () => import('./routes/get-invoice'),
  invoice: () => import('./routes/invoice'),
  orderConfirmation: () => import('./routes/order-confirmation'),
  checkout: () => import('./routes/checkout'),
  payment: () => import('./routes/payment'),
  orderHistory: () => import('./routes/order-history'),
  pending: () => import('./routes/pending'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  sellerRegister: () => import('./routes/seller-register'),
  resetPassword: () => import('./routes/reset-password'),
  setNewPassword: () => import('./routes/set-new-password'),
  dashboard: () => import('./routes/dashboard'),
  changePassword: () => import('./routes/change-password'),
  editProfile: () => import('./routes/edit-profile'),
} satisfies Record<string, Importer>;

export const screenFor: Record<RouteName, keyof typeof screens> = {
  home: 'home',
  products: 'listing',
  category: 'listing',
  brand: 'listing',
  offerProducts: 'listing',
  bestSelling: 'listing',
  gadgetProducts: 'listing',
  product: 'product',
  cart: 'cart',
  staticPage: 'pending',
  trackOrder: 'trackOrder',
  getInvoice: 'getInvoice',
  brands: 'pending',
  sellers: 'pending',
  campaigns: 'pending',
  campaign: 'pending',
  categories: 'pending',
  checkout: 'checkout',
  orderConfirmation: 'orderConfirmation',
  contact: 'pending',
  dailyDeals: 'pending',
  flashSale: 'pending',
  payment: 'payment',
  blogs: 'pending',
  categoryBlogs: 'pending',
  blog: 'pending',
  login: 'login',
  register: 'register',
  resetPassword: 'resetPassword',
  setNewPassword: 'setNewPassword',
  sellerRegister: 'sellerRegister',
  editProfile: 'editProfile',
  giftVoucher: 'pending',
  followedShops: 'pending',
  digitalOrders: 'pending',
  userToSeller: 'pending',
  notifications: 'pending',
  orderHistory: 'orderHistory',
  dashboard: 'dashboard',
  wishlist: 'pending',
  changePassword: 'changePassword',
  addresses: 'pending',
  compareList: 'pending',
  invoice: 'invoice',
  wallet: 'pending',
  rewards: 'pending',
  videoShopping: 'pending',
  videoShop: 'pending',
  shop: 'pending',
};

/** Loads every screen chunk once the first one is on screen (spec §7: page chunks are prefetched). */
export function prefetchScreens() {
  for (const [id, importer] of Object.entries(screens)) void loadChunk(id, importer)().catch(() => undefined);
}
