/**
 * The blog: posts, categories, comments with nested replies, likes (openapi/paths/blog.yaml, backend-api §2.8).
 * Commenting and liking need a signed-in shopper; guests get the backend's 200 `{ error }`.
 */
import { http } from 'msw';
import type {
  BlogAuthor,
  BlogComment as BlogCommentView,
  BlogCommentReply,
  BlogDetails,
} from '@/api-generated/model';
import { now } from '../../domain/clock';
import type { Blog, BlogComment, Id } from '../../domain/types';
import { fail, ok, readBody, readQuery } from '../../http/respond';
import { formatDay, laravelPage, positiveInt, resourcePage, toBlogCard } from '../../http/views';
import {
  blogViews,
  countBlogView,
  like,
  likesOf,
  publishedBlogs,
  repliesOf,
  storeComment,
  storeReply,
  topLevelComments,
  unlike,
  type LikeTarget,
} from '../../state/blog';
import { authorOf } from '../../state/lookups';
import { currentSession } from '../../state/sessions';
import { getDemoShop } from '../../state/store';
import type { DemoShopState, Session } from '../../state/types';
import { say } from './messages';

const BLOGS_PER_PAGE = 12;
const CATEGORIES_PER_PAGE = 14;
const COMMENTS_PER_PAGE = 10;
const RECENT_POSTS = 4;

function toAuthor(state: DemoShopState, userId: Id): BlogAuthor | null {
  const person = authorOf(state, userId);
  if (!person) return null;
  return {
    id: person.id,
    full_name: `${person.first_name} ${person.last_name}`.trim(),
    user_profile_image: person.image,
  };
}

function toReplyView(state: DemoShopState, root: BlogComment, reply: BlogComment): BlogCommentReply {
  return {
    id: reply.id,
    blog_comment_id: root.id,
    // null = a reply to the comment itself (contract), else the reply it answers.
    parent_id: reply.parent_id === root.id ? null : reply.parent_id,
    level: reply.level,
    comment: reply.comment,
    created_at: reply.created_at,
    user: toAuthor(state, reply.user_id),
    reply_likes: likesOf(state, reply.id).map((l) => ({ user_id: l.user_id })),
  };
}

export function toCommentView(state: DemoShopState, root: BlogComment): BlogCommentView {
  return {
    id: root.id,
    blog_id: root.blog_id,
    user_id: root.user_id,
    comment: root.comment,
    created_at: root.created_at,
    user: toAuthor(state, root.user_id),
    comment_replies: repliesOf(state, root).map((r) => toReplyView(state, root, r)),
    comment_likes: likesOf(state, root.id).map((l) => ({ user_id: l.user_id })),
  };
}

function commentsPage(state: DemoShopState, blogId: Id, page: unknown, perPage: number, path: string) {
  return laravelPage(topLevelComments(state, blogId), { page: page as string | null, perPage, path }, (c) =>
    toCommentView(state, c),
  );
}

function categoriesPage(state: DemoShopState, page: unknown, path: string, at: number) {
  const published = publishedBlogs(state, at);
  return laravelPage(
    state.catalogue.blogCategories,
    { page: page as string | null, perPage: CATEGORIES_PER_PAGE, path },
    (c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      blogs_count: published.filter((b) => b.category_id === c.id).length,
    }),
  );
}

function toBlogDetails(state: DemoShopState, blog: Blog): BlogDetails & Record<string, unknown> {
  const category = state.catalogue.blogCategories.find((c) => c.id === blog.category_id);
  return {
    id: blog.id,
    slug: blog.slug,
    title: blog.title,
    short_description: blog.short_description,
    long_description: blog.long_description,
    description: blog.long_description,
    banner_img: blog.banner,
    thumbnail: blog.thumbnail,
    published_date: formatDay(blog.published_date),
    blog_views_count: blogViews(state, blog),
    user: toAuthor(state, blog.user_id),
    category: category ? { id: category.id, slug: category.slug, title: category.title } : null,
  };
}

function sortBlogs(blogs: Blog[], sort: string | null, state: DemoShopState): Blog[] {
  const newest = (a: Blog, b: Blog) => b.published_date.localeCompare(a.published_date) || b.id - a.id;
  switch (sort) {
    case 'oldest':
      return [...blogs].sort((a, b) => -newest(a, b));
    case 'popular':
    case 'most_viewed':
      return [...blogs].sort((a, b) => blogViews(state, b) - blogViews(state, a) || newest(a, b));
    default:
      return [...blogs].sort(newest);
  }
}

const origin = (request: Request) => new URL(request.url).origin;

function likeAnswer(
  action: typeof like,
  target: (body: Record<string, unknown>) => LikeTarget,
  answer: (
    state: DemoShopState,
    session: Session,
    root: BlogComment,
    body: Record<string, unknown>,
    request: Request,
  ) => object,
) {
  return async ({ request }: { request: Request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const result = action(state, session, Number(body.id), target(body));
      if (!result.ok) return fail(say(state, session, result.error));
      return ok(answer(state, session, result.value.root, body, request));
    });
  };
}

