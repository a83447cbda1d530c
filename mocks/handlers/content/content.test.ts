/** Shops, campaigns, pages and the blog through the MSW handlers: behaviour beyond the contract's shapes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_ID, DEMO_PASSWORD } from '../../data/users';
import { DEMO_EPOCH, fixClock, resetClock } from '../../domain/clock';
import { currentSession } from '../../state/sessions';
import { getDemoShop, resetDemoShop } from '../../state/store';

// Response bodies are checked with matchers; the contract test validates their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

async function api(method: 'GET' | 'POST', path: string, json?: Body) {
  const res = await fetch(path, {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Body };
}

const signIn = () => api('POST', '/login', { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD });

beforeEach(() => {
  fixClock(DEMO_EPOCH);
  resetDemoShop();
});
afterEach(() => resetClock());

const catalogue = () => getDemoShop().catalogue;

describe('shops', () => {
  it('lists shops by the requested sort and page size', async () => {
    const { body } = await api('GET', '/home/sellers?sort=top_rated&paginate=5');
    expect(body.sellers).toMatchObject({
      per_page: 5,
      count: 5,
      total: catalogue().shops.length,
      has_more_data: true,
    });
    const ratings = body.sellers.data.map((s: Body) => s.rating_count);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body.sellers.next_page_url).toContain('page=2');
    expect(body.sellers.next_page_url).toContain('sort=top_rated');
  });

  it('builds a shop page from its configured sections, with its coupons and products', async () => {
    const shop = catalogue().shops.find((s) => catalogue().coupons.some((c) => c.user_id === s.user_id))!;
    const { body } = await api('GET', `/shop-page-data/${shop.slug}`);
    expect(body.shop).toMatchObject({
      id: shop.id,
      user_id: shop.user_id,
      component_names: shop.shop_page_contents,
    });
    shop.shop_page_contents.forEach((key, i) => expect(body.shop.contents).toHaveProperty(`${key}-${i}`));
    expect(body.coupons.data.every((c: Body) => c.user_id === shop.user_id)).toBe(true);
    expect(body.coupons.data.length).toBeGreaterThan(0);
    expect(body.products.per_page).toBe(12);
    const owned = new Set(
      catalogue()
        .products.filter((p) => p.user_id === shop.user_id)
        .map((p) => p.id),
    );
    expect(body.products.data.every((p: Body) => owned.has(p.id))).toBe(true);
    const coupons = await api('GET', `/seller/coupons/${shop.user_id}/`);
    expect(coupons.body.coupons.data.map((c: Body) => c.code)).toEqual(
      body.coupons.data.map((c: Body) => c.code),
    );
  });

  it('follows and unfollows shops (signed in only)', async () => {
    expect((await api('GET', '/user/follow-shop?id=3')).status).toBe(401);
    await signIn();
    const before = (await api('GET', '/user/followed-sellers')).body.sellers.total as number;
    const target = catalogue().shops.find(
      (s) =>
        !getDemoShop().state.followers.some(
          (f) => f.user_id === DEMO_CUSTOMER_ID && f.seller_profile_id === s.id,
        ),
    )!;
    const followed = await api('GET', `/user/follow-shop?id=${target.id}`);
    expect(followed.body.follower).toContainEqual(
      expect.objectContaining({ seller_profile_id: target.id, user_id: DEMO_CUSTOMER_ID, status: 1 }),
    );
    // No duplicate on a second follow.
    const twice = await api('GET', `/user/follow-shop?id=${target.id}`);
    expect(twice.body.follower.filter((f: Body) => f.seller_profile_id === target.id)).toHaveLength(1);
    const list = await api('GET', '/user/followed-sellers');
    expect(list.body.sellers.total).toBe(before + 1);
    expect(list.body.sellers.data[0].id).toBe(target.id);

    const removed = await api('GET', `/user/remove-followed?id=${target.id}`);
    expect(removed.body.follower.some((f: Body) => f.seller_profile_id === target.id)).toBe(false);
    expect((await api('GET', '/user/followed-sellers')).body.sellers.total).toBe(before);
    expect((await api('GET', `/user/remove-followed?id=${target.id}`)).body.error).toBeTruthy();
  });
});

describe('campaigns', () => {
  it('lists running and upcoming campaigns, not ended ones', async () => {
    const { body } = await api('GET', '/home/campaign-lists');
    const slugs = body.campaigns.data.map((c: Body) => c.slug);
    const ended = catalogue()
      .campaigns.filter((c) => Date.parse(c.end_date) <= DEMO_EPOCH)
      .map((c) => c.slug);
    expect(ended.length).toBeGreaterThan(0);
    for (const slug of ended) expect(slugs).not.toContain(slug);
  });

  it('pages a campaign’s products and lists its brands and shops', async () => {
    const campaign = catalogue().campaigns.find((c) => c.flash_sale)!;
    const { body } = await api('GET', `/home/campaign-products?slug=${campaign.slug}`);
    expect(body.campaign.slug).toBe(campaign.slug);
    expect(body.products.per_page).toBe(12);
    expect(
      body.products.data.every(
        (p: Body) => campaign.product_ids.includes(p.id) && p.campaign_id === campaign.id,
      ),
    ).toBe(true);
    const brands = await api('GET', `/home/campaign-brands?slug=${campaign.slug}&type=brand`);
    expect(brands.body.brands.data.length).toBeGreaterThan(0);
    const shops = await api('GET', `/home/campaign-brands?slug=${campaign.slug}&type=shop`);
    expect(shops.body.shops.data.length).toBeGreaterThan(0);
    expect(shops.body).not.toHaveProperty('brands');
  });
});

describe('video shops and pages', () => {
  it('answers only popular videos for an unknown slug', async () => {
    const known = await api('GET', `/get/video-shops-details/${catalogue().videoShops[0]!.slug}`);
    expect(known.body.video.products.length).toBeGreaterThan(0);
    expect(known.body.video.popular_videos.some((v: Body) => v.id === known.body.video.id)).toBe(false);
    const unknown = await api('GET', '/get/video-shops-details/nope');
    expect(Object.keys(unknown.body.video)).toEqual(['popular_videos']);
  });

  it('translates page titles and refuses unknown pages', async () => {
    getDemoShop().update((state) => {
      currentSession(state).locale = 'fr';
    });
    const page = await api('GET', '/home/others-page/about-us');
    expect(page.body.page).toMatchObject({ title: 'À propos', link: 'about-us' });
    expect((await api('GET', '/home/contact-page')).body.contact.title).toBe('Contactez-nous');
    expect((await api('GET', '/home/others-page/nope')).body.error).toBeTruthy();
  });

  it('stores contact messages and validates them', async () => {
    const missing = await api('POST', '/send-message', { name: 'Jane' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'message', 'subject']);
    const sent = await api('POST', '/send-message', {
      name: 'Jane',
      email: 'j@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
    expect(sent.body.success).toBe('Message sent successfully');
    expect(getDemoShop().state.contactMessages).toHaveLength(1);
  });
});

describe('blog', () => {
  const post = () => {
    const reply = catalogue().blogComments.find((c) => c.level === 1)!;
    const comment = catalogue().blogComments.find((c) => c.id === reply.parent_id)!;
    const blog = catalogue().blogs.find((b) => b.id === comment.blog_id)!;
    return { blog, comment, reply };
  };

  it('filters by category and title, sorts, and counts views', async () => {
    const category = catalogue().blogCategories[1]!;
    const inCategory = await api('GET', `/home/blogs?slug=${category.slug}&sort=oldest`);
    expect(inCategory.body.blogs.total).toBe(
      catalogue().blogs.filter((b) => b.category_id === category.id).length,
    );
    const search = await api('GET', '/home/blogs?title=LAPTOP');
    expect(search.body.blogs.data.map((b: Body) => b.slug)).toEqual(['how-to-choose-the-right-laptop']);
    const { blog } = post();
    const first = await api('GET', `/home/blog-details/${blog.slug}`);
    const second = await api('GET', `/home/blog-details/${blog.slug}`);
    expect(second.body.blog.blog_views_count).toBe(first.body.blog.blog_views_count + 1);
    expect(first.body.recent_posts.some((b: Body) => b.id === blog.id)).toBe(false);
    expect(first.body.categories.per_page).toBe(14);
  });

  it('stores comments and nested replies for signed-in shoppers only', async () => {
    const { blog, comment, reply } = post();
    expect((await api('POST', '/store/blog-comment', { blog_id: blog.id, comment: 'Hi' })).body.error).toBe(
      'Please login to comment',
    );
    await signIn();
    const stored = await api('POST', '/store/blog-comment', { blog_id: blog.id, comment: 'My new comment' });
    expect(stored.body.storeComment).toMatchObject({
      blog_id: blog.id,
      user_id: DEMO_CUSTOMER_ID,
      comment_replies: [],
    });
    const comments = await api('GET', `/load/blog-comments/${blog.id}`);
    expect(comments.body.comments.data[0].id).toBe(stored.body.storeComment.id);

    const direct = await api('POST', '/store/blog-comment-reply', {
      blog_comment_id: comment.id,
      parent_id: null,
      level: 7,
      comment: 'Direct',
    });
    expect(direct.body.storeReply).toMatchObject({ blog_comment_id: comment.id, parent_id: null, level: 1 });
    const nested = await api('POST', '/store/blog-comment-reply', {
      blog_comment_id: comment.id,
      parent_id: reply.id,
      level: 1,
      comment: 'Nested',
    });
    expect(nested.body.storeReply).toMatchObject({
      blog_comment_id: comment.id,
      parent_id: reply.id,
      level: 2,
    });
    const ids = nested.body.comment.comment_replies.map((r: Body) => r.id);
    expect(ids).toContain(direct.body.storeReply.id);
    expect(ids).toContain(nested.body.storeReply.id);
    // A reply id must belong to the comment's thread.
    expect(
      (
        await api('POST', '/store/blog-comment-reply', {
          blog_comment_id: stored.body.storeComment.id,
          parent_id: reply.id,
          level: 2,
          comment: 'x',
        })
      ).body.error,
    ).toBeTruthy();
  });

  it('likes and unlikes comments and replies once per shopper', async () => {
    const { blog, comment, reply } = post();
    expect(
      (await api('POST', '/blog/like-reply', { id: reply.id, comment_id: comment.id })).body.error,
    ).toBeTruthy();
    await signIn();
    const liked = await api('POST', '/blog/like-comments', { id: comment.id, blog_id: blog.id, paginate: 1 });
    const row = liked.body.comments.data.find((c: Body) => c.id === comment.id);
    expect(row.comment_likes).toContainEqual({ user_id: DEMO_CUSTOMER_ID });
    expect(
      (await api('POST', '/blog/like-comments', { id: comment.id, blog_id: blog.id })).body.error,
    ).toBeTruthy();
    const unliked = await api('POST', '/blog/unlike-comments', {
      id: comment.id,
      blog_id: blog.id,
      paginate: 1,
    });
    expect(unliked.body.comments.data.find((c: Body) => c.id === comment.id).comment_likes).toEqual([]);

    const likedReply = await api('POST', '/blog/like-reply', { id: reply.id, comment_id: comment.id });
    const replyRow = likedReply.body.comment.comment_replies.find((r: Body) => r.id === reply.id);
    expect(replyRow.reply_likes).toContainEqual({ user_id: DEMO_CUSTOMER_ID });
    const unlikedReply = await api('POST', '/blog/unlike-reply', { id: reply.id, comment_id: comment.id });
    expect(
      unlikedReply.body.comment.comment_replies.find((r: Body) => r.id === reply.id).reply_likes,
    ).toEqual([]);
    expect(
      (await api('POST', '/blog/unlike-reply', { id: reply.id, comment_id: comment.id })).body.error,
    ).toBeTruthy();
  });
});
