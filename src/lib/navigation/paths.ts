// Every route of the storefront (spec §2): its path pattern, its document title and a typed href builder.
// Features never write URL strings: they receive links from here through the route modules that compose them.

type Params<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? (Param extends `${infer Name}?` ? { [K in Name]?: string } : { [K in Param]: string }) &
      Params<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param extends `${infer Name}?`
      ? { [K in Name]?: string }
      : { [K in Param]: string }
    : unknown;

interface RouteDef<P extends string> {
  path: P;
  /** Document title (English key; translated through the language keywords). `null`: the screen sets it. */
  title: string | null;
}

function route<P extends string>(path: P, title: string | null) {
  const def: RouteDef<P> & {
    href: (params?: Params<P>, query?: Record<string, string | undefined>) => string;
  } = {
    path,
    title,
    href(params?: Params<P>, query?: Record<string, string | undefined>) {
      const values = (params ?? {}) as Record<string, string | undefined>;
      let out = path
        .replace(/\/:(\w+)\?/g, (_m, name: string) =>
          values[name] ? `/${encodeURIComponent(values[name])}` : '',
        )
        .replace(/:(\w+)/g, (_m, name: string) => {
          const v = values[name];
          if (v === undefined || v === '') throw new Error(`paths: "${path}" needs the "${name}" parameter`);
          return encodeURIComponent(v);
        });
      if (query) {
        const search = new URLSearchParams();
        for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') search.set(k, v);
        const qs = search.toString();
        if (qs) out += `?${qs}`;
      }
      return out;
    },
  };
  return def;
}

export const paths = {
  home: route('/', null),
  staticPage: route('/page/:slug', null),
  trackOrder: route('/track-order', 'Track Order'),
  getInvoice: route('/get-invoice/:orderCode', 'Get Invoice'),
  brands: route('/brands', 'All Brands'),
  sellers: route('/sellers', 'All Sellers'),
  campaigns: route('/campaigns', 'All Campaign'),
  campaign: route('/campaign/:slug', 'Campaign Details'),
  categories: route('/categories', 'All Category'),
  products: route('/products', 'All Products'),
  category: route('/category/:slug', 'Category Products'),
  brand: route('/brand/:slug', 'Brand Products'),
  offerProducts: route('/offer/products', 'Offer Products'),
  bestSelling: route('/best-selling/products', 'Best Selling Products'),
  gadgetProducts: route('/gadget-products/:slug', 'Gadget Products'),
  checkout: route('/checkout', 'Checkout'),
  orderConfirmation: route('/order-confirmation', 'Order Confirmation'),
  contact: route('/contact', 'Contact'),
  dailyDeals: route('/daily-deals', 'Daily Deals'),
  flashSale: route('/flash-sale', 'All Flash Sale'),
  product: route('/product/:slug', 'Product Details'),
  payment: route('/payment/:code?', 'Payment'),
  blogs: route('/blogs', 'All Blogs'),
  categoryBlogs: route('/category-blogs/:slug', 'Category Blogs'),
  blog: route('/blog/:slug', 'Blog Details'),
  cart: route('/cart', 'Cart'),
  login: route('/login', 'Login'),
  register: route('/register', 'SignUp'),
  resetPassword: route('/reset-password', 'Reset Password'),
  setNewPassword: route('/reset/:email/:code', 'Set New Password'),
  sellerRegister: route('/register/:type', 'Seller SignUp'),
  editProfile: route('/user/edit-profile', 'Edit Profile'),
  giftVoucher: route('/user/gift-voucher', 'Gift Voucher'),
  followedShops: route('/user/followed-shop', 'Followed Shop'),
  digitalOrders: route('/user/digital-product-orders', 'Digital Product Orders'),
  userToSeller: route('/user/user-to-seller', 'Be A Seller'),
  notifications: route('/user/notification', 'Notification'),
  orderHistory: route('/user/order-history', 'Order History'),
  dashboard: route('/user/dashboard', 'Dashboard'),
  wishlist: route('/user/wishlist', 'Wishlist'),
  changePassword: route('/user/change-password', 'Change Password'),
  addresses: route('/user/addresses', 'Addresses'),
  compareList: route('/compare-list', 'Compare List'),
  invoice: route('/invoice/:trx_id', 'Invoice'),
  wallet: route('/my-wallet', 'Wallet'),
  rewards: route('/my-rewards', 'Reward'),
  videoShopping: route('/video-shopping', 'Video Shopping'),
  videoShop: route('/video-shopping/:slug', 'Video Shopping'),
  shop: route('/shop/:slug', 'Shop'),
} as const;

export type RouteName = keyof typeof paths;

/** The product listing screen serves these routes (spec §2); the value is the backend's `route` parameter. */
export const listingRoutes = {
  products: 'all.products',
  category: 'product.by.category',
  brand: 'product.by.brand',
  offerProducts: 'product.by.offer',
  bestSelling: 'product.by.selling',
  gadgetProducts: 'product.by.gadget',
} as const satisfies Partial<Record<RouteName, string>>;

/** The parts of a location the quick view reads: react-router's `Location` and `window.location` both fit. */
export interface LocationParts {
  pathname: string;
  search: string;
  hash?: string;
}

const QUICK_VIEW_PARAM = 'product';

const keyOf = (pair: string): string => {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
};

/** The query string's pairs without the quick view's, left exactly as written (order and encoding). */
const otherPairs = (search: string): string[] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && keyOf(pair) !== QUICK_VIEW_PARAM);

const withPairs = ({ pathname, hash = '' }: LocationParts, pairs: readonly string[]): string =>
  `${pathname}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}${hash}`;

/**
 * The product quick view, the modal route named `product` (spec §2). It lives in the query string of whatever
 * page is open (`?product=<slug>`), so back/forward, reload and shared links reopen it over the same page. Other
 * query parameters (filters, sort, page) are kept as they are.
 */
export const quickView = {
  param: QUICK_VIEW_PARAM,
  /** The slug whose quick view is open, or `null` (absent or blank). */
  slugOf(search: URLSearchParams | string): string | null {
    const params = typeof search === 'string' ? new URLSearchParams(search) : search;
    const slug = params.get(QUICK_VIEW_PARAM)?.trim();
    return slug ? slug : null;
  },
  /** The current page with the quick view of `slug` open (replacing any other open one). */
  href(location: LocationParts, slug: string): string {
    return withPairs(location, [
      ...otherPairs(location.search),
      `${QUICK_VIEW_PARAM}=${encodeURIComponent(slug)}`,
    ]);
  },
  /** The current page with the quick view closed. */
  close(location: LocationParts): string {
    return withPairs(location, otherPairs(location.search));
  },
} as const;
