/**
 * Shops: the all-shops list, a shop page with its configured sections, seller coupons, following
 * (openapi/paths/shops.yaml, backend-api §2.7, §4.8). Only enabled, verified, not banned shops are public.
 */
import { http } from 'msw';
import type { ShopPageData } from '@/api-generated/model';
import { now } from '../../domain/clock';
import { activeSpecialDiscount } from '../../domain/pricing';
import type { Coupon, Product, Shop, ShopSectionKey } from '../../domain/types';
import { fail, ok, readQuery, unauthenticated } from '../../http/respond';
import {
  isListed,
  laravelPage,
  positiveInt,
  resourcePage,
  shopRating,
  toCouponView,
  toProductCard,
  toShopCard,
} from '../../http/views';
import { followShop, unfollowShop } from '../../state/account';
import { catalogueIndex, ratingOf } from '../../state/lookups';
import { currentSession } from '../../state/sessions';
import { getDemoShop } from '../../state/store';
import type { DemoShopState, Session } from '../../state/types';
import { say } from './messages';

export const SHOP_PAGE_COUPONS = 16;
export const SHOP_PAGE_PRODUCTS = 12;
export const SECTION_SIZE = 8;

export function isShopPublic(shop: Shop): boolean {
  return shop.status === 1 && shop.is_user_banned === 0 && shop.verified_at !== null;
}

export function publicShops(state: DemoShopState): Shop[] {
  return state.catalogue.shops.filter(isShopPublic);
}

export function shopProducts(state: DemoShopState, shop: Shop): Product[] {
  return state.catalogue.products.filter((p) => p.user_id === shop.user_id && isListed(state, p));
}

const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

// ─── Coupons ──────────────────────────────────────────────────────────────────────────────────────────────────

export function isCouponLive(coupon: Coupon, at: number): boolean {
  return coupon.status === 1 && Date.parse(coupon.start_date) <= at && at < Date.parse(coupon.end_date);
}

function sellerCoupons(state: DemoShopState, sellerUserId: number, at: number): Coupon[] {
  return state.catalogue.coupons
    .filter((c) => c.user_id === sellerUserId && isCouponLive(c, at))
    .sort((a, b) => a.end_date.localeCompare(b.end_date) || a.id - b.id);
}

// ─── Shop page sections ───────────────────────────────────────────────────────────────────────────────────────

function sectionProducts(
  state: DemoShopState,
  key: ShopSectionKey,
  products: Product[],
  at: number,
): Product[] {
  switch (key) {
    case 'featured_products':
      return products.filter((p) => p.is_featured);
    case 'new_arrival':
      return [...products].sort(newestFirst);
    case 'best_selling_products':
      return [...products].sort((a, b) => b.total_sale - a.total_sale || a.id - b.id);
    case 'offer_ending_soon':
      return products
        .filter((p) => activeSpecialDiscount(p, at) !== null)
        .sort(
          (a, b) => (a.special_discount_end ?? '').localeCompare(b.special_discount_end ?? '') || a.id - b.id,
        );
    case 'best_rated_products':
      return products
        .map((p) => ({ p, r: ratingOf(state, p.id) }))
        .filter(({ r }) => r.reviews_count > 0)
        .sort((a, b) => b.r.rating - a.r.rating || b.r.reviews_count - a.r.reviews_count || a.p.id - b.p.id)
        .map(({ p }) => p);
    case 'banner':
      return [];
  }
}

export function toShopPageData(state: DemoShopState, session: Session, shop: Shop, at: number): ShopPageData {
  const card = toShopCard(state, shop);
  const products = shopProducts(state, shop);
  const contents: ShopPageData['contents'] = {};
  shop.shop_page_contents.forEach((key, i) => {
    if (key === 'banner') {
      const top = sectionProducts(state, 'best_selling_products', products, at)[0];
      contents[`banner-${i}`] = { [`${shop.banner}_0`]: top ? `/product/${top.slug}` : null };
    } else {
      contents[`${key}-${i}`] = sectionProducts(state, key, products, at)
        .slice(0, SECTION_SIZE)
        .map((p) => toProductCard(state, session, p, { at }));
    }
  });
  return {
    id: shop.id,
    user_id: shop.user_id,
    slug: shop.slug,
    shop_name: shop.shop_name,
    shop_tagline: shop.shop_tagline,
    image_82x82: shop.logo,
    image_297x203: shop.banner,
    image_899x480: shop.banner,
    rating_count: card.rating_count,
    reviews_count: card.reviews_count,
    total_products: card.total_products,
    join_date: card.join_date,
    shop_page_contents: shop.shop_page_contents.map((key) => ({ [key]: '1' })),
    component_names: [...shop.shop_page_contents],
    contents,
  };
}

// ─── Followers ────────────────────────────────────────────────────────────────────────────────────────────────

