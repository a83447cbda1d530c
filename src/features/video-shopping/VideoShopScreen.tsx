import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VideoCard } from '@/design-system/components/VideoCard';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { QueryError } from '@/ui';
import { videoShopQueries } from './api/video-queries';
import { VideoLayout } from './components/VideoLayout';
import { VideoPlayer } from './components/VideoPlayer';

const isLive = (flag: unknown) => flag === true || flag === 1;

export interface VideoShopScreenProps {
  slug: string;
  /** Product cards with add to cart (composed by the route from the catalogue). */
  renderProducts: (products: ProductCard[], label: string) => ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Stack gap="4">
        <Heading level={2} size="xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/** One video shop (/video-shopping/:slug): the video, its products to buy, related products and popular videos. */
export function VideoShopScreen({ slug, renderProducts }: VideoShopScreenProps) {
  const t = useT();
  const query = useQuery(videoShopQueries(slug).video);

  if (query.data === undefined) {
    // The page's heading is the video's title: until it is known, a placeholder or the section's name.
    return query.isError ? (
      <VideoLayout title={t('Video Shopping')}>
        <QueryError query={query} title={t('We could not open this video')} />
      </VideoLayout>
    ) : (
      <VideoLayout title={<Skeleton shape="text" width="16rem" />}>
        <Box aria-busy="true">
          <Skeleton shape="rect" width="100%" height="16rem" />
        </Box>
      </VideoLayout>
    );
  }
  const { video } = query.data;
  const title = video.title ?? t('Video Shopping');
  const products = video.products ?? [];
  const related = video.related_products ?? [];
  const popular = video.popular_videos ?? [];
  // An unknown video: the backend answers with the popular videos only.
  const found = video.slug !== undefined;
  return (
    <VideoLayout title={title}>
      {found ? (
        <VideoPlayer
          title={title}
          type={video.video_type}
          url={video.video_url}
          thumbnail={video.thumbnail}
        />
      ) : (
        <EmptyState
          icon="search"
          headingLevel={2}
          title={t('This video is not available')}
          description={t('It may have been removed. Here are other videos to watch.')}
        />
      )}
      {products.length > 0 ? (
        <Section title={t('Products in this video')}>
          {renderProducts(products, t('Products in this video'))}
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section title={t('Related products')}>{renderProducts(related, t('Related products'))}</Section>
      ) : null}
      {popular.length > 0 ? (
        <Section title={t('Popular videos')}>
          <Grid
            role="list"
            columns={{ mobile: 1, tablet: 2, desktop: 4 }}
            gap="4"
            aria-label={t('Popular videos')}
          >
            {popular.map((other) => (
              <Box role="listitem" key={other.id}>
                <VideoCard
                  headingLevel={3}
                  title={other.title}
                  href={paths.videoShop.href({ slug: other.slug })}
                  renderLink={renderRouterLink}
                  thumbnailSrc={other.thumbnail}
                  live={isLive(other.is_live)}
                  liveLabel={t('Live')}
                />
              </Box>
            ))}
          </Grid>
        </Section>
      ) : null}
    </VideoLayout>
  );
}
