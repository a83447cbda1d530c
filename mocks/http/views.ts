/**
 * Shared mappers from the demo shop's state onto the contract's response shapes (backend-api §1.4, §4). Every
 * handler area imports these, so their exports are stable: product cards, the two pagination shapes, shop / brand
 * / category / campaign / blog / video cards, users, addresses, cart lines, languages and currencies.
 *
 * Rules:
 * - Amounts stay in the DEFAULT currency (the app converts with the active currency's rate).
 * - Product price fields follow the backend's naming: `special_discount_check` = the running discount's value,
 *   `discount_percentage` = the discounted PRICE (both 0 without an active discount) — domain/pricing.ts.
 * - Stock comes from the store (catalogue + demo movements), ratings from reviews including the demo's own.
 * - Images: one placeholder URL serves every `image_WxH` size (data/images.ts).
 */
import type {
  Address as AddressView,
  Brand as BrandView,
  BlogCard,
  CampaignCard,
  CampaignProductCard,
  CartLine as CartLineView,
  CategoryListItem,
  Color as ColorView,
  CompareItem,
  Currency as CurrencyView,
  FilterCategory,
  HomeCategory,
  Language as LanguageView,
  LaravelPageMeta,
  ProductCard,
  ProductSummary,
  ResourcePageMeta,
  ShopCard,
  SidebarCategory,
  User as UserView,
  VideoCard,
  ViewedProduct,
  WishlistItem,
  Coupon as CouponView,
} from '@/api-generated/model';
import { now } from '../domain/clock';
import { fillTemplate, type DomainError, type ErrorParams } from '../domain/errors';
import { cardPriceFields } from '../domain/pricing';
import type {
  Address,
  Blog,
  Brand,
  Campaign,
  CartLine,
  Category,
  Color,
  Currency,
  Id,
  Language,
  Product,
  Shop,
  User,
  VideoShop,
  Coupon,
} from '../domain/types';
import { catalogueIndex, findProduct, productStock, ratingOf, variantStock } from '../state/lookups';
import type { DemoShopState, Session, WishlistRow } from '../state/types';