/** Follow records of the session's user, `status` 1 = following (storefront-spec §4). */
function followerRows(state: DemoShopState, session: Session) {
  return state.followers
    .filter((f) => f.user_id === session.user_id)
    .map((f) => ({ id: f.id, seller_profile_id: f.seller_profile_id, user_id: f.user_id, status: 1 }));
}

function sortShops(state: DemoShopState, shops: Shop[], sort: string | null): Shop[] {
  switch (sort) {
    case 'oldest':
      return [...shops].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    case 'top_rated': {
      const rating = new Map(shops.map((s) => [s.id, shopRating(state, s).rating]));
      return [...shops].sort((a, b) => rating.get(b.id)! - rating.get(a.id)! || a.id - b.id);
    }
    case 'top_selling':
      return [...shops].sort((a, b) => b.total_sale - a.total_sale || a.id - b.id);
    default:
      return [...shops].sort(newestFirst);
  }
}

export const shopHandlers = [
  http.get('*/home/sellers', ({ request }) => {
    const { state } = getDemoShop();
    if (state.catalogue.settings.seller_system !== 1) return ok({ sellers: [] });
    const query = readQuery(request);
    const shops = sortShops(state, publicShops(state), query.get('sort'));
    return ok({
      sellers: resourcePage(
        shops,
        { page: query.get('page'), perPage: positiveInt(query.get('paginate'), 12), path: request.url },
        (shop) => toShopCard(state, shop),
      ),
    });
  }),

  http.get('*/shop-page-data/:slug', ({ params, request }) => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    const shop = state.catalogue.shops.find((s) => s.slug === params.slug);
    if (!shop || !isShopPublic(shop)) return fail(say(state, session, 'Shop not found'));
    const at = now();
    const url = new URL(request.url);
    const products = shopProducts(state, shop).sort(newestFirst);
    const coupons =
      state.catalogue.settings.coupon_system === 1 ? sellerCoupons(state, shop.user_id, at) : [];
    return ok({
      shop: toShopPageData(state, session, shop, at),
      coupons: resourcePage(
        coupons,
        { page: 1, perPage: SHOP_PAGE_COUPONS, path: `${url.origin}/seller/coupons/${shop.user_id}/` },
        (c) => toCouponView(state, c),
      ),
      products: resourcePage(
        products,
        {
          page: 1,
          perPage: SHOP_PAGE_PRODUCTS,
          path: `${url.origin}/home/filtered_products?route=shop&slug=${shop.slug}`,
        },
        (p) => toProductCard(state, session, p, { at }),
      ),
    });
  }),

  http.get('*/seller/coupons/:sellerUserId/', ({ params, request }) => {
    const { state } = getDemoShop();
    if (state.catalogue.settings.coupon_system !== 1) return ok({ coupons: [] });
    const sellerUserId = Number(params.sellerUserId);
    const shop = catalogueIndex(state.catalogue).shopsByUserId.get(sellerUserId);
    const coupons = shop && isShopPublic(shop) ? sellerCoupons(state, sellerUserId, now()) : [];
    return ok({
      coupons: laravelPage(
        coupons,
        { page: readQuery(request).get('page'), perPage: SHOP_PAGE_COUPONS, path: request.url },
        (c) => toCouponView(state, c),
      ),
    });
  }),

  http.get('*/user/follow-shop', ({ request }) => {
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      if (session.user_id === null) return unauthenticated();
      const id = Number(readQuery(request).get('id'));
      const target = state.catalogue.shops.find((s) => s.id === id);
      if (!target || !isShopPublic(target)) return fail(say(state, session, 'Shop not found'));
      const result = followShop(state, session, id, now());
      if (!result.ok) return fail(say(state, session, result.error.key, result.error.params));
      return ok({ follower: followerRows(state, session), success: say(state, session, 'Shop followed') });
    });
  }),

  http.get('*/user/remove-followed', ({ request }) => {
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      if (session.user_id === null) return unauthenticated();
      const id = Number(readQuery(request).get('id'));
      if (!state.followers.some((f) => f.user_id === session.user_id && f.seller_profile_id === id)) {
        return fail(say(state, session, 'You are not following this shop'));
      }
      unfollowShop(state, session, id);
      return ok({ follower: followerRows(state, session), success: say(state, session, 'Shop unfollowed') });
    });
  }),

  http.get('*/user/followed-sellers', ({ request }) => {
    const { state } = getDemoShop();
    const session = currentSession(state);
    if (session.user_id === null) return unauthenticated();
    const followed = state.followers
      .filter((f) => f.user_id === session.user_id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((f) => state.catalogue.shops.find((s) => s.id === f.seller_profile_id))
      .filter((s): s is Shop => s !== undefined && isShopPublic(s));
    return ok({
      sellers: resourcePage(
        followed,
        { page: readQuery(request).get('page'), perPage: 12, path: request.url },
        (s) => toShopCard(state, s),
      ),
    });
  }),
];
