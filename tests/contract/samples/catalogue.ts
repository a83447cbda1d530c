/**
 * Contract samples of the catalogue side: settings, home, catalogue, product, reviews, compare, wishlist
 * (37 operations). Slugs and ids come from the seeded catalogue, so the samples exercise real behaviour
 * (filters that match, variants that exist, reviews that can be liked).
 */
import { getCatalogue } from '@mocks/data/catalogue';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import type { ContractSample, SampleTable } from './types';

const catalogue = getCatalogue();
const published = catalogue.products.filter((p) => p.status === 'published');

const variantProduct = published.find(
  (p) =>
    p.has_variant &&
    p.colors.length > 0 &&
    p.attribute_sets.length > 0 &&
    p.stocks.some((s) => s.current_stock > 0),
)!;
const inStockVariant = variantProduct.stocks.find((s) => s.current_stock > 0)!;
const soldOutVariantProduct = published.find(
  (p) => p.has_variant && p.stocks.some((s) => s.current_stock === 0),
)!;
const soldOutVariant = soldOutVariantProduct.stocks.find((s) => s.current_stock === 0)!;
const sellerProduct = published.find((p) => p.user_id > 1 && !p.has_variant)!;
const inHouseProduct = published.find((p) => p.user_id === 1)!;
const classified = published.find((p) => p.is_classified)!;
const catalogProduct = published.find((p) => p.is_catalog)!;
const wholesale = published.find((p) => p.is_wholesale)!;
const discounted = published.find((p) => p.special_discount_type !== '' && p.special_discount_end !== null)!;
const unpublished = catalogue.products.find((p) => p.status === 'unpublished')!;
const reviewed = published.find((p) => catalogue.reviews.some((r) => r.product_id === p.id))!;
const review = catalogue.reviews.find((r) => r.product_id === reviewed.id)!;
const wishlisted = new Set(
  catalogue.seedAccounts.wishlists.filter((w) => w.user_id === DEMO_CUSTOMER_ID).map((w) => w.product_id),
);
const notWishlisted = published.find((p) => !wishlisted.has(p.id))!;
const wishlistedId = [...wishlisted][0]!;

const root = catalogue.categories.find((c) => c.level === 1)!;
const leaf = catalogue.categories.find((c) => c.id === variantProduct.category_id)!;
const brand = catalogue.brands.find((b) => b.id === variantProduct.brand_id)!;
const shop = catalogue.shops[0]!;
const color = variantProduct.colors[0]!;
const attributeValue = variantProduct.attribute_sets[0]!.values[0]!;
const country = catalogue.countries[0]!;
const state = catalogue.states.find((s) => s.country_id === country.id)!;
const homePages = Math.max(2, Math.ceil((catalogue.homeSections.length - 1) / 3));

const variantKey = (key: string) => {
  const parts = key.split('-').map(Number);
  const product = catalogue.products.find((p) => p.stocks.some((s) => s.variant_ids === key))!;
  const colour = product.colors.length > 0 ? parts[0]! : null;
  return { color_id: colour, attribute_ids: colour === null ? parts : parts.slice(1) };
};

const q = (path: string, params: Record<string, string | number | (string | number)[]>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const x of v) search.append(`${k}[]`, String(x));
    else search.append(k, String(v));
  }
  return `${path}?${search.toString()}`;
};

const reviewForm = (extra: Record<string, string | Blob> = {}): Record<string, string | Blob> => ({
  product_id: String(reviewed.id),
  rating: '4',
  title: 'Works well',
  comment: 'Does what it says.',
  paginate: '1',
  ...extra,
});

const homeSamples: ContractSample[] = Array.from({ length: homePages + 1 }, (_, i) => ({
  label: `page ${i + 1}`,
  path: `/home/page?page=${i + 1}`,
}));

