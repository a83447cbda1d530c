import { Container, Stack, VisuallyHidden } from '@/design-system';
import { useT } from '@/lib/i18n';
import { useStorefront } from '@/lib/storefront';
import { HeroSlider } from './components/HeroSlider';
import { HomeSections } from './components/HomeSections';
import { ServiceStrip } from './components/ServiceStrip';
import { SliderBanners } from './components/SliderBanners';

/**
 * The home page: slider, slider banners and the service strip from the start data, then the shop's configured
 * sections in their configured order, loaded page by page.
 */
export function HomeScreen() {
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
        <HomeSections />
      </Stack>
    </Container>
  );
}
