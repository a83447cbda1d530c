// The blog's reads (for the screens and their route loaders) and its writes: comments, nested replies and likes.
// Every write answers with the piece it changed, which is patched into the post's cached details, so what the
// reader sees follows at once without reloading the post (a reload would also count another view).
import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetBlogDetailsQueryKey,
  getGetBlogDetailsQueryOptions,
  getGetBlogsQueryOptions,
  getLoadBlogCategoriesQueryOptions,
  likeBlogComment,
  likeBlogReply,
  loadBlogComments,
  storeBlogComment,
  storeBlogCommentReply,
  unlikeBlogComment,
  unlikeBlogReply,
} from '@/api-generated/endpoints/blog/blog';
import type {
  BlogComment,
  BlogCommentRequest,
  BlogCommentReplyRequest,
  GetBlogDetailsResponse,
  GetBlogsParams,
} from '@/api-generated/model';
import { mergeById, nextPageOf } from '@/lib/pagination';
import type { BlogListQuery } from '../blog-query';

const BLOG_STALE_MS = 5 * 60_000;

/**
 * A page of posts, of every category or of one (`slug`), in the reader's order, matching the search text (`title`)
 * when there is one; the previous page stays on screen while the next loads. The order is always sent: what the
 * backend does without one is not documented (backend-api §2.8).
 */
export const blogsQueryOptions = ({ page, slug, sort, title }: BlogListQuery & { slug?: string }) => {
  const params: GetBlogsParams = { page, sort };
  if (slug) params.slug = slug;
  if (title) params.title = title;
  return getGetBlogsQueryOptions(params, {
    query: { staleTime: BLOG_STALE_MS, placeholderData: keepPreviousData, meta: { errorToast: false } },
  });
};

/**
 * The blog categories to filter by (the first page of 14, which is every category of most shops). The screens show
 * their own error states, so only a refusal in the shop's words is toasted as well (ADR 081).
 */
export const blogCategoriesQueryOptions = () =>
  getLoadBlogCategoriesQueryOptions(
    { page: 1 },
    { query: { staleTime: BLOG_STALE_MS, meta: { errorToast: false } } },
  );

/** A post with its categories, tags, recent posts and first page of comments. */
export const blogDetailsQueryOptions = (slug: string) =>
  getGetBlogDetailsQueryOptions(slug, { query: { staleTime: 60_000, meta: { errorToast: false } } });

type Details = GetBlogDetailsResponse;

function patchComments(
  queryClient: QueryClient,
  slug: string,
  patch: (comments: Details['comments']) => Details['comments'],
) {
  queryClient.setQueryData<Details>(getGetBlogDetailsQueryKey(slug), (old) =>
    old ? { ...old, comments: patch(old.comments) } : old,
  );
}

/** Replaces one comment (the like/reply answers carry it whole, with its replies). */
const replaceComment = (comment: BlogComment) => (comments: Details['comments']) => ({
  ...comments,
  data: comments.data.map((c) => (c.id === comment.id ? { ...c, ...comment } : c)),
});

/** Comments after the first page: fetched on demand and merged by id into the post's comments. */
export function useLoadMoreComments(slug: string, blogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: number) => loadBlogComments(blogId, { page }),
    onSuccess: ({ comments: next }) =>
      patchComments(queryClient, slug, (comments) => ({
        ...next,
        data: mergeById([comments.data, next.data]),
      })),
  });
}

export const nextCommentsPage = (comments: Details['comments']) => nextPageOf(comments);

/** A new top-level comment goes first (the list is newest first). */
export function useStoreComment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: BlogCommentRequest) => storeBlogComment(data),
    onSuccess: ({ storeComment }) =>
      patchComments(queryClient, slug, (comments) => ({
        ...comments,
        total: comments.data.some((c) => c.id === storeComment.id) ? comments.total : comments.total + 1,
        data: [storeComment, ...comments.data.filter((c) => c.id !== storeComment.id)],
      })),
  });
}

/** A reply joins its thread (replies are oldest first). */
export function useStoreReply(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: BlogCommentReplyRequest) => storeBlogCommentReply(data),
    onSuccess: ({ storeReply }) =>
      patchComments(queryClient, slug, (comments) => ({
        ...comments,
        data: comments.data.map((c) =>
          c.id === storeReply.blog_comment_id
            ? {
                ...c,
                comment_replies: [...c.comment_replies.filter((r) => r.id !== storeReply.id), storeReply],
              }
            : c,
        ),
      })),
  });
}

/** Like or take back the like of a reply (spec §7): the answer is the comment with its replies. */
export function useToggleReplyLike(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, commentId, liked }: { replyId: number; commentId: number; liked: boolean }) =>
      (liked ? unlikeBlogReply : likeBlogReply)({ id: replyId, comment_id: commentId }),
    onSuccess: ({ comment }) => patchComments(queryClient, slug, replaceComment(comment)),
  });
}

/**
 * Like or take back the like of a comment: the answer is the comments the reader has loaded (`paginate` pages),
 * merged by id so a later page loaded meanwhile stays.
 */
export function useToggleCommentLike(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      commentId,
      blogId,
      pages,
      liked,
    }: {
      commentId: number;
      blogId: number;
      pages: number;
      liked: boolean;
    }) => (liked ? unlikeBlogComment : likeBlogComment)({ id: commentId, blog_id: blogId, paginate: pages }),
    onSuccess: ({ comments: fresh }) =>
      patchComments(queryClient, slug, (comments) => ({
        ...comments,
        data: comments.data.map((c) => fresh.data.find((f) => f.id === c.id) ?? c),
      })),
  });
}
