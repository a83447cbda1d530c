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
