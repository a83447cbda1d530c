/**
 * Catalogue-area handlers (backend-api §2.3): product lists and filters, facet "load more", live search, daily
 * deals, flash sale, all categories, all brands.
 */
import { http } from 'msw';
import type { AnyHandler } from 'msw';
import type { Campaign, Product } from '../../domain/types';
import { fail, ok, readBody, readQuery } from '../../http/respond';
import {
  laravelPage,
  positiveInt,
  resourcePage,
  rootCategories,
  toBrand,
  toCampaignProductCard,
  toCategoryListItem,
  toColor,
  toProductCard,
} from '../../http/views';
import { findProduct } from '../../state/lookups';
import type { DemoShopState } from '../../state/types';
import { bothSlashes, requestContext, text } from './context';
import {
  FACET_BRANDS_PER_PAGE,
  FACET_CATEGORIES_PER_PAGE,
  FACET_COLORS_PER_PAGE,
  brandFacets,
  categoryFacets,
  colorFacets,
  facetScope,
  filterData,
  listProducts,
  listedProducts,
  parseListingQuery,
  searchProducts,
  sortProducts,
} from './listing';

export const SUGGESTION_LIMIT = 20;
export const FLASH_SALE_PER_PAGE = 16;

/** Products of running (or upcoming) campaigns, flash sales first, one row per product (its first campaign). */
export function campaignProducts(
  state: DemoShopState,
  at: number,
): { product: Product; campaign: Campaign }[] {
  const listed = new Set(listedProducts(state).map((p) => p.id));
  const campaigns = state.catalogue.campaigns
    .filter((c) => c.status === 1 && Date.parse(c.end_date) >= at)
    .sort(
      (a, b) =>
        Number(b.flash_sale) - Number(a.flash_sale) ||
        a.start_date.localeCompare(b.start_date) ||
        a.id - b.id,
    );
  const seen = new Set<number>();
  const rows: { product: Product; campaign: Campaign }[] = [];
  for (const campaign of campaigns) {
    for (const id of campaign.product_ids) {
      if (seen.has(id) || !listed.has(id)) continue;
      const product = findProduct(state, id);
      if (!product) continue;
      seen.add(id);
      rows.push({ product, campaign });
    }
  }
  return rows;
}

export const productListHandlers: AnyHandler[] = [
  http.get('*/home/filtered_products', ({ request }) => {
    const { state, session, at } = requestContext();
    const q = readQuery(request);
    const result = listProducts(state, session, parseListingQuery(q), at);
    if (!result.ok) return fail(result.message);
    return ok({
      type: result.type,
      slug: result.slug,
      page: result.header,
      products: resourcePage(
        result.products,
        { page: q.get('page'), perPage: positiveInt(q.get('paginate'), 24), path: request.url },
        (p) => toProductCard(state, session, p, { at }),
      ),
    });
  }),

  http.get('*/home/filter_data', ({ request }) => {
    const { state } = requestContext();
    return ok(filterData(state, request, (readQuery(request).get('slug') ?? '').trim()));
  }),

  http.get('*/home/load-categories', ({ request }) => {
    const { state } = requestContext();
    const q = readQuery(request);
    const scope = facetScope(state, (q.get('slug') ?? '').trim());
    return ok({
      categories: laravelPage(categoryFacets(state, scope.shop), {
        page: q.get('page'),
        perPage: FACET_CATEGORIES_PER_PAGE,
        path: request.url,
      }),
    });
  }),

  http.get('*/home/load-brands', ({ request }) => {
    const { state } = requestContext();
    const q = readQuery(request);
    const scope = facetScope(state, (q.get('slug') ?? '').trim());
    return ok({
      brands: laravelPage(
        brandFacets(state, scope.products),
        { page: q.get('page'), perPage: FACET_BRANDS_PER_PAGE, path: request.url },
        toBrand,
      ),
    });
  }),

  http.get('*/home/load-colors', ({ request }) => {
    const { state } = requestContext();
    const q = readQuery(request);
    const scope = facetScope(state, (q.get('slug') ?? '').trim());
    const colors = state.catalogue.settings.color === 1 ? colorFacets(state, scope.products) : [];
    return ok({
      colors: laravelPage(
        colors,
        { page: q.get('page'), perPage: FACET_COLORS_PER_PAGE, path: request.url },
        toColor,
      ),
    });
  }),

  http.post('*/search/product', async ({ request }) => {
    const body = await readBody(request);
    const key = text(body.key).trim().slice(0, 255);
    const { state, session, at } = requestContext();
    if (!key) return ok({ products: [] });
    const products = sortProducts(state, searchProducts(state, key), 'top_selling')
      .slice(0, SUGGESTION_LIMIT)
      .map((p) => toProductCard(state, session, p, { at, nonPaginated: true }));
    return ok({ products });
  }),

  ...bothSlashes('*/home/daily-deals/', ({ request }) => {
    const { state, session, at } = requestContext();
    const q = readQuery(request);
    const deals = sortProducts(
      state,
      listedProducts(state).filter((p) => p.todays_deal),
      'newest',
    );
    return ok({
      products: resourcePage(
        deals,
        { page: q.get('page'), perPage: positiveInt(q.get('paginate'), 12), path: request.url },
        (p) => toProductCard(state, session, p, { at }),
      ),
    });
  }),

  ...bothSlashes('*/home/flash-sale-products/', ({ request }) => {
    const { state, at } = requestContext();
    const q = readQuery(request);
    return ok({
      products: laravelPage(
        campaignProducts(state, at),
        { page: q.get('page'), perPage: FLASH_SALE_PER_PAGE, path: request.url },
        ({ product, campaign }) => toCampaignProductCard(state, product, campaign, at),
      ),
    });
  }),

  http.get('*/home/categories', () => {
    const { state } = requestContext();
    return ok({ categories: rootCategories(state).map((root) => toCategoryListItem(state, root)) });
  }),

  http.get('*/home/brands', ({ request }) => {
    const { state } = requestContext();
    const q = readQuery(request);
    const brands = state.catalogue.brands.filter((b) => b.status === 1);
    return ok({
      brands: resourcePage(brands, { page: q.get('page'), perPage: 30, path: request.url }, toBrand),
    });
  }),
];
