import type { z } from 'zod';
import type { BannerMap } from '@/api-generated/model';
import { Grid } from '@/design-system/components/Grid';
import { useT } from '@/lib/i18n';
import { LinkedImage } from '../components/LinkedImage';

const BANNER = { width: 1200, height: 400 } as const;

/** Banner keys are `"<image URL>_<n>"`: the URL is the key without its last two characters. */
export const bannerImages = (banners: z.output<typeof BannerMap>) =>
  Object.entries(banners).map(([key, link]) => ({ key, src: key.slice(0, -2), link }));

/** One to four banner pictures side by side. */
export function BannerRow({ banners }: { banners: z.output<typeof BannerMap> }) {
  const t = useT();
  const images = bannerImages(banners);
  const columns = Math.min(Math.max(images.length, 1), 4) as 1 | 2 | 3 | 4;
  return (
    <Grid columns={{ mobile: 1, tablet: columns }} gap="4">
      {images.map((image, index) => (
        <LinkedImage
          key={image.key}
          src={image.src}
          alt={t('Promotion {position}', { position: index + 1 })}
          {...BANNER}
          link={image.link}
        />
      ))}
    </Grid>
  );
}
