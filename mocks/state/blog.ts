/**
 * Blog actions: views, comments, nested replies and likes (backend-api §2.8). Call inside `shop.update(...)`.
 * Comments and replies share one table and one id sequence (the catalogue's plus the demo's): level 0 is a
 * comment, level 1 a reply to it, level 2 a reply to a reply (deeper answers stay at level 2, under the reply they
 * answer). Likes of comments and replies share `blogCommentLikes` (ids are unique across both).
 */
import type { Blog, BlogComment, Id } from '../domain/types';
import { blogCommentsOf, findUser, nextId } from './lookups';
import type { DemoShopState, Like, Session } from './types';

/** Result with the English message (= language keyword key) on failure. */
export type BlogResult<T> = { ok: true; value: T } | { ok: false; error: string };

const done = <T>(value: T): BlogResult<T> => ({ ok: true, value });
const refuse = (error: string): BlogResult<never> => ({ ok: false, error });

export const COMMENT_MAX = 5000;

export function publishedBlogs(state: DemoShopState, at: number): Blog[] {
  return state.catalogue.blogs.filter((b) => b.status === 1 && Date.parse(b.published_date) <= at);
}

export function blogViews(state: DemoShopState, blog: Blog): number {
  return blog.blog_views_count + (state.blogViews[blog.id] ?? 0);
}

export function countBlogView(state: DemoShopState, blog: Blog): number {
  state.blogViews[blog.id] = (state.blogViews[blog.id] ?? 0) + 1;
  return blogViews(state, blog);
}

export function allBlogComments(state: DemoShopState): BlogComment[] {
  return [...state.catalogue.blogComments, ...state.blogComments];
}

export function findBlogComment(state: DemoShopState, id: Id): BlogComment | undefined {
  return state.blogComments.find((c) => c.id === id) ?? state.catalogue.blogComments.find((c) => c.id === id);
}

/** The level-0 comment a reply belongs to. */
export function threadRoot(state: DemoShopState, comment: BlogComment): BlogComment | undefined {
  let current: BlogComment | undefined = comment;
  for (let hops = 0; current && current.parent_id !== null && hops < 10; hops += 1) {
    current = findBlogComment(state, current.parent_id);
  }
  return current && current.parent_id === null ? current : undefined;
}

/** Top-level comments of a post, newest first. */
export function topLevelComments(state: DemoShopState, blogId: Id): BlogComment[] {
  return blogCommentsOf(state, blogId)
    .filter((c) => c.level === 0)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** Every reply under a comment (any depth), oldest first. */
export function repliesOf(state: DemoShopState, root: BlogComment): BlogComment[] {
  const rows = blogCommentsOf(state, root.blog_id);
  const ids = new Set<Id>([root.id]);
  const out: BlogComment[] = [];
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && ids.has(row.parent_id) && !ids.has(row.id)) {
        ids.add(row.id);
        out.push(row);
        grew = true;
      }
    }
  }
  return out.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export function likesOf(state: DemoShopState, targetId: Id): Like[] {
  return state.blogCommentLikes.filter((l) => l.target_id === targetId);
}

function requireSignedIn(state: DemoShopState, session: Session): Id | null {
  return session.user_id !== null && findUser(state, session.user_id) ? session.user_id : null;
}

