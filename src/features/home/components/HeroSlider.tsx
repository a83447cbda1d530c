import type { StartDataOutput } from '@/api-generated/model';
import { Carousel } from '@/design-system/components/Carousel';
import { useT } from '@/lib/i18n';
import { LinkedImage } from './LinkedImage';

/** Intrinsic size of the slider pictures (3:1). */
const SLIDE = { width: 1920, height: 640 } as const;

/** The home slider; its first slide is the page's largest picture, so it loads eagerly (LCP). */
export function HeroSlider({ sliders }: { sliders: StartDataOutput['sliders'] }) {
  const t = useT();
  if (sliders.length === 0) return null;
  return (
    <Carousel
      label={t('Featured offers')}
      previousLabel={t('Previous slide')}
      nextLabel={t('Next slide')}
      slideLabel={(position, total) => t('{position} of {total}', { position, total })}
      dotLabel={(position) => t('Go to slide {position}', { position })}
      gap="0"
      slides={sliders.map((slider, index) => (
        <LinkedImage
          key={slider.id}
          src={slider.slider_bg_image}
          alt={t('Featured offer {position}', { position: index + 1 })}
          {...SLIDE}
          link={slider.link}
          priority={index === 0}
        />
      ))}
    />
  );
}
