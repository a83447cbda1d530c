import { preloadCarousel } from '@/design-system/components/Carousel';
import { preloadPopover } from '@/design-system/components/Popover';
import { preloadSelect } from '@/design-system/components/Select';
import { preloadSheet } from '@/design-system/components/Sheet';
import { preloadToasts } from '@/design-system/components/Toast';

/**
 * Loads the design-system parts that render a look-alike until first use (ADR 015), as the app does once the
 * browser is idle, so tests meet them as a shopper does after the first paint. Their own tests cover the
 * look-alike with a fresh module.
 */
export async function preloadDesignSystemParts() {
  await Promise.all([preloadSelect(), preloadPopover(), preloadSheet(), preloadToasts(), preloadCarousel()]);
}
