/**
 * The product list behind every list page (`home/filtered_products`, backend-api §2.3) and its filter facets
 * (`home/filter_data`). Pure functions over the state, so they are unit-tested directly.
 *
 * - `route` picks the list: all products, search, category / "gadget" category (the category and everything
 *   below it), brand, offers (a special discount running now), best-selling (sold at least once), a shop.
 * - A non-empty `key` ignores every other filter, the route's scope included: a case-insensitive name search
 *   over all listed products (the backend's `LIKE %key%`). Sort and pagination still apply.
 * - Filters combine with AND; the values of one filter with OR (`brand[]=1&brand[]=2` = brand 1 or 2).
 *   Attribute values: OR within one attribute, AND across attributes. `rating[]`: rating ≥ the lowest chosen.
 *   `price` = JSON `{min,max}` on the price column; 0 = no bound.
 * - Listed = published, approved, seller active and verified; out-of-stock products are hidden when the
 *   `stock_out_product_hide` setting is on; wholesale products only with the `wholesale` add-on.
 */
import type {
  FilterAttribute,
  GetFilterDataResponse,
  ListingHeader,
  PriceRange,
} from '@/api-generated/model';
import { activeSpecialDiscount } from '../../domain/pricing';
import type { Category, Id, Product, Shop } from '../../domain/types';
import {
  categoryWithDescendants,
  isListed,
  resourcePage,
  rootCategories,
  toBrand,
  toColor,
  toShopCard,
  translate,
} from '../../http/views';
import { productStock, ratingOf } from '../../state/lookups';
import type { DemoShopState, Session } from '../../state/types';

export const LIST_ROUTES = [
  'all.products',
  'search.product',
  'product.by.category',
  'product.by.gadget',
  'product.by.brand',
  'product.by.offer',
  'product.by.selling',
  'shop',
] as const;
export type ListRoute = (typeof LIST_ROUTES)[number];
export type ListType = 'products' | 'category' | 'brand' | 'offer' | 'best_selling' | 'shop';
export type ListSort = 'newest' | 'oldest' | 'top_rated' | 'top_selling';

export interface ListingQuery {
  route: ListRoute;
  slug: string;
  key: string;
  category: Id[];
  childCategory: Id[];
  brand: Id[];
  color: Id[];
  rating: number[];
  attributeValue: Id[];
  price: { min: number; max: number } | null;
  sort: ListSort | null;
}

interface QueryReader {
  get: (k: string) => string | null;
  all: (k: string) => string[];
}

const ids = (values: string[]): Id[] =>
  values
    .flatMap((v) => v.split(','))
    .map((v) => Number.parseInt(v.trim(), 10))
    .filter((n) => Number.isInteger(n) && n >= 1);

/** `price` is a JSON string `{"min":…,"max":…}` (axios serialises nested objects so); anything else = no bound. */
export function parsePrice(raw: string | null): { min: number; max: number } | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { min, max } = parsed as { min?: unknown; max?: unknown };
    const num = (v: unknown) => {
      const n = typeof v === 'number' ? v : Number.parseFloat(String(v ?? ''));
      return Number.isFinite(n) && n > 0 ? n : 0;
    };
    const range = { min: num(min), max: num(max) };
    return range.min === 0 && range.max === 0 ? null : range;
  } catch {
    return null;
  }
}

export function parseListingQuery(q: QueryReader): ListingQuery {
  const route = q.get('route') ?? '';
  const sort = q.get('sort') ?? '';
  return {
    route: (LIST_ROUTES as readonly string[]).includes(route) ? (route as ListRoute) : 'all.products',
    slug: (q.get('slug') ?? '').trim(),
    key: (q.get('key') ?? '').trim(),
    category: ids(q.all('category')),
    childCategory: ids(q.all('child_category')),
    brand: ids(q.all('brand')),
    color: ids(q.all('color')),
    rating: ids(q.all('rating')).filter((n) => n <= 5),
    attributeValue: ids(q.all('attribute_value_id')),
    price: parsePrice(q.get('price')),
    sort: ['newest', 'oldest', 'top_rated', 'top_selling'].includes(sort) ? (sort as ListSort) : null,
  };
}

/** Every product a public list may show, in id order. */
export function listedProducts(state: DemoShopState): Product[] {
  const { settings, addOns } = state.catalogue;
  const hideStockOut = settings.stock_out_product_hide === 1;
  const wholesale = addOns.includes('wholesale');
  return state.catalogue.products.filter(
    (p) =>
      isListed(state, p) &&
      (wholesale || !p.is_wholesale) &&
      !(hideStockOut && productStock(state, p) === 0 && !p.is_classified),
  );
}

export function findCategory(state: DemoShopState, slug: string): Category | undefined {
  return state.catalogue.categories.find((c) => c.slug === slug && c.status === 1);
}

export function findShop(state: DemoShopState, slug: string): Shop | undefined {
  return state.catalogue.shops.find(
    (s) => s.slug === slug && s.status === 1 && s.is_user_banned === 0 && s.verified_at !== null,
  );
}

