// The storefront's one route table (spec §2): a row per route. Paths and their typed links (`paths.ts`), the router
// (`src/app/router.tsx`), the route preloads a server renders into the page and the idle-time prefetch
// (`scripts/vite-plugin-screen-prefetch.ts`) all derive from it. It is data only, with no imports, so the build
// reads it as well as the app. Adding a screen: docs/ARCHITECTURE.md, "Adding a screen".

/**
 * The parts of a shop its owner switches on or off (settings switches and add-ons, backend-api §4.12). The one place
 * that reads them is `src/lib/modules`; here only the names, so a row can say which module it belongs to.
 */
export type ModuleName =
  | 'sellers'
  | 'coupons'
  | 'wallet'
  | 'payLater'
  | 'pickupPoints'
  | 'colours'
  | 'rewards'
  | 'refunds'
  | 'phoneSignIn'
  | 'offlinePayment'
  | 'videoShopping'
  | 'wholesale';

/** One route. */
export interface RouteRow {
  /** The path pattern, React Router's syntax (`:slug`, `:code?`). */
  readonly path: string;
  /** The document title: an English key, translated through the language keywords. `null`: the screen sets it. */
  readonly title: string | null;
  /**
   * The screen that serves it, when not the route's own name: `src/app/routes/<screen in kebab-case>.tsx`, and
   * `<screen>.data.ts` beside it when the screen reads the API (its `loader` starts the requests).
   */
  readonly screen?: string;
  /**
   * The contract operations the loader awaits or starts first, which a server that renders the page preloads;
   * the build lists their response schemas among the route's files (docs/performance.md, "Route preloads"). Written
   * here because the build reads this table without running the app; `src/app/routes/first-answers.test.ts` runs
   * every loader and fails when this list and what the loader requests differ.
   */
  readonly firstAnswers?: readonly string[];
  /** The screen follows its own search parameters; the loader runs again only for another path. */
  readonly revalidate?: 'on-another-path';
  /** For the listing screen: the backend's `route` parameter naming the list. */
  readonly listing?: string;
  /** The module the route belongs to: with it switched off the route is not found (and its loader asks nothing). */
  readonly module?: ModuleName;
  /**
   * A page whose policy a server may widen (the payment methods' vendor hosts, scripts/csp.ts): when the page says
   * the server sends a policy per route (`page_policy` = `per-route`), the app enters it by loading the document,
   * so it runs under that page's own policy rather than the one the shopper's first page came with.
   */
  readonly ownPolicy?: true;
}

/** A row of the product listing screen, which serves several lists (its products awaited, its facets started). */
const listing = <Param extends string>(backendRoute: Param) =>
  ({
    screen: 'listing',
    listing: backendRoute,
    firstAnswers: ['getFilteredProducts', 'getFilterData'],
    revalidate: 'on-another-path',
  }) as const;

