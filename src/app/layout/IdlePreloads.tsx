import { useEffect } from 'react';
import { preloadCarousel } from '@/design-system/components/Carousel';
import { preloadPopover } from '@/design-system/components/Popover';
import { preloadSelect } from '@/design-system/components/Select';
import { preloadSheet } from '@/design-system/components/Sheet';
import { preloadToasts } from '@/design-system/components/Toast';
import { runInIdleSlices } from '@/lib/after-first-paint';
import { prefetchScreens } from '../shell/screen-prefetch';
import { registerAppWorker } from '../shell/app-worker';

/**
 * Spec §7: once the first screen is up, the other page chunks are prefetched in idle time, and so are the parts of
 * the design system that the first screen shows closed or still (selects, popovers, sheets, toasts, the carousel
 * engine; ADR 015) — one per idle slice. The layout renders this from its last idle stage on, from a chunk of its
 * own: none of it is first-route code (docs/performance.md, "The second wave").
 */
export function IdlePreloads() {
  useEffect(() => {
    const cancelPreloads = runInIdleSlices(
      [preloadToasts, preloadSelect, preloadPopover, preloadSheet, preloadCarousel].map(
        (preload) => () => void preload().catch(() => undefined),
      ),
    );
    // Built apps only: the dev server has no build to list and serves each module when it is asked for. Where the
    // app's service worker registers, its install precaches the screens instead (docs/performance.md, "Service
    // worker precache").
    const cancelScreens = import.meta.env.PROD ? prefetchScreens(registerAppWorker()) : undefined;
    return () => {
      cancelPreloads();
      cancelScreens?.();
    };
  }, []);
  return null;
}
