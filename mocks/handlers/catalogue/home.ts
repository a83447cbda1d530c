/**
 * The home page sections (`GET /home/page`, backend-api §2.2, §4.10). The configured list
 * (`catalogue.homeSections`, the backend's `settings.home_page_contents`) is served in pages like the backend:
 * page 1 holds positions 0–3 (four sections: the backend's off-by-one), page N > 1 positions 3N−2 … 3N.
 * `has_more_data` is true while a later page still holds sections (so the storefront never asks for an empty
 * page). Each section becomes its `components` entries keyed `<result key>-<position>`.
 */
import { http } from 'msw';
import type { AnyHandler } from 'msw';
import type { GetHomePageResponse, HomeComponentData } from '@/api-generated/model';
import type { HomeComponentKey, HomeSection } from '../../data/home';
import { activeSpecialDiscount } from '../../domain/pricing';
import type { Id, Product } from '../../domain/types';
import { ok, readQuery } from '../../http/respond';
import {
  categoryWithDescendants,
  pageNumber,
  toBlogCard,
  toBrand,
  toCampaignCard,
  toHomeCategory,
  toProductCard,
  toShopCard,
  toVideoCard,
} from '../../http/views';
import type { DemoShopState, Session } from '../../state/types';
import { requestContext } from './context';
import { listedProducts, sortProducts } from './listing';

/** Positions (0-based) of the configured sections on a page. */
export function homePagePositions(page: number): { first: number; last: number } {
  return page <= 1 ? { first: 0, last: 3 } : { first: 3 * page - 2, last: 3 * page };
}

export function homeHasMore(page: number, sectionCount: number): boolean {
  return homePagePositions(page).last < sectionCount - 1;
}

interface BuildContext {
  state: DemoShopState;
  session: Session;
  at: number;
}

function cards(ctx: BuildContext, products: Product[], limit: number) {
  return products.slice(0, limit).map((p) => toProductCard(ctx.state, ctx.session, p, { at: ctx.at }));
}

function activeShops(state: DemoShopState) {
  if (state.catalogue.settings.seller_system !== 1) return [];
  return state.catalogue.shops.filter(
    (s) => s.status === 1 && s.is_user_banned === 0 && s.verified_at !== null,
  );
}

function categoriesById(state: DemoShopState, ids: Id[]) {
  return ids
    .map((id) => state.catalogue.categories.find((c) => c.id === id && c.status === 1))
    .filter((c) => c !== undefined)
    .map(toHomeCategory);
}