function cleanComment(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function storeComment(
  state: DemoShopState,
  session: Session,
  input: { blog_id: unknown; comment: unknown },
  at: number,
): BlogResult<BlogComment> {
  const userId = requireSignedIn(state, session);
  if (userId === null) return refuse('Please login to comment');
  const blog = publishedBlogs(state, at).find((b) => b.id === Number(input.blog_id));
  if (!blog) return refuse('Blog not found');
  const text = cleanComment(input.comment);
  if (!text) return refuse('The comment field is required.');
  if (text.length > COMMENT_MAX)
    return refuse(`The comment must not be greater than ${COMMENT_MAX} characters.`);
  const row: BlogComment = {
    id: nextId(state, 'blog_comment'),
    blog_id: blog.id,
    user_id: userId,
    parent_id: null,
    level: 0,
    comment: text,
    created_at: new Date(at).toISOString(),
  };
  state.blogComments.push(row);
  return done(row);
}

/**
 * A reply in the thread of comment `blog_comment_id`: to the comment itself (`parent_id` null) or to one of its
 * replies. The level is computed here from the parent (the client's `level` is not trusted).
 */
export function storeReply(
  state: DemoShopState,
  session: Session,
  input: { blog_comment_id: unknown; parent_id?: unknown; comment: unknown },
  at: number,
): BlogResult<{ reply: BlogComment; root: BlogComment }> {
  const userId = requireSignedIn(state, session);
  if (userId === null) return refuse('Please login to comment');
  const root = findBlogComment(state, Number(input.blog_comment_id));
  if (!root || root.level !== 0) return refuse('Comment not found');
  let parent = root;
  if (input.parent_id !== undefined && input.parent_id !== null && input.parent_id !== '') {
    const answered = findBlogComment(state, Number(input.parent_id));
    if (!answered || answered.parent_id === null || threadRoot(state, answered)?.id !== root.id) {
      return refuse('Comment not found');
    }
    parent = answered;
  }
  const text = cleanComment(input.comment);
  if (!text) return refuse('The comment field is required.');
  if (text.length > COMMENT_MAX)
    return refuse(`The comment must not be greater than ${COMMENT_MAX} characters.`);
  const reply: BlogComment = {
    id: nextId(state, 'blog_comment'),
    blog_id: root.blog_id,
    user_id: userId,
    parent_id: parent.id,
    level: parent.level === 0 ? 1 : 2,
    comment: text,
    created_at: new Date(at).toISOString(),
  };
  state.blogComments.push(reply);
  return done({ reply, root });
}

export type LikeTarget = { kind: 'comment'; blogId: Id } | { kind: 'reply'; commentId: Id };

/** Find what is liked: a comment of post `blogId`, or a reply in the thread of comment `commentId`. */
function likeTarget(
  state: DemoShopState,
  id: Id,
  target: LikeTarget,
): BlogResult<{ row: BlogComment; root: BlogComment }> {
  const row = findBlogComment(state, id);
  if (!row) return refuse('Comment not found');
  if (target.kind === 'comment') {
    return row.level === 0 && row.blog_id === target.blogId
      ? done({ row, root: row })
      : refuse('Comment not found');
  }
  const root = row.parent_id !== null ? threadRoot(state, row) : undefined;
  return root && root.id === target.commentId ? done({ row, root }) : refuse('Comment not found');
}

export function like(
  state: DemoShopState,
  session: Session,
  id: Id,
  target: LikeTarget,
): BlogResult<{ like: Like; root: BlogComment }> {
  const userId = requireSignedIn(state, session);
  if (userId === null) return refuse('Please login first');
  const found = likeTarget(state, id, target);
  if (!found.ok) return found;
  if (state.blogCommentLikes.some((l) => l.target_id === id && l.user_id === userId))
    return refuse('You already liked this');
  const row: Like = { target_id: id, user_id: userId };
  state.blogCommentLikes.push(row);
  return done({ like: row, root: found.value.root });
}

export function unlike(
  state: DemoShopState,
  session: Session,
  id: Id,
  target: LikeTarget,
): BlogResult<{ like: Like; root: BlogComment }> {
  const userId = requireSignedIn(state, session);
  if (userId === null) return refuse('Please login first');
  const found = likeTarget(state, id, target);
  if (!found.ok) return found;
  const row = state.blogCommentLikes.find((l) => l.target_id === id && l.user_id === userId);
  if (!row) return refuse('You have not liked this');
  state.blogCommentLikes = state.blogCommentLikes.filter((l) => l !== row);
  return done({ like: row, root: found.value.root });
}
