import { Box } from '@/design-system/components/Box';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Skeleton } from '@/design-system/components/Skeleton';
import { VideoCard } from '@/design-system/components/VideoCard';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { usePagedList } from '@/lib/pagination';
import { PagedList } from '@/ui';
import { videoShopList } from './api/video-queries';
import { VideoLayout } from './components/VideoLayout';

const COLUMNS = { mobile: 1, tablet: 2, desktop: 4 } as const;
const isLive = (flag: unknown) => flag === true || flag === 1;

/** "Video Shopping" (/video-shopping): the shops' videos, page after page; each opens with its products. */
export function VideoShopsScreen() {
  const t = useT();
  const videos = usePagedList(videoShopList());

  return (
    <VideoLayout title={t('Video Shopping')}>
      <PagedList
        list={videos}
        pending={
          <Grid columns={COLUMNS} gap="4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} shape="rect" width="100%" height="10rem" />
            ))}
          </Grid>
        }
        errorTitle={t('We could not load the videos')}
        empty={<EmptyState icon="store" headingLevel={2} title={t('No videos yet')} />}
        loadingMoreLabel={t('Loading more videos')}
      >
        {(items) => (
          <Grid role="list" columns={COLUMNS} gap="4" aria-label={t('Videos')}>
            {items.map((video) => (
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
        )}
      </PagedList>
    </VideoLayout>
  );
}
