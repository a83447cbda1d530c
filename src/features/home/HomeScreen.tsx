import { Suspense, type ReactNode } from 'react';
import { Container } from '@/design-system/components/Container';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useT } from '@/lib/i18n';
import { afterPaintPart } from '@/lib/after-paint-part';
import { useStorefront } from '@/lib/session';
import { PartUnavailable } from '@/ui';
import { HeroSlider } from './components/HeroSlider';
import { SectionSkeleton } from './components/SectionSkeleton';
import { ServiceStrip } from './components/ServiceStrip';
import { SliderBanners } from './components/SliderBanners';

/** When the sections' code never arrives (after its retries): say so, and offer the way to try again. */
function SectionsUnavailable() {
  const t = useT();
  return <PartUnavailable title={t('The home sections could not be loaded')} />;
}

function SectionsLoading() {
  const t = useT();
  return <SectionSkeleton label={t('Loading more sections')} />;
}

// The configured sections start below the hero, banners and services, below the fold on a phone: their code and
// their answer are asked for once the first screen has painted, so neither comes before the page's largest paint
// (docs/performance.md, "What a phone's first screen does not show, after its first paint"). In a server-rendering
// build they are an eager part the server writes into the page (the route's loader starts their answer there).
const HomeSections = afterPaintPart(() => import('./sections/HomeSections').then((m) => m.HomeSections), {
  fallback: SectionsUnavailable,
  placeholder: SectionsLoading,
});

export interface HomeScreenProps {
  /** The newsletter form for the subscribe box (another feature's; the home route composes it). */
  subscribeForm?: ReactNode;
}

/**
 * The home page: slider, slider banners and the service strip from the start data, then the shop's configured
 * sections in their configured order, loaded page by page, and the fixed sections the settings switch on.
 */
export function HomeScreen({ subscribeForm }: HomeScreenProps) {
  const t = useT();
  const { start, settings } = useStorefront();
  return (
    <Container>
      <Stack gap="10">
        <VisuallyHidden>
          <h1>{settings.system_name || t('Home')}</h1>
        </VisuallyHidden>
        <Stack gap="4">
          <HeroSlider sliders={start.sliders} />
          <SliderBanners banners={start.banners} />
        </Stack>
        {settings.show_service_info_section === 1 ? <ServiceStrip services={start.services} /> : null}
        {/* A section's shapes may still be on their way (HomeSectionView): the skeleton holds its place too. */}
        <Suspense fallback={<SectionsLoading />}>
          <HomeSections subscribeForm={subscribeForm} />
        </Suspense>
      </Stack>
    </Container>
  );
}