/** Like/unlike of a comment answer the refreshed comments: page 1 of `10 × paginate` (the pages loaded so far). */
function refreshedComments(
  state: DemoShopState,
  session: Session,
  root: BlogComment,
  body: Record<string, unknown>,
  request: Request,
) {
  const loaded = positiveInt(body.paginate, 1, 10);
  return {
    comments: commentsPage(
      state,
      root.blog_id,
      1,
      COMMENTS_PER_PAGE * loaded,
      `${origin(request)}/load/blog-comments/${root.blog_id}`,
    ),
  };
}

export const blogHandlers = [
  http.get('*/home/blogs', ({ request }) => {
    const { state } = getDemoShop();
    const query = readQuery(request);
    let blogs = publishedBlogs(state, now());
    const categorySlug = query.get('slug');
    if (categorySlug) {
      const category = state.catalogue.blogCategories.find((c) => c.slug === categorySlug);
      blogs = category ? blogs.filter((b) => b.category_id === category.id) : [];
    }
    const title = query.get('title')?.trim().toLowerCase();
    if (title) blogs = blogs.filter((b) => b.title.toLowerCase().includes(title));
    return ok({
      blogs: resourcePage(
        sortBlogs(blogs, query.get('sort'), state),
        { page: query.get('page'), perPage: BLOGS_PER_PAGE, path: request.url },
        toBlogCard,
      ),
    });
  }),

  http.get('*/home/blog-details/:slug', ({ params, request }) => {
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const at = now();
      const published = publishedBlogs(state, at);
      const blog = published.find((b) => b.slug === params.slug);
      if (!blog) return fail(say(state, session, 'Blog not found'));
      const views = countBlogView(state, blog);
      const recent = sortBlogs(
        published.filter((b) => b.id !== blog.id),
        'newest',
        state,
      ).slice(0, RECENT_POSTS);
      return ok({
        blog: toBlogDetails(state, blog),
        categories: categoriesPage(state, 1, `${origin(request)}/load/blog-categories`, at),
        tags: [...blog.tags],
        recent_posts: recent.map(toBlogCard),
        comments: commentsPage(
          state,
          blog.id,
          1,
          COMMENTS_PER_PAGE,
          `${origin(request)}/load/blog-comments/${blog.id}`,
        ),
        blog_view: views,
      });
    });
  }),

  http.get('*/load/blog-categories', ({ request }) => {
    const { state } = getDemoShop();
    return ok({ categories: categoriesPage(state, readQuery(request).get('page'), request.url, now()) });
  }),

  http.get('*/load/blog-comments/:blogId', ({ params, request }) => {
    const { state } = getDemoShop();
    const blog = publishedBlogs(state, now()).find((b) => b.id === Number(params.blogId));
    if (!blog) return fail(say(state, currentSession(state), 'Blog not found'));
    return ok({
      comments: commentsPage(state, blog.id, readQuery(request).get('page'), COMMENTS_PER_PAGE, request.url),
    });
  }),

  http.post('*/store/blog-comment', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const result = storeComment(state, session, { blog_id: body.blog_id, comment: body.comment }, now());
      if (!result.ok) return fail(say(state, session, result.error));
      const blog = state.catalogue.blogs.find((b) => b.id === result.value.blog_id)!;
      return ok({
        storeComment: toCommentView(state, result.value),
        blog: toBlogDetails(state, blog),
        success: say(state, session, 'Comment posted'),
      });
    });
  }),

  http.post('*/store/blog-comment-reply', async ({ request }) => {
    const body = await readBody(request);
    const shop = getDemoShop();
    return shop.update((state) => {
      const session = currentSession(state);
      const result = storeReply(state, session, body as Parameters<typeof storeReply>[2], now());
      if (!result.ok) return fail(say(state, session, result.error));
      const { reply, root } = result.value;
      const blog = state.catalogue.blogs.find((b) => b.id === root.blog_id)!;
      return ok({
        storeReply: toReplyView(state, root, reply),
        comment: toCommentView(state, root),
        blog: toBlogDetails(state, blog),
        success: say(state, session, 'Comment posted'),
      });
    });
  }),

  http.post(
    '*/blog/like-comments',
    likeAnswer(
      like,
      (body) => ({ kind: 'comment', blogId: Number(body.blog_id) }),
      (state, session, root, body, request) => ({
        like: likesOf(state, root.id).find((l) => l.user_id === session.user_id),
        ...refreshedComments(state, session, root, body, request),
        success: say(state, session, 'Liked'),
      }),
    ),
  ),

  http.post(
    '*/blog/unlike-comments',
    likeAnswer(
      unlike,
      (body) => ({ kind: 'comment', blogId: Number(body.blog_id) }),
      (state, session, root, body, request) => ({
        like: null,
        ...refreshedComments(state, session, root, body, request),
        success: say(state, session, 'Unliked'),
      }),
    ),
  ),

  http.post(
    '*/blog/like-reply',
    likeAnswer(
      like,
      (body) => ({ kind: 'reply', commentId: Number(body.comment_id) }),
      (state, session, root) => ({
        comment: toCommentView(state, root),
        success: say(state, session, 'Liked'),
      }),
    ),
  ),

  http.post(
    '*/blog/unlike-reply',
    likeAnswer(
      unlike,
      (body) => ({ kind: 'reply', commentId: Number(body.comment_id) }),
      (state, session, root) => ({
        comment: toCommentView(state, root),
        success: say(state, session, 'Unliked'),
      }),
    ),
  ),
];
