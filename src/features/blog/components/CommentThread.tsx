import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { BlogComment, BlogCommentReply, BlogLike } from '@/api-generated/model';
import { Avatar } from '@/design-system/components/Avatar';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n, useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/session';
import { useToggleCommentLike, useToggleReplyLike } from '../api/blog-queries';
import type { ReplyTarget } from './ReplyForm';
import { commentDate } from './comment-date';

// Loaded when the reader chooses to reply, not with every post.
const ReplyForm = lazy(() => import('./ReplyForm').then((module) => ({ default: module.ReplyForm })));

/** Replies deeper than this stay at this indentation (under the reply they answer), so a phone keeps its width. */
const MAX_INDENT = 2;

interface Entry {
  id: number;
  text: string;
  author: string;
  image: string | null | undefined;
  createdAt: string | null | undefined;
  likes: BlogLike[];
}

function LikeButton({
  likes,
  author,
  pending,
  onToggle,
}: {
  likes: BlogLike[];
  author: string;
  pending: boolean;
  onToggle: (liked: boolean) => void;
}) {
  const t = useT();
  const { user, isSignedIn } = useStorefront();
  const liked = isSignedIn && likes.some((like) => like.user_id === user?.id);
  if (!isSignedIn) {
    return likes.length > 0 ? (
      <Text size="sm" tone="muted">
        {`${t('Likes')}: ${likes.length}`}
      </Text>
    ) : null;
  }
  const visible = likes.length > 0 ? `${t('Like')} (${likes.length})` : t('Like');
  return (
    <Button
      size="sm"
      variant={liked ? 'soft' : 'ghost'}
      tone={liked ? 'accent' : 'neutral'}
      iconStart={liked ? 'heart-filled' : 'heart'}
      aria-pressed={liked}
      aria-label={`${visible}: ${author}`}
      loading={pending}
      onClick={() => onToggle(liked)}
    >
      {visible}
    </Button>
  );
}

function EntryView({ entry, actions, children }: { entry: Entry; actions: ReactNode; children?: ReactNode }) {
  const { locale } = useI18n();
  const date = commentDate(entry.createdAt, locale);
  return (
    <Stack gap="2">
      <Inline gap="2" alignY="center">
        <Avatar name={entry.author} src={entry.image ?? undefined} size="sm" decorative />
        <Text weight="semibold">{entry.author}</Text>
        {date ? (
          <Text size="sm" tone="muted">
            <time dateTime={date.dateTime}>{date.label}</time>
          </Text>
        ) : null}
      </Inline>
      <Text as="p" lineHeight="relaxed" dir="auto">
        {entry.text}
      </Text>
      <Inline gap="2" alignY="center">
        {actions}
      </Inline>
      {children}
    </Stack>
  );
}

const authorOf = (user: { full_name: string } | null | undefined, fallback: string) =>
  user?.full_name.trim() || fallback;

/** A comment with its replies as nested lists; signed-in readers reply anywhere and like replies and comments. */
export function CommentThread({
  comment,
  slug,
  loadedPages,
}: {
  comment: BlogComment;
  slug: string;
  loadedPages: number;
}) {
  const t = useT();
  const { isSignedIn } = useStorefront();
  const [replyingTo, setReplyingTo] = useState<number | 'comment' | null>(null);
  const replyLike = useToggleReplyLike(slug);
  const commentLike = useToggleCommentLike(slug);
  const anonymous = t('A reader');
  const commentAuthor = authorOf(comment.user, anonymous);

  const childrenOf = (parentId: number | null) =>
    comment.comment_replies.filter((reply) => (reply.parent_id ?? null) === parentId);

  const replyButton = (key: number | 'comment', author: string) =>
    isSignedIn ? (
      <Button
        size="sm"
        variant="ghost"
        tone="neutral"
        aria-expanded={replyingTo === key}
        aria-label={t('Reply to {name}', { name: author })}
        onClick={() => setReplyingTo(replyingTo === key ? null : key)}
      >
        {t('Reply')}
      </Button>
    ) : null;

  const replyForm = (key: number | 'comment', target: ReplyTarget) =>
    replyingTo === key ? (
      <Suspense fallback={<Skeleton shape="text" lines={3} />}>
        <ReplyForm target={target} slug={slug} onDone={() => setReplyingTo(null)} />
      </Suspense>
    ) : null;

  const renderReplies = (parentId: number | null, depth: number, parentAuthor: string): ReactNode => {
    const replies = childrenOf(parentId);
    if (replies.length === 0) return null;
    const indent = depth <= MAX_INDENT;
    return (
      <Box paddingInlineStart={indent ? '4' : '0'}>
        <Stack gap="4" role="list" aria-label={t('Replies to {name}', { name: parentAuthor })}>
          {replies.map((reply) => renderReply(reply, depth))}
        </Stack>
      </Box>
    );
  };

  const renderReply = (reply: BlogCommentReply, depth: number) => {
    const author = authorOf(reply.user, anonymous);
    return (
      <Box role="listitem" key={reply.id}>
        <EntryView
          entry={{
            id: reply.id,
            text: reply.comment,
            author,
            image: reply.user?.user_profile_image,
            createdAt: reply.created_at,
            likes: reply.reply_likes ?? [],
          }}
          actions={
            <>
              <LikeButton
                likes={reply.reply_likes ?? []}
                author={author}
                pending={replyLike.isPending && replyLike.variables.replyId === reply.id}
                onToggle={(liked) => replyLike.mutate({ replyId: reply.id, commentId: comment.id, liked })}
              />
              {replyButton(reply.id, author)}
            </>
          }
        >
          {replyForm(reply.id, {
            commentId: comment.id,
            parentId: reply.id,
            level: reply.level ?? depth,
            author,
          })}
          {renderReplies(reply.id, depth + 1, author)}
        </EntryView>
      </Box>
    );
  };

  return (
    <EntryView
      entry={{
        id: comment.id,
        text: comment.comment,
        author: commentAuthor,
        image: comment.user?.user_profile_image,
        createdAt: comment.created_at,
        likes: comment.comment_likes ?? [],
      }}
      actions={
        <>
          <LikeButton
            likes={comment.comment_likes ?? []}
            author={commentAuthor}
            pending={commentLike.isPending}
            onToggle={(liked) =>
              commentLike.mutate({
                commentId: comment.id,
                blogId: comment.blog_id,
                pages: loadedPages,
                liked,
              })
            }
          />
          {replyButton('comment', commentAuthor)}
        </>
      }
    >
      {replyForm('comment', { commentId: comment.id, parentId: null, level: 0, author: commentAuthor })}
      {renderReplies(null, 1, commentAuthor)}
    </EntryView>
  );
}
