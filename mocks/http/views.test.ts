import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { safeParse, type $ZodType as ZodType } from 'zod/v4/core';
import * as models from '@/api-generated/model';
import { DEMO_CUSTOMER_ID } from '../data/users';
import { DEMO_EPOCH, fixClock, resetClock } from '../domain/clock';
import { createDemoShop, type DemoShop } from '../state/store';
import { currentSession } from '../state/sessions';
import type { Session } from '../state/types';
import {
  formatDateTime,
  formatDay,
  laravelPage,
  pageUrl,
  resourcePage,
  rootCategories,
  toAddress,
  toBlogCard,
  toBrand,
  toCampaignCard,
  toCampaignProductCard,
  toCartLine,
  toCategoryListItem,
  toCategoryTree,
  toColor,
  toCompareItem,
  toCurrency,
  toFilterCategory,
  toHomeCategory,
  toLanguage,
  toProductCard,
  toProductSummary,
  toShopCard,
  toUser,
  toVideoCard,
  toViewedProduct,
  toWishlistItem,
} from './views';

function issues(schema: ZodType, value: unknown): string[] {
  const result = safeParse(schema, value);
  return result.success
    ? []
    : result.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
}

let shop: DemoShop;
let session: Session;

beforeEach(() => {
  fixClock(DEMO_EPOCH);
  shop = createDemoShop();
  session = currentSession(shop.state);
});
afterEach(() => resetClock());

describe('product cards', () => {
  it('match ProductCard for every product, with the backend price naming', () => {
    const { state } = shop;
    for (const product of state.catalogue.products) {
      const card = toProductCard(state, session, product);
      expect(issues(models.ProductCard, card), product.slug).toEqual([]);
      expect(
        issues(models.ProductCard, toProductCard(state, session, product, { nonPaginated: true })),
      ).toEqual([]);
    }
  });

  it('put the discount value in special_discount_check and the discounted price in discount_percentage', () => {
    const { state } = shop;
    const pct = state.catalogue.products.find(
      (p) =>
        p.special_discount_type === 'percentage' &&
        !p.is_wholesale &&
        p.special_discount_start !== null &&
        Date.parse(p.special_discount_start) < DEMO_EPOCH &&
        Date.parse(p.special_discount_end!) > DEMO_EPOCH,
    )!;
    const card = toProductCard(state, session, pct);
    expect(card.special_discount_check).toBe(pct.special_discount);
    expect(card.discount_percentage).toBeCloseTo(pct.price * (1 - pct.special_discount / 100), 2);
    const plain = state.catalogue.products.find((p) => p.special_discount_type === '')!;
    const plainCard = toProductCard(state, session, plain);
    expect(plainCard.special_discount_check).toBe(0);
    expect(plainCard.discount_percentage).toBe(0);
  });

  it('mark wishlisted products for the signed-in owner only', () => {
    const { state } = shop;
    const row = state.wishlists.find((w) => w.user_id === DEMO_CUSTOMER_ID)!;
    const product = state.catalogue.products.find((p) => p.id === row.product_id)!;
    expect(toProductCard(state, session, product).user_wishlist).toBe(false);
    const signedIn = { ...session, user_id: DEMO_CUSTOMER_ID };
    expect(toProductCard(state, signedIn, product).user_wishlist).toBe(true);
  });

  it('map the other product shapes', () => {
    const { state } = shop;
    const product = state.catalogue.products[0]!;
    expect(issues(models.ProductSummary, toProductSummary(product))).toEqual([]);
    expect(issues(models.CompareItem, toCompareItem(state, product))).toEqual([]);
    expect(issues(models.ViewedProduct, toViewedProduct(product))).toEqual([]);
    const campaign = state.catalogue.campaigns[0]!;
    const inCampaign = state.catalogue.products.find((p) => p.id === campaign.product_ids[0])!;
    expect(issues(models.CampaignProductCard, toCampaignProductCard(state, inCampaign, campaign))).toEqual(
      [],
    );
    for (const row of state.wishlists) {
      expect(issues(models.WishlistItem, toWishlistItem(state, row))).toEqual([]);
    }
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 57 }, (_, i) => i + 1);

  it('resourcePage has the PaginateResource fields', () => {
    const page = resourcePage(items, {
      page: 2,
      perPage: 24,
      path: 'http://x.test/home/brands?sort=newest&page=2',
    });
    expect(page).toMatchObject({
      total: 57,
      count: 24,
      per_page: 24,
      current_page: 2,
      total_pages: 3,
      last_page: 3,
      next_page_url: 'http://x.test/home/brands?sort=newest&page=3',
      has_more_data: true,
    });
    expect(page.data[0]).toBe(25);
    const last = resourcePage(items, { page: 3, perPage: 24, path: '/home/brands' }, (n) => ({ n }));
    expect(last).toMatchObject({ count: 9, next_page_url: null, has_more_data: false });
    expect(last.data[0]).toEqual({ n: 49 });
    expect(issues(models.ResourcePageMeta, last)).toEqual([]);
    const empty = resourcePage([], { page: 1, perPage: 10, path: '/x' });
    expect(empty).toMatchObject({ total: 0, count: 0, total_pages: 0, last_page: 1, has_more_data: false });
    expect(issues(models.ResourcePageMeta, empty)).toEqual([]);
  });

  it('laravelPage has the raw paginator fields', () => {
    const page = laravelPage(items, {
      page: '2',
      perPage: 10,
      path: 'http://x.test/home/load-brands?page=2',
    });
    expect(page).toMatchObject({
      current_page: 2,
      from: 11,
      to: 20,
      last_page: 6,
      total: 57,
      per_page: 10,
      path: 'http://x.test/home/load-brands',
      first_page_url: 'http://x.test/home/load-brands?page=1',
      last_page_url: 'http://x.test/home/load-brands?page=6',
      prev_page_url: 'http://x.test/home/load-brands?page=1',
      next_page_url: 'http://x.test/home/load-brands?page=3',
    });
    expect(page.links[0]).toEqual({ url: page.prev_page_url, label: '&laquo; Previous', active: false });
    expect(page.links.at(-1)).toEqual({ url: page.next_page_url, label: 'Next &raquo;', active: false });
    expect(page.links.filter((l) => l.active).map((l) => l.label)).toEqual(['2']);
    expect(issues(models.LaravelPageMeta, page)).toEqual([]);
    const many = laravelPage(
      Array.from({ length: 500 }, (_, i) => i),
      { page: 25, perPage: 10, path: '/r' },
    );
    expect(many.links.map((l) => l.label)).toContain('...');
    const empty = laravelPage([], { page: 1, perPage: 10, path: '/r' });
    expect(empty).toMatchObject({ from: null, to: null, last_page: 1, next_page_url: null });
    expect(issues(models.LaravelPageMeta, empty)).toEqual([]);
  });

  it('pageUrl keeps relative paths relative', () => {
    expect(pageUrl('/home/daily-deals/?paginate=12', 2)).toBe('/home/daily-deals/?paginate=12&page=2');
  });
});

