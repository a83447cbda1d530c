import { Link as RouterLink, useLocation } from 'react-router';
import type { GetBlogDetailsResponse } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { LoadMore } from '@/design-system/components/LoadMore';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { nextCommentsPage, useLoadMoreComments } from '../api/blog-queries';
import { CommentForm } from './CommentForm';
import { CommentThread } from './CommentThread';

/** The post's comments, newest first, with the form for signed-in readers and an invitation for guests. */
export function BlogComments({
  blogId,
  slug,
  comments,
}: {
  blogId: number;
  slug: string;
  comments: GetBlogDetailsResponse['comments'];
}) {
  const t = useT();
  const location = useLocation();
  const { isSignedIn } = useStorefront();
  const more = useLoadMoreComments(slug, blogId);
  const next = nextCommentsPage(comments);

  return (
    <Box as="section" aria-labelledby="blog-comments">
      <Stack gap="6">
        <Heading level={2} size="xl" id="blog-comments">
          {t('Comments')} ({comments.total})
        </Heading>
        {isSignedIn ? (
          <CommentForm blogId={blogId} slug={slug} />
        ) : (
          <Box padding="4" background="surfaceRaised" borderRadius="md">
            <Inline gap="3" alignY="center" align="between">
              <Text>{t('Please login to comment')}</Text>
              <Button asChild variant="outline" tone="neutral" iconStart="user">
                <RouterLink
                  to={paths.login.href(undefined, { redirect: `${location.pathname}${location.search}` })}
                >
                  {t('Sign in to comment')}
                </RouterLink>
              </Button>
            </Inline>
          </Box>
        )}
        {comments.data.length === 0 ? (
          <EmptyState icon="info" headingLevel={3} size="compact" title={t('No comments yet')} />
        ) : (
          <Stack gap="6" role="list" aria-label={t('Comments')}>
            {comments.data.map((comment) => (
              <Box role="listitem" key={comment.id}>
                <CommentThread comment={comment} slug={slug} loadedPages={comments.current_page} />
              </Box>
            ))}
          </Stack>
        )}
        {comments.data.length > 0 ? (
          <LoadMore
            onLoadMore={() => next !== undefined && more.mutate(next)}
            loading={more.isPending}
            hasMore={next !== undefined}
            label={t('Load more')}
            loadingLabel={t('Loading more comments')}
            allLoadedLabel={t('Everything is shown')}
            progress={t('Showing {shown} of {total}', { shown: comments.data.length, total: comments.total })}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