// ─── Dates ────────────────────────────────────────────────────────────────────────────────────────────────────

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** PHP `d M Y` (UTC), e.g. `03 Jan 2025`. */
export function formatDay(iso: string | number): string {
  const d = new Date(iso);
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** PHP `Y-m-d H:i:s` (UTC), the backend's DB datetime format. */
export function formatDateTime(iso: string | number): string {
  const d = new Date(iso);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

// ─── Pagination (backend-api §1.4) ────────────────────────────────────────────────────────────────────────────

export interface PageOptions {
  /** 1-based; anything invalid means 1. */
  page: number | string | null | undefined;
  perPage: number;
  /**
   * The URL the page was asked with (absolute, e.g. `request.url`, or a site-relative path). Its query string is
   * kept in the page URLs (with `page` replaced), so calling `next_page_url` keeps the filters.
   */
  path: string;
}

export function pageNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Positive integer from a query/body value, else the fallback (and at most `max`). */
export function positiveInt(value: unknown, fallback: number, max = 100): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

const ORIGINLESS = 'http://origin.invalid';

function splitUrl(path: string): { base: string; params: URLSearchParams; relative: boolean } {
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(path);
  const url = new URL(path, ORIGINLESS);
  url.searchParams.delete('page');
  const base = relative ? url.pathname : `${url.origin}${url.pathname}`;
  return { base, params: url.searchParams, relative };
}

/** The URL of page `n` of a list asked at `path` (its other query parameters kept). */
export function pageUrl(path: string, n: number): string {
  const { base, params } = splitUrl(path);
  const query = new URLSearchParams(params);
  query.set('page', String(n));
  return `${base}?${query.toString()}`;
}

function slice<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * The backend's custom `*PaginateResource` shape: `{ data, total, count, per_page, current_page, total_pages,
 * last_page, next_page_url, has_more_data }`. `items` is the whole list; `map` (optional) is applied to the page
 * slice only, so mapping stays cheap.
 */
export function resourcePage<T, U = T>(
  items: readonly T[],
  options: PageOptions,
  map?: (item: T) => U,
): ResourcePageMeta & { data: U[] } {
  const perPage = Math.max(1, Math.floor(options.perPage));
  const page = pageNumber(options.page);
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  const lastPage = Math.max(1, totalPages);
  const rows = slice(items, page, perPage);
  return {
    data: map ? rows.map(map) : (rows as unknown as U[]),
    total,
    count: rows.length,
    per_page: perPage,
    current_page: page,
    total_pages: totalPages,
    last_page: lastPage,
    next_page_url: page < lastPage ? pageUrl(options.path, page + 1) : null,
    has_more_data: page < lastPage,
  };
}

/** Laravel 8's page links: « Previous, the page numbers (windowed with "..." beyond 10 pages), Next ». */
function laravelLinks(path: string, page: number, lastPage: number): LaravelPageMeta['links'] {
  const link = (n: number) => ({ url: pageUrl(path, n), label: String(n), active: n === page });
  const gap = { url: null, label: '...', active: false };
  let numbers: { url: string | null; label: string; active: boolean }[];
  if (lastPage <= 10) {
    numbers = Array.from({ length: lastPage }, (_, i) => link(i + 1));
  } else if (page <= 6) {
    numbers = [...Array.from({ length: 8 }, (_, i) => link(i + 1)), gap, link(lastPage - 1), link(lastPage)];
  } else if (page > lastPage - 6) {
    numbers = [link(1), link(2), gap, ...Array.from({ length: 8 }, (_, i) => link(lastPage - 7 + i))];
  } else {
    numbers = [
      link(1),
      link(2),
      gap,
      ...Array.from({ length: 7 }, (_, i) => link(page - 3 + i)),
      gap,
      link(lastPage - 1),
      link(lastPage),
    ];
  }
  return [
    { url: page > 1 ? pageUrl(path, page - 1) : null, label: '&laquo; Previous', active: false },
    ...numbers,
    { url: page < lastPage ? pageUrl(path, page + 1) : null, label: 'Next &raquo;', active: false },
  ];
}

/**
 * Laravel 8's raw length-aware paginator (`->paginate()`): `{ current_page, data, first_page_url, from,
 * last_page, last_page_url, links, next_page_url, path, per_page, prev_page_url, to, total }`.
 */
export function laravelPage<T, U = T>(
  items: readonly T[],
  options: PageOptions,
  map?: (item: T) => U,
): LaravelPageMeta & { data: U[] } {
  const perPage = Math.max(1, Math.floor(options.perPage));
  const page = pageNumber(options.page);
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const rows = slice(items, page, perPage);
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: map ? rows.map(map) : (rows as unknown as U[]),
    first_page_url: pageUrl(options.path, 1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(options.path, lastPage),
    links: laravelLinks(options.path, page, lastPage),
    next_page_url: page < lastPage ? pageUrl(options.path, page + 1) : null,
    path: splitUrl(options.path).base,
    per_page: perPage,
    prev_page_url: page > 1 ? pageUrl(options.path, page - 1) : null,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}

// ─── Products ─────────────────────────────────────────────────────────────────────────────────────────────────

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Whether the session's user has the product in the wishlist (always false for guests). */
export function inWishlist(state: DemoShopState, session: Session, productId: Id): boolean {
  return wishlistRowOf(state, session, productId) !== null;
}

export function wishlistRowOf(state: DemoShopState, session: Session, productId: Id): WishlistRow | null {
  if (session.user_id === null) return null;
  return state.wishlists.find((w) => w.user_id === session.user_id && w.product_id === productId) ?? null;
}

export interface CardOptions {
  /** The instant discounts are evaluated at (default: the demo clock). */
  at?: number;
  /** Non-paginated lists (search suggestions, related products) also carry `image_40x40` and `status`. */
  nonPaginated?: boolean;
}

/** A product card (`ProductResource`, backend-api §4.1). */
export function toProductCard(
  state: DemoShopState,
  session: Session,
  product: Product,
  options: CardOptions = {},
): ProductCard {
  const at = options.at ?? now();
  const { rating, reviews_count } = ratingOf(state, product.id);
  const card: ProductCard = {
    id: product.id,
    slug: product.slug,
    category_id: product.category_id,
    product_name: product.product_name,
    ...cardPriceFields(product, at),
    special_discount_type: product.special_discount_type,
    image_190x230: product.thumbnail,
    rating,
    reviews_count,
    current_stock: productStock(state, product),
    minimum_order_quantity: product.minimum_order_quantity,
    reward: product.reward,
    todays_deal: flag(product.todays_deal),
    has_variant: flag(product.has_variant),
    user_wishlist: inWishlist(state, session, product.id),
    is_catalog: product.is_catalog,
    is_classified: product.is_classified,
  };
  if (options.nonPaginated) {
    card.image_40x40 = product.thumbnail;
    card.status = product.is_approved ? product.status : 'pending';
  }
  return card;
}

/** A raw product model subset as add/remove (compare, wishlist) answers return it. */
export function toProductSummary(product: Product, at = now()): ProductSummary {
  const { price, special_discount_check, discount_percentage } = cardPriceFields(product, at);
  return {
    id: product.id,
    slug: product.slug,
    product_name: product.product_name,
    price,
    special_discount_check,
    discount_percentage,
    rating: product.rating,
    image_190x230: product.thumbnail,
    status: product.status,
  };
}

/** A raw Product model joined with campaign columns (flash sale, campaign products). */
export function toCampaignProductCard(
  state: DemoShopState,
  product: Product,
  campaign: Campaign,
  at = now(),
): CampaignProductCard {
  const { rating, reviews_count } = ratingOf(state, product.id);
  return {
    id: product.id,
    slug: product.slug,
    category_id: product.category_id,
    product_name: product.product_name,
    ...cardPriceFields(product, at),
    special_discount_type: product.special_discount_type,
    image_190x230: product.thumbnail,
    image_40x40: product.thumbnail,
    image_72x72: product.thumbnail,
    image_110x122: product.thumbnail,
    rating,
    reviews_count,
    current_stock: productStock(state, product),
    minimum_order_quantity: product.minimum_order_quantity,
    reward: product.reward,
    has_variant: flag(product.has_variant),
    todays_deal: flag(product.todays_deal),
    is_catalog: flag(product.is_catalog),
    is_classified: flag(product.is_classified),
    campaign_id: campaign.id,
    campaign_slug: campaign.slug,
    start_date: formatDateTime(campaign.start_date),
    end_date: formatDateTime(campaign.end_date),
    text_color: campaign.text_color,
  };
}

export function toViewedProduct(product: Product): ViewedProduct {
  return {
    id: product.id,
    slug: product.slug,
    product_name: product.product_name,
    image_72x72: product.thumbnail,
  };
}

function categoryTitle(state: DemoShopState, id: Id | null): string | null {
  return state.catalogue.categories.find((c) => c.id === id)?.title ?? null;
}

/** A compare list item (backend-api §4.5). */
export function toCompareItem(state: DemoShopState, product: Product, at = now()): CompareItem {
  const { price, special_discount_check, discount_percentage } = cardPriceFields(product, at);
  return {
    id: product.id,
    slug: product.slug,
    has_variant: flag(product.has_variant),
    minimum_order_quantity: product.minimum_order_quantity,
    product_name: product.product_name,
    image_190x230: product.thumbnail,
    special_discount_check,
    discount_percentage,
    price,
    brand: state.catalogue.brands.find((b) => b.id === product.brand_id)?.title ?? null,
    category: categoryTitle(state, product.category_id),
    status: product.status,
  };
}

/** A wishlist item (`WishlistResource`, backend-api §4.4). */
export function toWishlistItem(state: DemoShopState, row: WishlistRow, at = now()): WishlistItem | null {
  const product = findProduct(state, row.product_id);
  if (!product) return null;
  const { price, special_discount_check, discount_percentage } = cardPriceFields(product, at);
  const stock = productStock(state, product);
  return {
    id: row.id,
    slug: product.slug,
    image_72x72: product.thumbnail,
    product_name: product.product_name,
    current_stock: stock,
    special_discount_type: product.special_discount_type,
    special_discount_check,
    discount_percentage,
    price,
    status: product.status,
    date: formatDay(row.created_at),
    product: {
      id: product.id,
      slug: product.slug,
      category_id: product.category_id,
      image_190x230: product.thumbnail,
      price: product.price,
      current_stock: stock,
      reward: product.reward,
      minimum_order_quantity: product.minimum_order_quantity,
      todays_deal: flag(product.todays_deal),
      has_variant: flag(product.has_variant),
    },
  };
}

// ─── Shops ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Whether a product shows in public lists: published, approved, and its seller active and verified. */
export function isListed(state: DemoShopState, product: Product): boolean {
  if (product.status !== 'published' || !product.is_approved) return false;
  if (product.user_id === 1) return true;
  const shop = catalogueIndex(state.catalogue).shopsByUserId.get(product.user_id);
  return Boolean(shop && shop.status === 1 && shop.is_user_banned === 0 && shop.verified_at);
}

/** A shop's rating from its products' reviews (including reviews written in the demo). */
export function shopRating(
  state: DemoShopState,
  shop: Shop,
): { rating: number; rating_count: number; reviews_count: number } {
  const touched = state.reviews.some((r) => findProduct(state, r.product_id)?.user_id === shop.user_id);
  if (!touched)
    return { rating: shop.rating, rating_count: shop.rating_count, reviews_count: shop.reviews_count };
  let weighted = 0;
  let count = 0;
  let rated = 0;
  for (const product of state.catalogue.products) {
    if (product.user_id !== shop.user_id) continue;
    const r = ratingOf(state, product.id);
    if (r.reviews_count === 0) continue;
    rated += 1;
    count += r.reviews_count;
    weighted += r.rating * r.reviews_count;
  }
  return {
    rating: count > 0 ? Math.round((weighted / count) * 10) / 10 : 0,
    rating_count: rated,
    reviews_count: count,
  };
}

export function shopProductCount(state: DemoShopState, shop: Shop): number {
  return state.catalogue.products.filter((p) => p.user_id === shop.user_id && isListed(state, p)).length;
}

/** A shop card (`ShopResource`, backend-api §4.8). `rating_count` is the AVERAGE rating, as in the backend. */
export function toShopCard(state: DemoShopState, shop: Shop): ShopCard {
  const rating = shopRating(state, shop);
  return {
    id: shop.id,
    slug: shop.slug,
    shop_name: shop.shop_name,
    image_82x82: shop.logo,
    image_297x203: shop.banner,
    rating_count: rating.rating,
    reviews_count: rating.reviews_count,
    total_products: shopProductCount(state, shop),
    join_date: formatDay(shop.created_at),
  };
}

// ─── Taxonomy ─────────────────────────────────────────────────────────────────────────────────────────────────

export function toBrand(brand: Brand): BrandView {
  return { id: brand.id, slug: brand.slug, title: brand.title, image_130x93: brand.logo };
}

export function toColor(color: Color): ColorView {
  return { id: color.id, name: color.name, code: color.code };
}

function childrenOf(state: DemoShopState, parentId: Id): Category[] {
  return state.catalogue.categories
    .filter((c) => c.parent_id === parentId && c.status === 1)
    .sort((a, b) => a.ordering - b.ordering || a.id - b.id);
}

export function rootCategories(state: DemoShopState): Category[] {
  return state.catalogue.categories
    .filter((c) => c.parent_id === null && c.status === 1)
    .sort((a, b) => a.ordering - b.ordering || a.id - b.id);
}

/** A mega-menu root with children and grandchildren (backend-api §4.6). */
export function toSidebarCategory(state: DemoShopState, root: Category): SidebarCategory {
  return {
    id: root.id,
    parent_id: root.parent_id,
    slug: root.slug,
    title: root.title,
    icon: root.icon,
    child_categories: childrenOf(state, root.id).map((child) => ({
      id: child.id,
      slug: child.slug,
      title: child.title,
      icon: child.icon,
      categories: childrenOf(state, child.id).map((leaf) => ({
        id: leaf.id,
        slug: leaf.slug,
        title: leaf.title,
        icon: leaf.icon,
      })),
    })),
  };
}

/** The mega-menu tree: the top 9 roots (the backend's limit) with nested children. */
export function toCategoryTree(state: DemoShopState, limit = 9): SidebarCategory[] {
  return rootCategories(state)
    .slice(0, limit)
    .map((root) => toSidebarCategory(state, root));
}

/** A root on the "All categories" page, with its children. */
export function toCategoryListItem(state: DemoShopState, root: Category): CategoryListItem {
  return {
    id: root.id,
    parent_id: root.parent_id,
    slug: root.slug,
    title: root.title,
    all_popular_image: root.image,
    child_categories: childrenOf(state, root.id).map((child) => ({
      id: child.id,
      parent_id: child.parent_id,
      slug: child.slug,
      title: child.title,
      all_popular_image: child.image,
    })),
  };
}

/** A tile of the home "popular categories" / "top categories" sections. */
export function toHomeCategory(category: Category): HomeCategory {
  return {
    id: category.id,
    slug: category.slug,
    title: category.title,
    popular_image: category.image,
    top_image: category.image,
  };
}

/** The category and all categories below it. */
export function categoryWithDescendants(state: DemoShopState, id: Id): Set<Id> {
  const ids = new Set<Id>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of state.catalogue.categories) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** A category facet: `total_products` counts listed products in the category and below. */
export function toFilterCategory(state: DemoShopState, category: Category): FilterCategory {
  const ids = categoryWithDescendants(state, category.id);
  return {
    id: category.id,
    title: category.title,
    slug: category.slug,
    total_products: state.catalogue.products.filter((p) => ids.has(p.category_id) && isListed(state, p))
      .length,
  };
}

// ─── Content cards ────────────────────────────────────────────────────────────────────────────────────────────

export function toCampaignCard(campaign: Campaign): CampaignCard {
  return {
    id: campaign.id,
    slug: campaign.slug,
    title: campaign.title,
    short_description: campaign.short_description,
    campaign_start_date: formatDateTime(campaign.start_date),
    campaign_end_date: formatDateTime(campaign.end_date),
    image_374x374: campaign.thumbnail,
    image_1920x412: campaign.banner,
  };
}

export function toBlogCard(blog: Blog): BlogCard {
  return {
    id: blog.id,
    slug: blog.slug,
    title: blog.title,
    short_description: blog.short_description,
    thumbnail: blog.thumbnail,
  };
}

export function toVideoCard(video: VideoShop): VideoCard {
  return {
    id: video.id,
    slug: video.slug,
    title: video.title,
    thumbnail: video.thumbnail,
    is_live: video.is_live,
  };
}

// ─── Languages and currencies ─────────────────────────────────────────────────────────────────────────────────

export function toLanguage(language: Language): LanguageView {
  return {
    id: language.id,
    name: language.name,
    locale: language.locale,
    flag: language.flag,
    text_direction: language.text_direction,
    status: language.status,
    flag_image: language.flag_image,
    created_at: null,
    updated_at: null,
  };
}

export function toCurrency(currency: Currency): CurrencyView {
  return {
    id: currency.id,
    name: currency.name,
    symbol: currency.symbol,
    code: currency.code,
    exchange_rate: currency.exchange_rate,
    status: currency.status,
    created_at: null,
    updated_at: null,
  };
}

/** The session's language: its locale, else the default setting, else `en` (then the first language). */
export function activeLanguage(state: DemoShopState, session: Session): Language {
  const { languages, settings } = state.catalogue;
  return (
    languages.find((l) => l.locale === session.locale && l.status === 1) ??
    languages.find((l) => l.locale === settings.default_language) ??
    languages.find((l) => l.locale === 'en') ??
    languages[0]!
  );
}

/**
 * A message in the session's language: `key` is the English text (the language-keyword key, as domain/errors.ts
 * templates are); unknown keys fall back to the English text. `:name` placeholders are filled from `params`.
 */
export function translate(
  state: DemoShopState,
  session: Session,
  key: string,
  params: ErrorParams = {},
): string {
  const locale = activeLanguage(state, session).locale;
  const template = state.catalogue.keywords[locale]?.[key] ?? key;
  return fillTemplate(template, params);
}

/** A domain rule failure as the `{ error }` text, in the session's language. */
export function errorText(state: DemoShopState, session: Session, error: DomainError): string {
  return translate(state, session, error.key, error.params);
}

// ─── Users, addresses, cart lines ─────────────────────────────────────────────────────────────────────────────

export function toAddress(address: Address): AddressView {
  return {
    id: address.id,
    user_id: address.user_id,
    name: address.name,
    email: address.email,
    phone_no: address.phone_no,
    address: address.address,
    address_ids: { ...address.address_ids },
    country: address.country,
    state: address.state,
    city: address.city,
    postal_code: address.postal_code,
    latitude: address.latitude,
    longitude: address.longitude,
    default_shipping: address.default_shipping,
    default_billing: address.default_billing,
  };
}

/** The signed-in user as login / check-auth / start data return it (no password digest, OTP or other secrets). */
export function toUser(state: DemoShopState, user: User): UserView {
  const own = state.addresses.filter((a) => a.user_id === user.id);
  const shipping = own.find((a) => a.default_shipping === 1) ?? null;
  const billing = own.find((a) => a.default_billing === 1) ?? null;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email || null,
    phone: user.phone || null,
    user_type: user.user_type,
    gender: user.gender || null,
    date_of_birth: user.date_of_birth || null,
    status: user.status,
    is_password_set: user.is_password_set,
    socials: { ...user.socials },
    balance: user.balance,
    profile_image: user.image,
    user_profile_image: user.image,
    shipping_address: shipping ? toAddress(shipping) : null,
    billing_address: billing ? toAddress(billing) : null,
    pickup_hub_id: null,
    last_login: user.last_login,
  };
}

/** A cart line as the cart, start data and add/update answers return it (backend-api §4.4). */
export function toCartLine(state: DemoShopState, line: CartLine): CartLineView {
  const product = findProduct(state, line.product_id);
  const variantRow = line.variant ? product?.stocks.find((s) => s.variant_ids === line.variant) : undefined;
  const image = variantRow?.image ?? product?.thumbnail ?? '';
  const stock = product
    ? product.has_variant && line.variant
      ? variantStock(state, product, line.variant)
      : productStock(state, product)
    : 0;
  return {
    id: line.id,
    seller_id: line.seller_id,
    product_id: line.product_id,
    product_name: product?.product_name ?? '',
    product_slug: product?.slug ?? '',
    image_72x72: image,
    image_40x40: image,
    sku: line.sku,
    variant: line.variants_name || null,
    price: line.price,
    discount: line.discount,
    quantity: line.quantity,
    trx_id: line.trx_id,
    shipping_cost: line.shipping_cost,
    tax: line.tax,
    current_stock: stock,
    min_quantity: Math.max(1, line.min_quantity),
    is_digital_product: line.is_digital_product,
  };
}

/** A coupon on offer (seller coupons on the shop page, the gift-voucher list): the contract's `Coupon`. */
export function toCouponView(state: DemoShopState, coupon: Coupon): CouponView {
  const shop =
    coupon.user_id > 1 ? catalogueIndex(state.catalogue).shopsByUserId.get(coupon.user_id) : undefined;
  return {
    id: coupon.id,
    user_id: coupon.user_id,
    title: coupon.title,
    code: coupon.code,
    type: coupon.type,
    discount_type: coupon.discount_type,
    discount: coupon.discount,
    minimum_shopping: coupon.minimum_shopping,
    maximum_discount: coupon.maximum_discount,
    start_date: formatDateTime(coupon.start_date),
    end_date: formatDateTime(coupon.end_date),
    banner: coupon.banner || null,
    shop_name: shop?.shop_name ?? null,
    shop_logo: shop?.logo ?? null,
  };
}
