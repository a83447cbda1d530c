import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Button } from '@/design-system/components/Button';
import { Divider } from '@/design-system/components/Divider';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Pagination } from '@/design-system/components/Pagination';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { QueryState } from '@/ui';
import { useReviewsPage, useToggleReviewLike } from '../api/review-queries';
import type { ProductDetails } from '../purchase';
import { ReviewItem } from './ReviewItem';
import { ReviewSummary } from './ReviewSummary';

// Only a signed-in shopper writes a review: the form (react-hook-form, the contract's request schema, the photo
// field) loads when it is shown, not with every product page (issue 8: a guest's product page is lighter).
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

/**
 * Ratings and reviews: the spread of ratings, a page of reviews with replies and likes, and the shopper's own
 * review. Wrapped in its own error boundary by the screen: it may fail without taking the product down.
 */
export function ReviewsSection({ product }: { product: ProductDetails }) {
  const t = useT();
  return (
    <Stack as="section" gap="6" aria-labelledby="product-reviews">
      <Heading level={2} size="xl" id="product-reviews">
        {t('Ratings & Reviews')}
      </Heading>
      <ReviewsBody product={product} />
    </Stack>
  );
}

function ReviewsBody({ product }: { product: ProductDetails }) {
  const t = useT();
  const { user } = useStorefront();
  const [page, setPage] = useState(1);
  const query = useReviewsPage(product.id, page);
  const target = { productId: product.id, productSlug: product.slug };
  const like = useToggleReviewLike(target);

  return (
    <QueryState
      query={query}
      pending={
        <Grid columns={{ mobile: 1, desktop: 2 }} gap="8">
          <Skeleton shape="text" lines={6} />
          <Stack gap="4">
            <Skeleton shape="text" lines={3} />
            <Skeleton shape="text" lines={3} />
          </Stack>
        </Grid>
      }
      errorTitle={t('Reviews could not be loaded')}
      errorSize="compact"
      headingLevel={3}
    >
      {({ reviews, percentages }) => (
        <Grid columns={{ mobile: 1, desktop: 2 }} gap="8">
          <Stack gap="6">
            <ReviewSummary average={product.rating} total={reviews.total} percentages={percentages} />
            <Divider />
            {user ? (
              <Suspense fallback={<Skeleton shape="rect" height="2.75rem" />}>
                <ReviewForm
                  key={product.user_review?.id ?? 'new'}
                  target={target}
                  own={product.user_review ?? null}
                  onSaved={() => setPage(1)}
                />
              </Suspense>
            ) : (
              <GuestInvitation />
            )}
          </Stack>
          <Stack gap="6">
            {reviews.data.length === 0 ? (
              <Text tone="muted">{t('No reviews yet. Be the first to review this product.')}</Text>
            ) : (
              <Stack as="ul" gap="6" aria-label={t('Reviews')}>
                {reviews.data.map((review) => (
                  <Stack as="li" key={review.id} gap="6">
                    <ReviewItem
                      review={review}
                      target={target}
                      viewerId={user?.id ?? null}
                      onToggleLike={like.toggle}
                      likePending={like.pendingId === review.id}
                    />
                    <Divider />
                  </Stack>
                ))}
              </Stack>
            )}
            {reviews.last_page > 1 ? (
              <Pagination
                page={reviews.current_page}
                pageCount={reviews.last_page}
                label={t('Review pages')}
                previousLabel={t('Previous')}
                nextLabel={t('Next')}
                pageLabel={(n) => t('Page {page}', { page: n })}
                onPageChange={setPage}
              />
            ) : null}
          </Stack>
        </Grid>
      )}
    </QueryState>
  );
}

/** Guests read reviews; writing one starts with signing in and comes back here. */
function GuestInvitation() {
  const t = useT();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Stack gap="2">
      <Text tone="muted">{t('Sign in to write a review, reply or mark reviews as helpful.')}</Text>
      <Inline>
        <Button asChild variant="outline" iconStart="user">
          <RouterLink to={paths.login.href(undefined, { redirect: here })}>
            {t('Sign in to review')}
          </RouterLink>
        </Button>
      </Inline>
    </Stack>
  );
}
