import { lazy, Suspense, useState } from 'react';
import type { Review } from '@/api-generated/model';
import { Avatar } from '@/design-system/components/Avatar';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Rating } from '@/design-system/components/Rating';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useI18n } from '@/lib/i18n';
import { likedBy } from '../reviews';
import type { ReviewTarget } from '../api/review-queries';

// Loaded when the shopper chooses to reply (like the review form, not with every product page).
const ReplyForm = lazy(() => import('./ReplyForm').then((module) => ({ default: module.ReplyForm })));

interface ReviewItemProps {
  review: Review;
  target: ReviewTarget;
  /** The signed-in shopper's id; null for a guest (who reads, but neither likes nor replies). */
  viewerId: number | null;
  onToggleLike: (reviewId: number, liked: boolean) => void;
  likePending: boolean;
}

/** One review: who, when, stars, title, comment, picture, likes and the replies (with a reply form). */
export function ReviewItem({ review, target, viewerId, onToggleLike, likePending }: ReviewItemProps) {
  const { t, formatDate } = useI18n();
  const [replying, setReplying] = useState(false);
  const liked = likedBy(review, viewerId);
  const likes = review.review_likes.length;
  const name = review.user.full_name;
  return (
    <Stack as="article" gap="3" aria-label={t('Review by {name}', { name })}>
      <Inline gap="3" wrap={false}>
        <Avatar name={name} src={review.user.profile_image ?? undefined} size="sm" decorative />
        <Stack gap="0.5">
          <Text weight="semibold">{name}</Text>
          {review.review_date ? (
            <Text size="sm" tone="muted">
              {formatDate(review.review_date)}
            </Text>
          ) : null}
        </Stack>
      </Inline>
      <Rating value={review.rating} label={t('{rating} out of 5', { rating: review.rating })} size="sm" />
      {review.title ? (
        <Heading level={4} size="md">
          {review.title}
        </Heading>
      ) : null}
      {review.comment ? <Text dir="auto">{review.comment}</Text> : null}
      {review.image_link ? (
        <Box width="fit">
          <LazyImage
            src={review.image_link}
            alt={t('Photo by {name}', { name })}
            width={120}
            height={120}
            radius="md"
          />
        </Box>
      ) : null}
      <Inline gap="2">
        {viewerId !== null ? (
          <>
            <Button
              size="sm"
              variant={liked ? 'soft' : 'ghost'}
              tone="neutral"
              iconStart={liked ? 'heart-filled' : 'heart'}
              aria-pressed={liked}
              loading={likePending}
              loadingLabel={t('Saving')}
              onClick={() => onToggleLike(review.id, liked)}
            >
              {t('Helpful ({count})', { count: likes })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              tone="neutral"
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              {t('Reply')}
            </Button>
          </>
        ) : likes > 0 ? (
          <Text size="sm" tone="muted">
            {likes === 1
              ? t('1 person found this helpful')
              : t('{count} people found this helpful', { count: likes })}
          </Text>
        ) : null}
      </Inline>
      {review.replies.length > 0 ? (
        <Box background="surfaceRaised" borderRadius="md" padding="3" marginInlineStart="4">
          <Stack as="ul" gap="3" aria-label={t('Replies to {name}', { name })}>
            {review.replies.map((reply) => (
              <Stack as="li" key={reply.id} gap="1">
                <Text size="sm">
                  <Text as="span" size="sm" weight="semibold">
                    {reply.user.full_name}
                  </Text>
                  {reply.reply_date ? (
                    <Text as="span" size="sm" tone="muted">
                      {` · ${formatDate(reply.reply_date)}`}
                    </Text>
                  ) : null}
                </Text>
                <Text size="sm" dir="auto">
                  {reply.reply}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : null}
      {replying && viewerId !== null ? (
        <Suspense fallback={<Skeleton shape="text" lines={3} />}>
          <ReplyForm
            reviewId={review.id}
            target={target}
            authorName={name}
            onDone={() => setReplying(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