export function sortProducts(state: DemoShopState, products: Product[], sort: ListSort): Product[] {
  const byNewest = (a: Product, b: Product) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
  const sorted = [...products];
  switch (sort) {
    case 'oldest':
      return sorted.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    case 'top_rated': {
      const rating = new Map(sorted.map((p) => [p.id, ratingOf(state, p.id)]));
      return sorted.sort(
        (a, b) =>
          rating.get(b.id)!.rating - rating.get(a.id)!.rating ||
          rating.get(b.id)!.reviews_count - rating.get(a.id)!.reviews_count ||
          byNewest(a, b),
      );
    }
    case 'top_selling':
      return sorted.sort((a, b) => b.total_sale - a.total_sale || byNewest(a, b));
    default:
      return sorted.sort(byNewest);
  }
}

/** Name search (case-insensitive substring, like SQL `LIKE %key%`). */
export function searchProducts(state: DemoShopState, key: string): Product[] {
  const needle = key.toLowerCase();
  return listedProducts(state).filter((p) => p.product_name.toLowerCase().includes(needle));
}

export type ListingResult =
  | { ok: true; type: ListType; slug: string | null; header: ListingHeader; products: Product[] }
  | { ok: false; message: string };

function withinCategories(state: DemoShopState, roots: Id[]): Set<Id> {
  const all = new Set<Id>();
  for (const id of roots) for (const c of categoryWithDescendants(state, id)) all.add(c);
  return all;
}

/** Apply the sidebar filters (everything but route scope, key and sort). */
export function applyFilters(
  state: DemoShopState,
  products: Product[],
  query: Omit<ListingQuery, 'route' | 'slug' | 'key' | 'sort'>,
): Product[] {
  let out = products;
  const categoryIds = [...query.category, ...query.childCategory];
  if (categoryIds.length > 0) {
    const within = withinCategories(state, categoryIds);
    out = out.filter((p) => within.has(p.category_id));
  }
  if (query.brand.length > 0)
    out = out.filter((p) => p.brand_id !== null && query.brand.includes(p.brand_id));
  if (query.color.length > 0) out = out.filter((p) => p.colors.some((c) => query.color.includes(c)));
  if (query.rating.length > 0) {
    const least = Math.min(...query.rating);
    out = out.filter((p) => ratingOf(state, p.id).rating >= least);
  }
  if (query.attributeValue.length > 0) {
    const byAttribute = new Map<Id, Id[]>();
    for (const valueId of query.attributeValue) {
      const value = state.catalogue.attributeValues.find((v) => v.id === valueId);
      if (value)
        byAttribute.set(value.attribute_id, [...(byAttribute.get(value.attribute_id) ?? []), valueId]);
    }
    out = out.filter((p) =>
      [...byAttribute].every(([attributeId, chosen]) =>
        p.attribute_sets.some(
          (s) => s.attribute_id === attributeId && s.values.some((v) => chosen.includes(v)),
        ),
      ),
    );
    if (byAttribute.size === 0) out = [];
  }
  if (query.price) {
    const { min, max } = query.price;
    out = out.filter((p) => (min <= 0 || p.price >= min) && (max <= 0 || p.price <= max));
  }
  return out;
}

function categoryHeader(state: DemoShopState, category: Category): ListingHeader {
  return {
    id: category.id,
    slug: category.slug,
    title: category.title,
    image_835x200: category.banner,
    child_categories: state.catalogue.categories
      .filter((c) => c.parent_id === category.id && c.status === 1)
      .sort((a, b) => a.ordering - b.ordering || a.id - b.id)
      .map((c) => ({ id: c.id, title: c.title, slug: c.slug })),
  };
}

/** The list a `filtered_products` request asks for, filtered and sorted (not paginated). */
export function listProducts(
  state: DemoShopState,
  session: Session,
  query: ListingQuery,
  at: number,
): ListingResult {
  const t = (key: string) => translate(state, session, key);
  const sort = query.sort ?? (query.route === 'product.by.selling' ? 'top_selling' : 'newest');
  const slug = query.slug || null;

  if (query.key) {
    return {
      ok: true,
      type: 'products',
      slug,
      header: { title: t('Search Result') },
      products: sortProducts(state, searchProducts(state, query.key), sort),
    };
  }

  let type: ListType = 'products';
  let header: ListingHeader = { title: t('All Products') };
  let scope = listedProducts(state);
  switch (query.route) {
    case 'product.by.category':
    case 'product.by.gadget': {
      const category = findCategory(state, query.slug);
      if (!category) return { ok: false, message: t('Category not found') };
      const within = categoryWithDescendants(state, category.id);
      scope = scope.filter((p) => within.has(p.category_id));
      type = 'category';
      header = categoryHeader(state, category);
      break;
    }
    case 'product.by.brand': {
      const brand = state.catalogue.brands.find((b) => b.slug === query.slug && b.status === 1);
      if (!brand) return { ok: false, message: t('Brand not found') };
      scope = scope.filter((p) => p.brand_id === brand.id);
      type = 'brand';
      header = { ...toBrand(brand) };
      break;
    }
    case 'product.by.offer':
      scope = scope.filter((p) => activeSpecialDiscount(p, at) !== null);
      type = 'offer';
      header = { title: t('Offer Products') };
      break;
    case 'product.by.selling':
      scope = scope.filter((p) => p.total_sale > 0);
      type = 'best_selling';
      header = { title: t('Best Selling') };
      break;
    case 'shop': {
      const shop = findShop(state, query.slug);
      if (!shop) return { ok: false, message: t('Shop not found') };
      scope = scope.filter((p) => p.user_id === shop.user_id);
      type = 'shop';
      header = { id: shop.id, slug: shop.slug, title: shop.shop_name };
      break;
    }
    default:
      break;
  }
  return {
    ok: true,
    type,
    slug,
    header,
    products: sortProducts(state, applyFilters(state, scope, query), sort),
  };
}

