import type { z } from 'zod';
import type { HomeBlogSection, HomeShopSection, HomeVideoSection } from '@/api-generated/model';
import { BlogCard } from '@/design-system/components/BlogCard';
import { Grid } from '@/design-system/components/Grid';
import { ShopCard } from '@/design-system/components/ShopCard';
import { VideoCard } from '@/design-system/components/VideoCard';
import { usePlural, useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';
import { truthy } from '@/domain/prices';

export function ShopRow({ shops }: { shops: z.output<typeof HomeShopSection> }) {
  const t = useT();
  const plural = usePlural();
  return (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="4">
      {shops.map((shop) => (
        <ShopCard
          key={shop.id}
          name={shop.shop_name}
          href={paths.shop.href({ slug: shop.slug })}
          renderLink={renderRouterLink}
          logoSrc={shop.image_82x82}
          bannerSrc={shop.image_297x203}
          rating={{
            value: shop.rating_count,
            label: t('{rating} out of 5', { rating: shop.rating_count }),
            count: `(${shop.reviews_count})`,
          }}
          productCountLabel={plural('products', shop.total_products)}
        />
      ))}
    </Grid>
  );
}

export function BlogRow({ posts }: { posts: z.output<typeof HomeBlogSection> }) {
  return (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="4">
      {posts.map((post) => (
        <BlogCard
          key={post.id}
          title={post.title}
          href={paths.blog.href({ slug: post.slug })}
          renderLink={renderRouterLink}
          excerpt={post.short_description ?? undefined}
          imageSrc={post.thumbnail}
        />
      ))}
    </Grid>
  );
}

export function VideoRow({ videos }: { videos: z.output<typeof HomeVideoSection> }) {
  const t = useT();
  return (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="4">
      {videos.map((video) => (
        <VideoCard
          key={video.id}
          title={video.title}
          href={paths.videoShop.href({ slug: video.slug })}
          renderLink={renderRouterLink}
          thumbnailSrc={video.thumbnail}
          live={truthy(video.is_live)}
          liveLabel={t('Live')}
        />
      ))}
    </Grid>
  );
}
