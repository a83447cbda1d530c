import { useState } from 'react';
import {
  Divider,
  ErrorState,
  Heading,
  Inline,
  Pagination,
  Rating,
  Skeleton,
  Stack,
  Text,
} from '@/design-system';
import { useT } from '@/lib/i18n';
import { useReviewsPage } from '../api/product-queries';

/** A page of reviews with the share of each star rating; fails on its own without taking the page down. */
export function ReviewsSection({ productId }: { productId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useReviewsPage(productId, page);

  if (query.isError && !query.data) {
    return (
      <ErrorState
        size="compact"
        headingLevel={3}
        title={t('Reviews could not be loaded')}
        retryLabel={t('Try again')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton shape="text" lines={3} />
        <Skeleton shape="text" lines={3} />
      </Stack>
    );
  }

  const { reviews, percentages } = query.data;
  if (reviews.data.length === 0) return <Text tone="muted">{t('No reviews yet')}</Text>;
  return (
    <Stack gap="4">
      <Inline gap="4">
        {([5, 4, 3, 2, 1] as const).map((stars) => (
          <Text key={stars} size="sm" tone="muted">
            {t('{stars} stars: {percent}%', { stars, percent: Math.round(percentages[stars]) })}
          </Text>
        ))}
      </Inline>
      <Stack role="list" gap="4" aria-label={t('Reviews')}>
        {reviews.data.map((review) => (
          <Stack role="listitem" key={review.id} gap="1">
            <Inline gap="2">
              <Rating
                value={review.rating}
                label={t('{rating} out of 5', { rating: review.rating })}
                size="sm"
              />
              {review.title ? (
                <Heading level={4} size="md">
                  {review.title}
                </Heading>
              ) : null}
            </Inline>
            <Text size="sm" tone="muted">
              {review.review_date
                ? `${review.user.full_name} · ${review.review_date}`
                : review.user.full_name}
            </Text>
            {review.comment ? <Text>{review.comment}</Text> : null}
            <Divider />
          </Stack>
        ))}
      </Stack>
      <Pagination
        page={reviews.current_page}
        pageCount={reviews.last_page}
        label={t('Review pages')}
        previousLabel={t('Previous')}
        nextLabel={t('Next')}
        pageLabel={(n) => t('Page {page}', { page: n })}
        onPageChange={setPage}
      />
    </Stack>
  );
}