export const catalogueSamples: SampleTable = {
  // ─── Settings ──────────────────────────────────────────────────────────────────────────────────────────────
  getStartData: [
    { label: 'guest', path: '/start-data' },
    { label: 'signed in', path: '/start-data', signedIn: true },
    {
      label: 'after switching language and currency, with a cart-less compare list',
      path: '/start-data',
      setup: async (call) => {
        await call('GET', '/change/locale/ar');
        await call('GET', '/change/currency/EUR');
        await call('GET', `/home/add-to-compare/${sellerProduct.id}`);
      },
    },
  ],
  getSettings: [{ path: '/settings/data' }],
  getSettingsData: [{ path: '/settings-data' }],
  getLanguageKeywords: [
    { label: 'default language', path: '/language/keywords' },
    {
      label: 'after a switch',
      path: '/language/keywords',
      setup: async (call) => void (await call('GET', '/change/locale/fr')),
    },
  ],
  changeLocale: [
    { label: 'known locale', path: '/change/locale/ar' },
    { label: 'unknown locale', path: '/change/locale/xx', expect: 'error' },
  ],
  changeCurrency: [
    { label: 'known code', path: '/change/currency/EUR' },
    { label: 'unknown code', path: '/change/currency/XYZ', expect: 'error' },
  ],
  getViewedProducts: [
    { label: 'nothing viewed', path: '/viewed-products' },
    {
      label: 'after views',
      path: '/viewed-products',
      setup: async (call) => {
        await call('POST', '/home/product-view', { product_slug: variantProduct.slug });
        await call('POST', '/home/product-view', { product_slug: sellerProduct.slug });
      },
    },
  ],
  getSidebarCategories: [{ path: '/sidebar/categories' }],
  getCountries: [{ path: '/get/country-list' }],
  getStatesByCountry: [
    { path: `/state/by-country/${country.id}` },
    { label: 'unknown country', path: '/state/by-country/999' },
  ],
  getCitiesByState: [{ path: `/city/by-state/${state.id}` }],
  subscribe: [
    { label: 'new address', path: '/home/subscribers', json: { email: 'new.reader@example.com' } },
    { label: 'not an e-mail', path: '/home/subscribers', json: { email: 'nope' }, expect: 'validation' },
    { label: 'missing', path: '/home/subscribers', json: {}, expect: 'validation' },
    {
      label: 'already subscribed',
      path: '/home/subscribers',
      json: { email: 'twice@example.com' },
      setup: async (call) => void (await call('POST', '/home/subscribers', { email: 'twice@example.com' })),
      expect: 'validation',
    },
  ],

  // ─── Home ──────────────────────────────────────────────────────────────────────────────────────────────────
  getHomePage: [...homeSamples, { label: 'signed in', path: '/home/page?page=1', signedIn: true }],

  // ─── Catalogue ─────────────────────────────────────────────────────────────────────────────────────────────
  getFilteredProducts: [
    {
      label: 'all products',
      path: q('/home/filtered_products', { route: 'all.products', paginate: 24, page: 1 }),
    },
    {
      label: 'search (other filters ignored)',
      path: q('/home/filtered_products', {
        route: 'search.product',
        key: brand.title,
        brand: [9999],
        page: 1,
      }),
    },
    {
      label: 'category with filters',
      path: q('/home/filtered_products', {
        route: 'product.by.category',
        slug: root.slug,
        color: [color],
        attribute_value_id: [attributeValue],
        price: JSON.stringify({ min: 0, max: 0 }),
        sort: 'top_rated',
        paginate: 24,
      }),
    },
    {
      label: 'gadget category',
      path: q('/home/filtered_products', { route: 'product.by.gadget', slug: leaf.slug }),
    },
    {
      label: 'brand with rating and price',
      path: q('/home/filtered_products', {
        route: 'product.by.brand',
        slug: brand.slug,
        rating: [3],
        price: JSON.stringify({ min: 10, max: 5000 }),
        sort: 'oldest',
      }),
    },
    { label: 'offers', path: q('/home/filtered_products', { route: 'product.by.offer', page: 2 }) },
    { label: 'best selling', path: q('/home/filtered_products', { route: 'product.by.selling' }) },
    {
      label: 'shop tab',
      path: q('/home/filtered_products', {
        route: 'shop',
        slug: shop.slug,
        paginate: 12,
        sort: 'top_selling',
      }),
    },
    {
      label: 'unknown category',
      path: q('/home/filtered_products', { route: 'product.by.category', slug: 'no-such-category' }),
      expect: 'error',
    },
  ],
  getFilterData: [
    { label: 'all products', path: '/home/filter_data' },
    { label: 'category', path: `/home/filter_data?slug=${root.slug}` },
    { label: 'shop', path: `/home/filter_data?slug=${shop.slug}` },
  ],
  loadFilterCategories: [{ path: '/home/load-categories?page=1' }],
  loadFilterBrands: [{ path: '/home/load-brands?page=2' }],
  loadFilterColors: [{ path: '/home/load-colors?page=1' }],
  searchProductSuggestions: [
    { label: 'a term', path: '/search/product', json: { key: brand.title.slice(0, 4) } },
    { label: 'empty', path: '/search/product', json: { key: '' } },
  ],
  getDailyDeals: [{ path: '/home/daily-deals/?page=1&paginate=12' }],
  getFlashSaleProducts: [{ path: '/home/flash-sale-products/?page=1' }],
  getAllCategories: [{ path: '/home/categories' }],
  getAllBrands: [{ path: '/home/brands?page=1' }],

  // ─── Product ───────────────────────────────────────────────────────────────────────────────────────────────
  getProductDetails: [
    { label: 'variants', path: `/home/product-details/${variantProduct.slug}` },
    { label: 'time-limited discount', path: `/home/product-details/${discounted.slug}` },
    { label: 'seller product', path: `/home/product-details/${sellerProduct.slug}` },
    { label: 'in-house product', path: `/home/product-details/${inHouseProduct.slug}` },
    { label: 'classified', path: `/home/product-details/${classified.slug}` },
    { label: 'catalogue product', path: `/home/product-details/${catalogProduct.slug}` },
    { label: 'wholesale', path: `/home/product-details/${wholesale.slug}` },
    { label: 'unpublished (status tells)', path: `/home/product-details/${unpublished.slug}` },
    {
      label: 'signed in, wishlisted',
      path: `/home/product-details/${reviewed.slug}`,
      signedIn: true,
      setup: async (call) => {
        await call('GET', `/user/add-to-wishlist/${reviewed.id}`);
      },
    },
    { label: 'unknown slug', path: '/home/product-details/no-such-product', expect: 'error' },
  ],
  recordProductView: [
    { path: '/home/product-view', json: { product_slug: variantProduct.slug } },
    {
      label: 'unknown slug',
      path: '/home/product-view',
      json: { product_slug: 'no-such-product' },
      expect: 'error',
    },
  ],
  findProductVariant: [
    {
      label: 'in stock',
      path: '/find/products-variants',
      json: { product_id: variantProduct.id, ...variantKey(inStockVariant.variant_ids) },
    },
    {
      label: 'stock out',
      path: '/find/products-variants',
      json: { product_id: soldOutVariantProduct.id, ...variantKey(soldOutVariant.variant_ids) },
    },
    {
      label: 'no such combination',
      path: '/find/products-variants',
      json: { product_id: variantProduct.id, color_id: null, attribute_ids: [9999] },
    },
    {
      label: 'unknown product',
      path: '/find/products-variants',
      json: { product_id: 999999, attribute_ids: [] },
      expect: 'error',
    },
  ],

  // ─── Reviews ───────────────────────────────────────────────────────────────────────────────────────────────
  getProductReviews: [
    { path: `/home/product-reviews/${reviewed.id}?page=1` },
    {
      label: 'no reviews yet',
      path: `/home/product-reviews/${published.find((p) => !catalogue.reviews.some((r) => r.product_id === p.id))!.id}`,
    },
    { label: 'unknown product', path: '/home/product-reviews/999999', expect: 'error' },
  ],
  storeProductReview: [
    { label: 'new review', path: '/user/product-review-store', form: reviewForm(), signedIn: true },
    {
      label: 'second submit edits, with a picture',
      path: '/user/product-review-store',
      form: reviewForm({
        rating: '2',
        image: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      }),
      signedIn: true,
      setup: async (call) =>
        void (await call('POST', '/user/product-review-store', {
          product_id: reviewed.id,
          rating: 5,
          title: 'First take',
          comment: 'Great.',
        })),
    },
    {
      label: 'signed out',
      path: '/user/product-review-store',
      form: reviewForm(),
      expect: 'unauthenticated',
    },
    {
      label: 'rating 0',
      path: '/user/product-review-store',
      form: reviewForm({ rating: '0' }),
      signedIn: true,
      expect: 'validation',
    },
  ],
  storeReviewReply: [
    {
      path: '/home/product-reply-store',
      json: { review_id: review.id, product_id: reviewed.id, reply: 'Thanks for the tip!', paginate: 1 },
      signedIn: true,
    },
    {
      label: 'guest',
      path: '/home/product-reply-store',
      json: { review_id: review.id, product_id: reviewed.id, reply: 'Hello' },
      expect: 'error',
    },
  ],
  likeReview: [
    {
      path: '/product/like-review',
      json: { id: review.id, product_id: reviewed.id, paginate: 1 },
      signedIn: true,
    },
    {
      label: 'guest',
      path: '/product/like-review',
      json: { id: review.id, product_id: reviewed.id },
      expect: 'error',
    },
    {
      label: 'unknown review',
      path: '/product/like-review',
      json: { id: 999999, product_id: reviewed.id },
      signedIn: true,
      expect: 'error',
    },
  ],
  unlikeReview: [
    {
      path: '/product/unlike-review',
      json: { id: review.id, product_id: reviewed.id, paginate: 1 },
      signedIn: true,
      setup: async (call) =>
        void (await call('POST', '/product/like-review', { id: review.id, product_id: reviewed.id })),
    },
    {
      label: 'guest',
      path: '/product/unlike-review',
      json: { id: review.id, product_id: reviewed.id },
      expect: 'error',
    },
  ],

  // ─── Compare ───────────────────────────────────────────────────────────────────────────────────────────────
  getCompareList: [
    { label: 'empty', path: '/home/compare-list' },
    {
      label: 'two products',
      path: '/home/compare-list',
      setup: async (call) => {
        await call('GET', `/home/add-to-compare/${variantProduct.id}`);
        await call('GET', `/home/add-to-compare/${sellerProduct.id}`);
      },
    },
  ],
  addToCompare: [
    { label: 'guest', path: `/home/add-to-compare/${variantProduct.id}` },
    { label: 'signed in', path: `/home/add-to-compare/${sellerProduct.id}`, signedIn: true },
    { label: 'unknown product', path: '/home/add-to-compare/999999', expect: 'error' },
  ],
  removeFromCompare: [
    {
      path: `/home/remove-compare_product/${variantProduct.id}`,
      setup: async (call) => {
        await call('GET', `/home/add-to-compare/${variantProduct.id}`);
        await call('GET', `/home/add-to-compare/${sellerProduct.id}`);
      },
    },
  ],

  // ─── Wishlist ──────────────────────────────────────────────────────────────────────────────────────────────
  getWishlist: [
    { label: 'guest (empty page)', path: '/user/wishlists' },
    { label: 'signed in', path: '/user/wishlists?page=1', signedIn: true },
  ],
  addToWishlist: [
    { path: `/user/add-to-wishlist/${notWishlisted.id}`, signedIn: true },
    { label: 'signed out', path: `/user/add-to-wishlist/${notWishlisted.id}`, expect: 'unauthenticated' },
    { label: 'unknown product', path: '/user/add-to-wishlist/999999', signedIn: true, expect: 'error' },
  ],
  removeFromWishlist: [
    { path: `/user/remove-wishlist-product/${wishlistedId}`, signedIn: true },
    { label: 'signed out', path: `/user/remove-wishlist-product/${wishlistedId}`, expect: 'unauthenticated' },
  ],
};
