import type { StartDataOutput } from '@/api-generated/model';
import { Grid } from '@/design-system/components/Grid';
import { useT } from '@/lib/i18n';
import { LinkedImage } from './LinkedImage';

const BANNER = { width: 600, height: 300 } as const;

/**
 * The promotional banners beside the slider. On a phone they stack at full width (2:1), so the first one is
 * larger than the 3:1 slider and is the page's LCP element: it loads eagerly with high priority too.
 */
export function SliderBanners({ banners }: { banners: StartDataOutput['banners'] }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <Grid columns={{ mobile: 1, tablet: Math.min(banners.length, 3) as 1 | 2 | 3 }} gap="4">
      {banners.map((banner, index) => (
        <LinkedImage
          key={banner.id}
          src={banner.image}
          alt={t('Promotion {position}', { position: index + 1 })}
          {...BANNER}
          link={banner.link}
          priority={index === 0}
        />
      ))}
    </Grid>
  );
}