/** The `components` entries of one configured section at position `i`. */
export function sectionComponents(
  ctx: BuildContext,
  section: HomeSection,
  i: number,
): Record<string, HomeComponentData> {
  const { state, at } = ctx;
  const { catalogue } = state;
  switch (section.key) {
    case 'banner':
      return {
        [`banners-${i}`]: Object.fromEntries(section.banners.map((b, n) => [`${b.image}_${n}`, b.link])),
      };
    case 'campaign':
      return {
        [`campaigns-${i}`]: section.campaign_ids
          .map((id) => catalogue.campaigns.find((c) => c.id === id))
          .filter((c) => c !== undefined && c.status === 1 && Date.parse(c.end_date) >= at)
          .map((c) => toCampaignCard(c!)),
      };
    case 'popular_category':
      return { [`popular_categories-${i}`]: categoriesById(state, section.category_ids) };
    case 'top_category':
      return { [`top_categories-${i}`]: categoriesById(state, section.category_ids) };
    case 'todays_deal':
      return {
        [`today_deals-${i}`]: cards(
          ctx,
          sortProducts(
            state,
            listedProducts(state).filter((p) => p.todays_deal),
            'newest',
          ),
          section.limit,
        ),
      };
    case 'flash_deal': {
      const campaign = catalogue.campaigns.find((c) => c.id === section.campaign_id);
      const listed = new Map(listedProducts(state).map((p) => [p.id, p]));
      const products = (campaign?.product_ids ?? [])
        .map((id) => listed.get(id))
        .filter((p) => p !== undefined);
      return { [`flash_products-${i}`]: cards(ctx, products, section.limit) };
    }
    case 'latest_product':
      return {
        [`latest_products-${i}`]: cards(
          ctx,
          sortProducts(state, listedProducts(state), 'newest'),
          section.limit,
        ),
      };
    case 'category_section': {
      const category = catalogue.categories.find((c) => c.id === section.category_id);
      const within = categoryWithDescendants(state, section.category_id);
      const products = sortProducts(
        state,
        listedProducts(state).filter((p) => within.has(p.category_id)),
        'newest',
      );
      return {
        [`gadget_product-${i}`]: {
          id: section.category_id,
          slug: category?.slug ?? '',
          title: section.title,
          products: cards(ctx, products, Math.min(section.limit, 8)),
        },
        [`category_sec_banner-${i}`]: section.banner,
        [`category_sec_banner_url-${i}`]: section.banner_url,
      };
    }
    case 'best_selling_products':
      return {
        [`best_selling_product-${i}`]: cards(
          ctx,
          sortProducts(
            state,
            listedProducts(state).filter((p) => p.total_sale > 0),
            'top_selling',
          ),
          section.limit,
        ),
      };
    case 'offer_ending_soon': {
      const ending = listedProducts(state)
        .map((p) => ({ p, end: activeSpecialDiscount(p, at)?.endsAt ?? null }))
        .filter((x): x is { p: Product; end: number } => x.end !== null)
        .sort((a, b) => a.end - b.end || a.p.id - b.p.id)
        .map((x) => x.p);
      return {
        [`offer_ending-${i}`]: cards(ctx, ending, section.limit),
        [`offer_ending_banner-${i}`]: section.banner,
        [`offer_ending_banner_url-${i}`]: section.banner_url,
      };
    }
    case 'latest_news':
      return {
        [`blog-${i}`]: catalogue.blogs
          .filter((b) => b.status === 1 && Date.parse(b.published_date) <= at)
          .sort((a, b) => b.published_date.localeCompare(a.published_date) || b.id - a.id)
          .slice(0, section.limit)
          .map(toBlogCard),
      };
    case 'popular_brands':
      return {
        [`brands-${i}`]: catalogue.brands
          .filter((b) => b.status === 1 && b.is_popular)
          .slice(0, section.limit)
          .map(toBrand),
      };
    case 'top_sellers':
      return {
        [`sellers-${i}`]: activeShops(state)
          .sort((a, b) => b.rating - a.rating || b.reviews_count - a.reviews_count || a.id - b.id)
          .slice(0, section.limit)
          .map((s) => toShopCard(state, s)),
      };
    case 'best_sellers':
      return {
        [`best_sellers-${i}`]: activeShops(state)
          .filter((s) => s.is_best)
          .sort((a, b) => b.total_sale - a.total_sale || a.id - b.id)
          .slice(0, section.limit)
          .map((s) => toShopCard(state, s)),
      };
    case 'featured_sellers':
      return {
        [`featured_sellers-${i}`]: activeShops(state)
          .filter((s) => s.is_featured)
          .slice(0, section.limit)
          .map((s) => toShopCard(state, s)),
      };
    case 'express_sellers':
      return {
        [`express_sellers-${i}`]: activeShops(state)
          .filter((s) => s.is_express)
          .slice(0, section.limit)
          .map((s) => toShopCard(state, s)),
      };
    case 'download_section':
      return {
        [`download_section-${i}`]: {
          banner: section.banner,
          text: section.text,
          sub_text: section.sub_text,
          apple_store: section.apple_store,
          play_store: section.play_store,
        },
      };
    case 'video_shopping':
      return {
        [`video_shopping-${i}`]: catalogue.addOns.includes('video_shopping')
          ? catalogue.videoShops.slice(0, section.limit).map(toVideoCard)
          : [],
      };
  }
}

export function homePage(
  state: DemoShopState,
  session: Session,
  page: number,
  at: number,
): GetHomePageResponse {
  const sections = state.catalogue.homeSections;
  const { first, last } = homePagePositions(page);
  const components: Record<string, HomeComponentData> = {};
  const names: HomeComponentKey[] = [];
  for (let i = first; i <= last && i < sections.length; i += 1) {
    const section = sections[i]!;
    Object.assign(components, sectionComponents({ state, session, at }, section, i));
    names.push(section.key);
  }
  return { components, component_names: names, has_more_data: homeHasMore(page, sections.length) };
}

export const homeHandlers: AnyHandler[] = [
  http.get('*/home/page', ({ request }) => {
    const { state, session, at } = requestContext();
    return ok(homePage(state, session, pageNumber(readQuery(request).get('page')), at));
  }),
];
