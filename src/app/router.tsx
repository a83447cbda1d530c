import type { RouteObject } from 'react-router';
import { paths, type RouteName } from './paths';
import { loadChunk } from './shell/chunk-load';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './shell/RouteError';
import { InitialLoad } from './shell/InitialLoad';

export interface RouteHandle {
  name: RouteName | 'notFound';
  title: string | null;
}

type ScreenModule = { Component: React.ComponentType };
type Importer = () => Promise<ScreenModule>;

// One lazily loaded module per screen (spec §2: every route loads lazily). Several routes share a screen.
const screens = {
  home: () => import('./routes/home'),
  listing: () => import('./routes/listing'),
  product: () => import('./routes/product'),
  cart: () => import('./routes/cart'),
  pending: () => import('./routes/pending'),
} satisfies Record<string, Importer>;

const screenFor: Record<RouteName, keyof typeof screens> = {
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
  trackOrder: 'pending',
  getInvoice: 'pending',
  brands: 'pending',
  sellers: 'pending',
  campaigns: 'pending',
  campaign: 'pending',
  categories: 'pending',
  checkout: 'pending',
  orderConfirmation: 'pending',
  contact: 'pending',
  dailyDeals: 'pending',
  flashSale: 'pending',
  payment: 'pending',
  blogs: 'pending',
  categoryBlogs: 'pending',
  blog: 'pending',
  login: 'pending',
  register: 'pending',
  resetPassword: 'pending',
  setNewPassword: 'pending',
  sellerRegister: 'pending',
  editProfile: 'pending',
  giftVoucher: 'pending',
  followedShops: 'pending',
  digitalOrders: 'pending',
  userToSeller: 'pending',
  notifications: 'pending',
  orderHistory: 'pending',
  dashboard: 'pending',
  wishlist: 'pending',
  changePassword: 'pending',
  addresses: 'pending',
  compareList: 'pending',
  invoice: 'pending',
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

function screenRoute(name: RouteName): RouteObject {
  const id = screenFor[name];
  const def = paths[name];
  const handle: RouteHandle = { name, title: def.title };
  return {
    id: name,
    // Relative to the root route; the leading slash is dropped so nested matching works.
    path: def.path === '/' ? undefined : def.path.slice(1),
    index: def.path === '/' ? true : undefined,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      const mod = await loadChunk(id, screens[id])();
      return { Component: mod.Component };
    },
  } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError fullPage />,
    hydrateFallbackElement: <InitialLoad />,
    children: [
      ...(Object.keys(paths) as RouteName[]).map(screenRoute),
      {
        id: 'notFound',
        path: '*',
        handle: { name: 'notFound', title: 'Page Not Found' } satisfies RouteHandle,
        lazy: async () => {
          const mod = await loadChunk('not-found', () => import('./routes/not-found'))();
          return { Component: mod.Component };
        },
      },
    ],
  },
];