describe('other mappers', () => {
  it('match their schemas', () => {
    const { state } = shop;
    const c = state.catalogue;
    for (const s of c.shops) expect(issues(models.ShopCard, toShopCard(state, s))).toEqual([]);
    for (const b of c.brands) expect(issues(models.Brand, toBrand(b))).toEqual([]);
    for (const col of c.colors) expect(issues(models.Color, toColor(col))).toEqual([]);
    for (const tree of toCategoryTree(state)) expect(issues(models.SidebarCategory, tree)).toEqual([]);
    expect(toCategoryTree(state).length).toBeLessThanOrEqual(9);
    for (const root of rootCategories(state)) {
      expect(issues(models.CategoryListItem, toCategoryListItem(state, root))).toEqual([]);
      expect(issues(models.HomeCategory, toHomeCategory(root))).toEqual([]);
      expect(issues(models.FilterCategory, toFilterCategory(state, root))).toEqual([]);
    }
    for (const x of c.campaigns) expect(issues(models.CampaignCard, toCampaignCard(x))).toEqual([]);
    for (const x of c.blogs) expect(issues(models.BlogCard, toBlogCard(x))).toEqual([]);
    for (const x of c.videoShops) expect(issues(models.VideoCard, toVideoCard(x))).toEqual([]);
    for (const x of c.languages) expect(issues(models.Language, toLanguage(x))).toEqual([]);
    for (const x of c.currencies) expect(issues(models.Currency, toCurrency(x))).toEqual([]);
    for (const u of state.users) expect(issues(models.User, toUser(state, u)), u.email).toEqual([]);
    for (const a of state.addresses) expect(issues(models.Address, toAddress(a))).toEqual([]);
  });

  it('count a category facet over its descendants', () => {
    const { state } = shop;
    const root = rootCategories(state)[0]!;
    const total = toFilterCategory(state, root).total_products;
    expect(total).toBeGreaterThan(0);
  });

  it('maps cart lines', () => {
    const { state } = shop;
    const order = state.orders[0]!;
    const detail = order.order_details[0]!;
    const line = {
      id: 1,
      trx_id: 'abc',
      user_id: null,
      product_id: detail.product_id,
      seller_id: order.seller_id,
      variant: '',
      variants_name: '',
      sku: '',
      price: detail.price,
      discount: 0,
      tax: 0,
      quantity: 1,
      shipping_cost: 0,
      min_quantity: 1,
      is_digital_product: 0 as const,
      created_at: new Date(DEMO_EPOCH).toISOString(),
    };
    expect(issues(models.CartLine, toCartLine(state, line))).toEqual([]);
  });

  it('format dates like PHP', () => {
    expect(formatDay('2025-01-03T10:00:00Z')).toBe('03 Jan 2025');
    expect(formatDateTime('2026-11-30T23:59:59Z')).toBe('2026-11-30 23:59:59');
  });
});
