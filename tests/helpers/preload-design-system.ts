import { preloadCarousel, preloadPopover, preloadSelect, preloadSheet, preloadToasts } from '@/design-system';

/**
 * Loads the design-system parts that render a look-alike until first use (ADR 015), as the app does once the
 * browser is idle, so tests meet them as a shopper does after the first paint. Their own tests cover the
 * look-alike with a fresh module.
 */
export async function preloadDesignSystemParts() {
  await Promise.all([preloadSelect(), preloadPopover(), preloadSheet(), preloadToasts(), preloadCarousel()]);
}