// ─── Facets ───────────────────────────────────────────────────────────────────────────────────────────────────

export const FACET_BRANDS_PER_PAGE = 5;
export const FACET_COLORS_PER_PAGE = 8;
export const FACET_CATEGORIES_PER_PAGE = 12;

export interface FacetScope {
  products: Product[];
  shop: Shop | null;
}

/** The products a facet request covers: a category (and below), a shop, or everything listed. */
export function facetScope(state: DemoShopState, slug: string): FacetScope {
  const listed = listedProducts(state);
  if (!slug) return { products: listed, shop: null };
  const category = findCategory(state, slug);
  if (category) {
    const within = categoryWithDescendants(state, category.id);
    return { products: listed.filter((p) => within.has(p.category_id)), shop: null };
  }
  const shop = findShop(state, slug);
  if (shop) return { products: listed.filter((p) => p.user_id === shop.user_id), shop };
  return { products: listed, shop: null };
}

/** Root categories having products (in the shop when one is given), with their product counts. */
export function categoryFacets(state: DemoShopState, shop: Shop | null = null) {
  const pool = shop ? listedProducts(state).filter((p) => p.user_id === shop.user_id) : listedProducts(state);
  return rootCategories(state)
    .map((root) => {
      const within = categoryWithDescendants(state, root.id);
      return {
        id: root.id,
        title: root.title,
        slug: root.slug,
        total_products: pool.filter((p) => within.has(p.category_id)).length,
      };
    })
    .filter((c) => c.total_products > 0);
}

export function brandFacets(state: DemoShopState, products: Product[]) {
  const used = new Set(products.map((p) => p.brand_id));
  return state.catalogue.brands.filter((b) => b.status === 1 && used.has(b.id));
}

export function colorFacets(state: DemoShopState, products: Product[]) {
  const used = new Set(products.flatMap((p) => p.colors));
  return state.catalogue.colors.filter((c) => used.has(c.id));
}

export function attributeFacets(state: DemoShopState, products: Product[]): FilterAttribute[] {
  const used = new Set(products.flatMap((p) => p.attribute_sets.flatMap((s) => s.values)));
  return state.catalogue.attributes
    .map((attribute) => ({
      id: attribute.id,
      title: attribute.title,
      attribute_value: state.catalogue.attributeValues
        .filter((v) => v.attribute_id === attribute.id && used.has(v.id))
        .map((v) => ({ id: v.id, attribute_id: v.attribute_id, value: v.value })),
    }))
    .filter((a) => a.attribute_value.length > 0);
}

/** Lowest and highest unit price over the products' variants (their price when they have none). */
export function priceRangeOf(products: Product[]): PriceRange {
  const prices = products.flatMap((p) =>
    p.has_variant && p.stocks.length > 0 ? p.stocks.map((s) => s.price) : [p.price],
  );
  return prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: 0, max: 0 };
}

/** A facet "load more" URL on the same origin as the request, keeping the slug. */
export function facetPath(request: Request, path: string, slug: string): string {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/home\/filter_data\/?$/, path);
  url.search = slug ? `?slug=${encodeURIComponent(slug)}` : '';
  return url.toString();
}

export function filterData(state: DemoShopState, request: Request, slug: string): GetFilterDataResponse {
  const scope = facetScope(state, slug);
  const response: GetFilterDataResponse = {
    categories: categoryFacets(state, scope.shop).slice(0, FACET_CATEGORIES_PER_PAGE),
    brands: resourcePage(
      brandFacets(state, scope.products),
      { page: 1, perPage: FACET_BRANDS_PER_PAGE, path: facetPath(request, '/home/load-brands', slug) },
      toBrand,
    ),
    attributes: attributeFacets(state, scope.products),
    price_range: priceRangeOf(scope.products),
    colors:
      state.catalogue.settings.color === 1
        ? resourcePage(
            colorFacets(state, scope.products),
            { page: 1, perPage: FACET_COLORS_PER_PAGE, path: facetPath(request, '/home/load-colors', slug) },
            toColor,
          )
        : [],
  };
  if (scope.shop) response.shop = toShopCard(state, scope.shop);
  return response;
}
