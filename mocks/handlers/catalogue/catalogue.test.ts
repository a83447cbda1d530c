/**
 * Behaviour of the catalogue-side handlers through HTTP (msw/node, same origin as the test page): list filters
 * and their combinations, facets, home pagination, product details and variants, reviews, compare, wishlist,
 * recently viewed, language/currency switches. The shapes are the contract test's job; this checks the rules.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  GetFilterDataResponse,
  GetFilteredProductsResponse,
  GetHomePageResponse,
  GetProductDetailsResponse,
  GetProductReviewsResponse,
  StartData,
} from '@/api-generated/model';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../../data/users';
import { DEMO_EPOCH, fixClock, resetClock } from '../../domain/clock';
import { activeSpecialDiscount } from '../../domain/pricing';
import { categoryWithDescendants } from '../../http/views';
import { productStock, ratingOf } from '../../state/lookups';
import { currentSession, login } from '../../state/sessions';
import { getDemoShop, resetDemoShop } from '../../state/store';
import { frontendMasterProps } from './frontend-master';
import { homeHasMore, homePagePositions } from './home';
import { listedProducts } from './listing';

const origin = () => globalThis.location.origin;

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${origin()}${path}`, { headers: { Accept: 'application/json' } });
  return (await res.json()) as T;
}

async function post<T>(path: string, json: Record<string, unknown>): Promise<{ status: number; body: T }> {
  const res = await fetch(`${origin()}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as T };
}

function signIn() {
  const shop = getDemoShop();
  const result = shop.update((state) =>
    login(state, currentSession(state), { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }, DEMO_EPOCH),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const list = (params: Record<string, string | number | (string | number)[]>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const x of v) search.append(`${k}[]`, String(x));
    else search.append(k, String(v));
  }
  return get<GetFilteredProductsResponse>(`/home/filtered_products?${search.toString()}`);
};

const catalogue = () => getDemoShop().catalogue;
const product = (id: number) => catalogue().products.find((p) => p.id === id)!;

beforeEach(() => {
  fixClock(DEMO_EPOCH);
  resetDemoShop();
});
afterEach(() => resetClock());

describe('product lists (filtered_products)', () => {
  it('lists every listed product and never an unpublished one', async () => {
    const body = await list({ route: 'all.products', paginate: 100 });
    const listed = listedProducts(getDemoShop().state);
    expect(body.type).toBe('products');
    expect(body.page?.title).toBe('All Products');
    expect(body.products.total).toBe(listed.length);
    const unpublished = catalogue()
      .products.filter((p) => p.status !== 'published')
      .map((p) => p.id);
    expect(unpublished.length).toBeGreaterThan(0);
    expect(body.products.data.some((c) => unpublished.includes(c.id))).toBe(false);
  });

  it('ignores every other filter when key is not empty', async () => {
    const brand = catalogue().brands[3]!;
    const plain = await list({ route: 'search.product', key: brand.title, paginate: 100 });
    const filtered = await list({
      route: 'product.by.category',
      slug: catalogue().categories[0]!.slug,
      key: brand.title,
      brand: [9999],
      rating: [5],
      price: JSON.stringify({ min: 99999, max: 0 }),
      paginate: 100,
    });
    expect(plain.products.total).toBeGreaterThan(0);
    expect(filtered.products.total).toBe(plain.products.total);
    for (const card of plain.products.data)
      expect(card.product_name.toLowerCase()).toContain(brand.title.toLowerCase());
  });

  it('scopes a category to itself and everything below, combined with brand (AND) and brands (OR)', async () => {
    const root = catalogue().categories.find((c) => c.level === 1)!;
    const within = categoryWithDescendants(getDemoShop().state, root.id);
    const all = await list({ route: 'product.by.category', slug: root.slug, paginate: 100 });
    expect(all.type).toBe('category');
    expect(all.page?.child_categories?.length).toBeGreaterThan(0);
    expect(all.products.data.every((c) => within.has(c.category_id!))).toBe(true);

    const brands = [...new Set(all.products.data.map((c) => product(c.id).brand_id!))].slice(0, 2);
    const one = await list({
      route: 'product.by.category',
      slug: root.slug,
      brand: [brands[0]!],
      paginate: 100,
    });
    const two = await list({ route: 'product.by.category', slug: root.slug, brand: brands, paginate: 100 });
    expect(one.products.total).toBeGreaterThan(0);
    expect(one.products.data.every((c) => product(c.id).brand_id === brands[0])).toBe(true);
    expect(two.products.total).toBeGreaterThan(one.products.total);
    expect(two.products.data.every((c) => brands.includes(product(c.id).brand_id!))).toBe(true);
  });

  it('filters colours and attribute values (OR within an attribute, AND across attributes)', async () => {
    const sample = catalogue().products.find(
      (p) => p.status === 'published' && p.colors.length > 0 && p.attribute_sets.length >= 2,
    )!;
    const [first, second] = sample.attribute_sets;
    const byColour = await list({ route: 'all.products', color: [sample.colors[0]!], paginate: 100 });
    expect(byColour.products.total).toBeGreaterThan(0);
    expect(byColour.products.data.every((c) => product(c.id).colors.includes(sample.colors[0]!))).toBe(true);

    const values = [first!.values[0]!, second!.values[0]!];
    const both = await list({ route: 'all.products', attribute_value_id: values, paginate: 100 });
    expect(both.products.data.map((c) => c.id)).toContain(sample.id);
    for (const card of both.products.data) {
      const sets = product(card.id).attribute_sets;
      expect(sets.some((s) => s.attribute_id === first!.attribute_id && s.values.includes(values[0]!))).toBe(
        true,
      );
      expect(sets.some((s) => s.attribute_id === second!.attribute_id && s.values.includes(values[1]!))).toBe(
        true,
      );
    }
  });

  it('filters by minimum rating and by the price JSON ({min:0,max:0} = no bound)', async () => {
    const rated = await list({ route: 'all.products', rating: [4, 5], paginate: 100 });
    expect(rated.products.total).toBeGreaterThan(0);
    expect(rated.products.data.every((c) => c.rating >= 4)).toBe(true);

    const priced = await list({
      route: 'all.products',
      price: JSON.stringify({ min: 20, max: 50 }),
      paginate: 100,
    });
    expect(priced.products.total).toBeGreaterThan(0);
    expect(priced.products.data.every((c) => c.price >= 20 && c.price <= 50)).toBe(true);

    const open = await list({ route: 'all.products', price: JSON.stringify({ min: 0, max: 0 }) });
    const none = await list({ route: 'all.products' });
    expect(open.products.total).toBe(none.products.total);
  });

  it('sorts newest / oldest / top rated / top selling', async () => {
    const newest = await list({ route: 'all.products', sort: 'newest', paginate: 50 });
    const dates = newest.products.data.map((c) => product(c.id).created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = await list({ route: 'all.products', sort: 'oldest', paginate: 50 });
    const old = oldest.products.data.map((c) => product(c.id).created_at);
    expect([...old].sort()).toEqual(old);
    const top = await list({ route: 'all.products', sort: 'top_rated', paginate: 50 });
    const ratings = top.products.data.map((c) => c.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const selling = await list({ route: 'product.by.selling', paginate: 50 });
    const sales = selling.products.data.map((c) => product(c.id).total_sale);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
    expect(sales.every((s) => s > 0)).toBe(true);
  });

  it('lists offers with a discount running now, brands and shop tabs', async () => {
    const offers = await list({ route: 'product.by.offer', paginate: 100 });
    expect(offers.type).toBe('offer');
    expect(offers.products.total).toBeGreaterThan(0);
    expect(offers.products.data.every((c) => activeSpecialDiscount(product(c.id), DEMO_EPOCH) !== null)).toBe(
      true,
    );
    expect(
      offers.products.data.every((c) => c.special_discount_check > 0 && c.discount_percentage < c.price),
    ).toBe(true);

    const brand = catalogue().brands[0]!;
    const byBrand = await list({ route: 'product.by.brand', slug: brand.slug, paginate: 100 });
    expect(byBrand.type).toBe('brand');
    expect(byBrand.page).toMatchObject({ id: brand.id, title: brand.title });
    expect(byBrand.products.data.every((c) => product(c.id).brand_id === brand.id)).toBe(true);

    const shop = catalogue().shops[0]!;
    const byShop = await list({ route: 'shop', slug: shop.slug, paginate: 12 });
    expect(byShop.type).toBe('shop');
    expect(byShop.products.per_page).toBe(12);
    expect(byShop.products.data.every((c) => product(c.id).user_id === shop.user_id)).toBe(true);
  });

  it('paginates, keeping the filters in next_page_url', async () => {
    const root = catalogue().categories[0]!;
    const page2 = await list({
      route: 'product.by.category',
      slug: root.slug,
      sort: 'oldest',
      paginate: 5,
      page: 2,
    });
    expect(page2.products).toMatchObject({ per_page: 5, current_page: 2, count: 5, has_more_data: true });
    const next = new URL(page2.products.next_page_url!);
    expect(next.searchParams.get('page')).toBe('3');
    expect(next.searchParams.get('slug')).toBe(root.slug);
    expect(next.searchParams.get('sort')).toBe('oldest');
  });

  it('answers { error } for an unknown category, brand or shop', async () => {
    for (const route of ['product.by.category', 'product.by.brand', 'shop']) {
      const body = await list({ route, slug: 'nope' });
      expect(body).toHaveProperty('error');
    }
  });
});

describe('facets', () => {
  it('derive brands, colours, attributes and the price range from the slug’s products', async () => {
    const root = catalogue().categories.find((c) => c.level === 1)!;
    const state = getDemoShop().state;
    const within = categoryWithDescendants(state, root.id);
    const scope = listedProducts(state).filter((p) => within.has(p.category_id));
    const body = await get<GetFilterDataResponse>(`/home/filter_data?slug=${root.slug}`);
    expect(body.categories.length).toBeLessThanOrEqual(12);
    expect(body.categories.every((c) => c.total_products > 0)).toBe(true);
    expect(body.brands.per_page).toBe(5);
    expect(body.brands.total).toBe(new Set(scope.map((p) => p.brand_id)).size);
    expect(new URL(body.brands.next_page_url!).pathname).toBe('/home/load-brands');
    const prices = scope.flatMap((p) => (p.has_variant ? p.stocks.map((s) => s.price) : [p.price]));
    expect(body.price_range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    const colours = new Set(scope.flatMap((p) => p.colors));
    expect(Array.isArray(body.colors) ? 0 : body.colors.total).toBe(colours.size);
    const used = new Set(scope.flatMap((p) => p.attribute_sets.flatMap((s) => s.values)));
    for (const attribute of body.attributes) {
      expect(attribute.attribute_value.every((v) => used.has(v.id))).toBe(true);
    }
  });

  it('load more brands 5 and colours 8 per page', async () => {
    const brands = await get<{ brands: { data: unknown[]; per_page: number; current_page: number } }>(
      '/home/load-brands?page=2',
    );
    expect(brands.brands).toMatchObject({ per_page: 5, current_page: 2 });
    expect(brands.brands.data).toHaveLength(5);
    const colors = await get<{ colors: { per_page: number } }>('/home/load-colors?page=1');
    expect(colors.colors.per_page).toBe(8);
  });
});

describe('home page sections', () => {
  it('pages like the backend: four sections first, then three, has_more_data until the last', async () => {
    expect(homePagePositions(1)).toEqual({ first: 0, last: 3 });
    expect(homePagePositions(2)).toEqual({ first: 4, last: 6 });
    expect(homePagePositions(3)).toEqual({ first: 7, last: 9 });
    expect(homeHasMore(1, 4)).toBe(false);
    expect(homeHasMore(1, 5)).toBe(true);
    expect(homeHasMore(2, 7)).toBe(false);

    const sections = catalogue().homeSections;
    const names: string[] = [];
    const keys = new Set<string>();
    let page = 1;
    for (;;) {
      const body = await get<GetHomePageResponse>(`/home/page?page=${page}`);
      expect(body.component_names.length).toBe(page === 1 ? 4 : Math.min(3, sections.length - names.length));
      names.push(...body.component_names);
      for (const key of Object.keys(body.components)) keys.add(key);
      if (!body.has_more_data) break;
      page += 1;
    }
    expect(names).toEqual(sections.map((s) => s.key));
    // every component kind is configured, every position answered with its keyed entries
    expect(new Set(names).size).toBe(18);
    sections.forEach((section, i) => {
      expect(
        [...keys].some((k) => k.endsWith(`-${i}`)),
        section.key,
      ).toBe(true);
    });
    const after = await get<GetHomePageResponse>(`/home/page?page=${page + 1}`);
    expect(after).toEqual({ components: {}, component_names: [], has_more_data: false });
  });

  it('fills sections from the data (banners keyed image_n, category sections with banner and link)', async () => {
    const body = await get<GetHomePageResponse>('/home/page?page=1');
    const banners = body.components['banners-0'] as Record<string, string>;
    for (const [key, link] of Object.entries(banners)) {
      expect(key.slice(0, -2).startsWith('data:image/svg+xml')).toBe(true);
      expect(link.startsWith('/')).toBe(true);
    }
    const deals = body.components['today_deals-2'] as { id: number }[];
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((c) => product(c.id).todays_deal)).toBe(true);
    const page2 = await get<GetHomePageResponse>('/home/page?page=2');
    expect(page2.components['gadget_product-5']).toMatchObject({ products: expect.any(Array) });
    expect(typeof page2.components['category_sec_banner-5']).toBe('string');
    expect(page2.components['category_sec_banner_url-5']).toMatch(/^\/category\//);
  });
});

describe('product page', () => {
  it('has variants with live stock, gallery, seller, related/sidebar products and prices in the default currency', async () => {
    const p = catalogue().products.find((x) => x.status === 'published' && x.has_variant && x.user_id > 1)!;
    const body = await get<GetProductDetailsResponse>(`/home/product-details/${p.slug}`);
    const d = body.product;
    expect(d.stock).toHaveLength(p.stocks.length);
    expect(d.product_stock?.variant_ids).toBe(p.stocks[0]!.variant_ids);
    expect(d.gallery.large).toEqual(expect.arrayContaining([p.thumbnail, ...p.images]));
    expect(d.seller?.user_id).toBe(p.user_id);
    expect(d.related_products.length).toBeLessThanOrEqual(6);
    expect(d.related_products.some((c) => c.id === p.id)).toBe(false);
    expect(d.sidebar_products.every((c) => product(c.id).user_id === p.user_id)).toBe(true);
    expect(d.form).toMatchObject({ id: p.id, quantity: p.minimum_order_quantity });
    expect(body.attributes.map((a) => a.id)).toEqual(p.attribute_sets.map((s) => s.attribute_id));
    expect(d.price).toBe(p.price);
    const inHouse = catalogue().products.find((x) => x.status === 'published' && x.user_id === 1)!;
    expect(
      (await get<GetProductDetailsResponse>(`/home/product-details/${inHouse.slug}`)).product.seller,
    ).toBeUndefined();
  });

  it('counts down to the end of a time-limited discount, none without one', async () => {
    const ending = catalogue().products.find((x) => {
      const active = activeSpecialDiscount(x, DEMO_EPOCH);
      return (
        x.status === 'published' &&
        active?.endsAt !== null &&
        active !== null &&
        active.endsAt! - DEMO_EPOCH < 15 * 86_400_000
      );
    })!;
    const body = await get<GetProductDetailsResponse>(`/home/product-details/${ending.slug}`);
    const left = Date.parse(ending.special_discount_end!) - DEMO_EPOCH;
    expect(body.product.countdown?.days).toBe(Math.floor(left / 86_400_000));
    const plain = catalogue().products.find(
      (x) => x.status === 'published' && x.special_discount_type === '',
    )!;
    expect(
      (await get<GetProductDetailsResponse>(`/home/product-details/${plain.slug}`)).product.countdown,
    ).toBeUndefined();
  });

  it('finds a variant by colour + attribute ids; "" + Stock Out when sold out or missing', async () => {
    const p = catalogue().products.find(
      (x) =>
        x.has_variant &&
        x.colors.length > 0 &&
        x.stocks.some((s) => s.current_stock > 0) &&
        x.stocks.some((s) => s.current_stock === 0),
    )!;
    const key = (variant: string) => {
      const [colour, ...rest] = variant.split('-').map(Number);
      return { product_id: p.id, color_id: colour, attribute_ids: rest };
    };
    const available = p.stocks.find((s) => s.current_stock > 0)!;
    const hit = await post<{ product_stock: { sku: string; current_stock: number }; msg: string }>(
      '/find/products-variants',
      key(available.variant_ids),
    );
    expect(hit.body.product_stock).toMatchObject({
      sku: available.sku,
      current_stock: available.current_stock,
    });
    expect(hit.body.msg).toBe('Product Available of this Variant');
    const soldOut = p.stocks.find((s) => s.current_stock === 0)!;
    const miss = await post<{ product_stock: string; msg: string }>(
      '/find/products-variants',
      key(soldOut.variant_ids),
    );
    expect(miss.body).toMatchObject({ product_stock: '', msg: 'Stock Out' });
    const none = await post<{ product_stock: string }>('/find/products-variants', {
      product_id: p.id,
      color_id: 9999,
      attribute_ids: [],
    });
    expect(none.body.product_stock).toBe('');
  });

  it('records views: newest first, one entry per product, in start data too', async () => {
    const [a, b] = catalogue().products.filter((x) => x.status === 'published');
    await post('/home/product-view', { product_slug: a!.slug });
    await post('/home/product-view', { product_slug: b!.slug });
    const { body } = await post<{ viewProduct: { id: number }[] }>('/home/product-view', {
      product_slug: a!.slug,
    });
    expect(body.viewProduct.map((v) => v.id)).toEqual([a!.id, b!.id]);
    const start = await get<StartData>('/start-data');
    expect(start.viewed_products?.map((v) => v.id)).toEqual([a!.id, b!.id]);
  });

  it('answers GET /viewed-products like the backend: the 20 most recent, newest first, one row per product', async () => {
    const viewed = catalogue()
      .products.filter((x) => x.status === 'published')
      .slice(0, 22);
    for (const p of viewed) await post('/home/product-view', { product_slug: p.slug });
    await post('/home/product-view', { product_slug: viewed[5]!.slug });

    const newestFirst = [viewed[5]!, ...viewed.filter((_, i) => i !== 5).reverse()].slice(0, 20);
    const { viewed_products } = await get<{ viewed_products: { id: number; slug: string }[] }>(
      '/viewed-products',
    );
    expect(viewed_products.map((v) => v.id)).toEqual(newestFirst.map((p) => p.id));
    expect(viewed_products[0]).toEqual({
      id: viewed[5]!.id,
      slug: viewed[5]!.slug,
      product_name: viewed[5]!.product_name,
      image_72x72: expect.any(String),
    });
    // The real backend's page props never carry them (backend-api §1.6): the faithful shell prints `[]`.
    const props = frontendMasterProps(
      getDemoShop().state,
      currentSession(getDemoShop().state),
      new Request(origin()),
    );
    expect(props.viewed_products).toEqual([]);
  });
});

describe('reviews', () => {
  const reviewed = () => catalogue().products.find((p) => p.status === 'published' && p.reviews_count > 0)!;

  it('one review per user and product: the second submit edits it; ratings follow', async () => {
    signIn();
    const p = reviewed();
    const before = ratingOf(getDemoShop().state, p.id);
    const first = await post<{ review: { id: number; rating: number } }>('/user/product-review-store', {
      product_id: p.id,
      rating: 1,
      title: 'Meh',
      comment: 'Not for me',
    });
    expect(first.status).toBe(200);
    const second = await post<{ review: { id: number; rating: number; title: string } }>(
      '/user/product-review-store',
      {
        product_id: p.id,
        rating: 5,
        title: 'Changed my mind',
        comment: 'Great after all',
      },
    );
    expect(second.body.review.id).toBe(first.body.review.id);
    expect(second.body.review).toMatchObject({ rating: 5, title: 'Changed my mind' });
    const after = ratingOf(getDemoShop().state, p.id);
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    const list = await get<GetProductReviewsResponse>(`/home/product-reviews/${p.id}`);
    expect(list.reviews.total).toBe(before.reviews_count + 1);
    const shares = Object.values(list.percentages).reduce((t, v) => t + v, 0);
    expect(shares).toBeCloseTo(100, 0);
    const details = await get<GetProductDetailsResponse>(`/home/product-details/${p.slug}`);
    expect(details.product.user_review?.id).toBe(first.body.review.id);
    expect(details.product.reviews_count).toBe(before.reviews_count + 1);
  });

  it('rejects rating 0 (422) and signed-out writes (401)', async () => {
    const p = reviewed();
    expect((await post('/user/product-review-store', { product_id: p.id, rating: 3 })).status).toBe(401);
    signIn();
    expect((await post('/user/product-review-store', { product_id: p.id, rating: 0 })).status).toBe(422);
  });

  it('likes once per user, unlikes, and replies as the session user', async () => {
    const p = reviewed();
    const review = catalogue().reviews.find((r) => r.product_id === p.id)!;
    const guest = await post<{ error?: string }>('/product/like-review', { id: review.id, product_id: p.id });
    expect(guest.body.error).toBeTruthy();
    const user = signIn();
    await post('/product/like-review', { id: review.id, product_id: p.id });
    const liked = await post<GetProductReviewsResponse>('/product/like-review', {
      id: review.id,
      product_id: p.id,
    });
    const row = liked.body.reviews.data.find((r) => r.id === review.id)!;
    expect(row.review_likes.filter((l) => l.user_id === user.id)).toHaveLength(1);
    const unliked = await post<GetProductReviewsResponse>('/product/unlike-review', {
      id: review.id,
      product_id: p.id,
    });
    expect(unliked.body.reviews.data.find((r) => r.id === review.id)!.review_likes).toHaveLength(0);
    const replied = await post<{ review: { replies: { reply: string; user: { id: number } }[] } }>(
      '/home/product-reply-store',
      { review_id: review.id, product_id: p.id, reply: 'Same here' },
    );
    expect(replied.body.review.replies.at(-1)).toMatchObject({ reply: 'Same here', user: { id: user.id } });
  });
});

describe('compare and wishlist', () => {
  it('compare counts ignore duplicates and survive removal of the rest', async () => {
    const [a, b] = catalogue().products;
    expect((await get<{ compare_list: number }>(`/home/add-to-compare/${a!.id}`)).compare_list).toBe(1);
    expect((await get<{ compare_list: number }>(`/home/add-to-compare/${a!.id}`)).compare_list).toBe(1);
    expect((await get<{ compare_list: number }>(`/home/add-to-compare/${b!.id}`)).compare_list).toBe(2);
    const removed = await get<{ compare_list: number; products: { id: number }[] }>(
      `/home/remove-compare_product/${a!.id}`,
    );
    expect(removed.compare_list).toBe(1);
    expect(removed.products.map((p) => p.id)).toEqual([b!.id]);
    expect((await get<StartData>('/start-data')).compare_list).toBe(1);
  });

  it('wishlist: counts, duplicates ignored, heart on cards, guests get an empty page', async () => {
    expect((await get<{ wishlist: { total: number } }>('/user/wishlists')).wishlist.total).toBe(0);
    const user = signIn();
    const own = getDemoShop().state.wishlists.filter((w) => w.user_id === user.id).length;
    const p = catalogue().products.find(
      (x) =>
        x.status === 'published' &&
        !getDemoShop().state.wishlists.some((w) => w.user_id === user.id && w.product_id === x.id),
    )!;
    expect((await get<{ wishlists: number }>(`/user/add-to-wishlist/${p.id}`)).wishlists).toBe(own + 1);
    expect((await get<{ wishlists: number }>(`/user/add-to-wishlist/${p.id}`)).wishlists).toBe(own + 1);
    const page = await get<{ wishlist: { total: number; data: { product: { id: number } }[] } }>(
      '/user/wishlists/',
    );
    expect(page.wishlist.total).toBe(own + 1);
    expect(page.wishlist.data[0]!.product.id).toBe(p.id);
    const search = await post<{ products: { id: number; user_wishlist: boolean }[] }>('/search/product', {
      key: p.product_name,
    });
    expect(search.body.products.find((c) => c.id === p.id)?.user_wishlist).toBe(true);
    expect(
      (await get<{ totalWishlist: number }>(`/user/remove-wishlist-product/${p.id}`)).totalWishlist,
    ).toBe(own);
    expect((await get<StartData>('/start-data')).wishlists).toBe(own);
  });
});

describe('language and currency', () => {
  it('are stored in the session; start data reflects them; prices stay in the default currency', async () => {
    const p = catalogue().products.find((x) => x.status === 'published')!;
    const before = await get<GetProductDetailsResponse>(`/home/product-details/${p.slug}`);
    expect(
      (await get<{ active_currency: { code: string } }>('/change/currency/eur')).active_currency.code,
    ).toBe('EUR');
    expect(
      (await get<{ active_language: { locale: string } }>('/change/locale/ar')).active_language.locale,
    ).toBe('ar');
    const start = await get<StartData>('/start-data');
    expect(start.active_currency.code).toBe('EUR');
    expect(start.default_currency.code).toBe('USD');
    expect(start.active_language).toMatchObject({ locale: 'ar', text_direction: 'rtl' });
    const keywords = await get<{ lang: Record<string, string> }>('/language/keywords');
    expect(keywords.lang['Add to Cart']).toBe(catalogue().keywords.ar!['Add to Cart']);
    const after = await get<GetProductDetailsResponse>(`/home/product-details/${p.slug}`);
    expect(after.product.price).toBe(before.product.price);
    expect(after.product.current_stock).toBe(productStock(getDemoShop().state, p));
    expect(await get('/change/currency/XYZ')).toHaveProperty('error');
    expect(await get('/change/locale/xx')).toHaveProperty('error');
  });

  it('start data carries the signed-in user, counts, the cart and followed shops', async () => {
    const guest = await get<StartData>('/start-data');
    expect(guest.user).toBeNull();
    expect(guest.shop_follower).toEqual([]);
    const user = signIn();
    const start = await get<StartData>('/start-data');
    expect(start.user?.id).toBe(user.id);
    expect(start.wishlists).toBe(getDemoShop().state.wishlists.filter((w) => w.user_id === user.id).length);
    expect((start.shop_follower as unknown[]).length).toBe(
      getDemoShop().state.followers.filter((f) => f.user_id === user.id).length,
    );
    expect(start.categories?.length).toBeLessThanOrEqual(9);
    expect(start.home_components).toEqual(catalogue().homeSections.map((s) => s.key));
  });

  it('subscribes once per address (422 the second time)', async () => {
    expect((await post('/home/subscribers', { email: 'Reader@Example.com' })).status).toBe(200);
    expect((await post('/home/subscribers', { email: 'reader@example.com' })).status).toBe(422);
  });
});