export const routeTable = {
  home: { path: '/', title: null },
  staticPage: { path: '/page/:slug', title: null },
  trackOrder: { path: '/track-order', title: 'Track Order' },
  getInvoice: { path: '/get-invoice/:orderCode', title: 'Get Invoice' },
  brands: { path: '/brands', title: 'All Brands' },
  sellers: { path: '/sellers', title: 'All Sellers', module: 'sellers' },
  campaigns: { path: '/campaigns', title: 'All Campaign' },
  campaign: { path: '/campaign/:slug', title: 'Campaign Details' },
  categories: { path: '/categories', title: 'All Category' },
  products: { path: '/products', title: 'All Products', ...listing('all.products') },
  category: { path: '/category/:slug', title: 'Category Products', ...listing('product.by.category') },
  brand: { path: '/brand/:slug', title: 'Brand Products', ...listing('product.by.brand') },
  offerProducts: { path: '/offer/products', title: 'Offer Products', ...listing('product.by.offer') },
  bestSelling: {
    path: '/best-selling/products',
    title: 'Best Selling Products',
    ...listing('product.by.selling'),
  },
  gadgetProducts: {
    path: '/gadget-products/:slug',
    title: 'Gadget Products',
    ...listing('product.by.gadget'),
  },
  checkout: { path: '/checkout', title: 'Checkout', revalidate: 'on-another-path' },
  orderConfirmation: { path: '/order-confirmation', title: 'Order Confirmation' },
  contact: { path: '/contact', title: 'Contact' },
  dailyDeals: { path: '/daily-deals', title: 'Daily Deals' },
  flashSale: { path: '/flash-sale', title: 'All Flash Sale' },
  product: { path: '/product/:slug', title: 'Product Details', firstAnswers: ['getProductDetails'] },
  payment: { path: '/payment/:code?', title: 'Payment', revalidate: 'on-another-path', ownPolicy: true },
  blogs: { path: '/blogs', title: 'All Blogs', revalidate: 'on-another-path' },
  categoryBlogs: {
    path: '/category-blogs/:slug',
    title: 'Category Blogs',
    screen: 'blogs',
    revalidate: 'on-another-path',
  },
  blog: { path: '/blog/:slug', title: 'Blog Details' },
  cart: { path: '/cart', title: 'Cart', firstAnswers: ['getCart'] },
  login: { path: '/login', title: 'Login' },
  register: { path: '/register', title: 'SignUp' },
  resetPassword: { path: '/reset-password', title: 'Reset Password' },
  setNewPassword: { path: '/reset/:email/:code', title: 'Set New Password' },
  sellerRegister: { path: '/register/:type', title: 'Seller SignUp', module: 'sellers' },
  editProfile: { path: '/user/edit-profile', title: 'Edit Profile' },
  giftVoucher: { path: '/user/gift-voucher', title: 'Gift Voucher', module: 'coupons' },
  followedShops: { path: '/user/followed-shop', title: 'Followed Shop', module: 'sellers' },
  digitalOrders: { path: '/user/digital-product-orders', title: 'Digital Product Orders' },
  userToSeller: { path: '/user/user-to-seller', title: 'Be A Seller', module: 'sellers' },
  notifications: { path: '/user/notification', title: 'Notification' },
  alerts: { path: '/user/alerts', title: 'My alerts' },
  orderHistory: { path: '/user/order-history', title: 'Order History', revalidate: 'on-another-path' },
  dashboard: { path: '/user/dashboard', title: 'Dashboard' },
  wishlist: { path: '/user/wishlist', title: 'Wishlist' },
  changePassword: { path: '/user/change-password', title: 'Change Password' },
  addresses: { path: '/user/addresses', title: 'Addresses' },
  compareList: { path: '/compare-list', title: 'Compare List' },
  sharedList: { path: '/shared-list', title: 'Shared list' },
  invoice: { path: '/invoice/:trx_id', title: 'Invoice' },
  wallet: { path: '/my-wallet', title: 'Wallet', module: 'wallet', ownPolicy: true },
  rewards: { path: '/my-rewards', title: 'Reward', module: 'rewards' },
  videoShopping: { path: '/video-shopping', title: 'Video Shopping', module: 'videoShopping' },
  videoShop: { path: '/video-shopping/:slug', title: 'Video Shopping', module: 'videoShopping' },
  shop: { path: '/shop/:slug', title: 'Shop', firstAnswers: ['getShopPage'], module: 'sellers' },
} as const satisfies Record<string, RouteRow>;

export type RouteName = keyof typeof routeTable;

/** The screen that serves `route` (its name, unless the row names another). */
export const screenOf = (route: RouteName): string => (routeTable[route] as RouteRow).screen ?? route;

/** Whether a server may send the route's page a policy of its own (`ownPolicy`). */
export const hasOwnPolicy = (route: RouteName): boolean => (routeTable[route] as RouteRow).ownPolicy === true;

/** The module a route belongs to, if any (`src/lib/modules` decides whether it is on). */
export const moduleOf = (route: RouteName): ModuleName | undefined => (routeTable[route] as RouteRow).module;

/** A screen's module file name in `src/app/routes/` (without `.tsx` / `.data.ts`). */
export const screenFile = (screen: string): string => screen.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The routes whose first answers a server preloads from the page. */
export type RouteWithFirstAnswers = {
  [R in RouteName]: (typeof routeTable)[R] extends { firstAnswers: readonly string[] } ? R : never;
}[RouteName];
