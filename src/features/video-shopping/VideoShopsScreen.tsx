import { useInfiniteQuery } from '@tanstack/react-query';
import { Box, EmptyState, Grid, LoadMore, Skeleton, VideoCard } from '@/design-system';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { mergeById } from '@/lib/pagination';
import { videoShopsQueries } from './api/video-queries';
import { VideoError, VideoFrame } from './components/VideoFrame';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 4 } as const;
const isLive = (flag: unknown) => flag === true || flag === 1;

/** "Video Shopping" (/video-shopping): the shops' videos, page after page; each opens with its products. */
export function VideoShopsScreen() {
  const t = useT();
  const query = useInfiniteQuery(videoShopsQueries().videos);
  const pages = query.data?.pages ?? [];
  const videos = mergeById(pages.map((page) => page.videos.data));

  return (
    <VideoFrame title={t('Video Shopping')}>
      {query.isPending ? (
        <Box aria-busy="true">
          <Grid columns={COLUMNS} gap="4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} shape="rect" width="100%" height="10rem" />
            ))}
          </Grid>
        </Box>
      ) : query.isError && videos.length === 0 ? (
        <VideoError
          title={t('We could not load the videos')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : videos.length === 0 ? (
        <EmptyState icon="store" headingLevel={2} title={t('No videos yet')} />
      ) : (
        <>
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Videos')}>
            {videos.map((video) => (
              <Box role="listitem" key={video.id}>
                <VideoCard
                  headingLevel={2}
                  title={video.title}
                  href={paths.videoShop.href({ slug: video.slug })}
                  renderLink={renderRouterLink}
                  thumbnailSrc={video.thumbnail}
                  live={isLive(video.is_live)}
                  liveLabel={t('Live')}
                />
              </Box>
            ))}
          </Grid>
          <LoadMore
            onLoadMore={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            hasMore={query.hasNextPage}
            label={t('Load more')}
            loadingLabel={t('Loading more videos')}
            allLoadedLabel={t('Everything is shown')}
            progress={t('Showing {shown} of {total}', {
              shown: videos.length,
              total: pages.at(-1)?.videos.total ?? 0,
            })}
          />
        </>
      )}
    </VideoFrame>
  );
}
