// What the screen stories need beyond Storybook's preview (which already gives the query client, a memory router,
// the theme and toasts): the shop's start data and translations, local pictures and a frozen clock, so every
// screenshot is the same on every run.
import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from '@/lib/i18n';
import { StorefrontProvider } from '@/lib/session';
import type { StartState } from '@/lib/start-data';
import { startDataFixture } from './start-data';
import { storyImage } from './story-image';
import { DAY, DEMO_EPOCH, fixClock, HOUR, resetClock } from '../../mocks/domain/clock';
import { createRecaptchaStandIn } from '../../mocks/sign-in/recaptcha-stand-in';

export { storyImage };

/** 2026-06-01 12:00 UTC: what "now" is in every story (countdowns are frozen at it). */
export const STORY_NOW = Date.UTC(2026, 5, 1, 12);

/**
 * For a story's `beforeEach`: pins the demo shop's clock (seeded discount windows are laid out around DEMO_EPOCH) to
 * 2026-11-25 12:00 UTC for the story, and returns the reset. Stories that show the seeded shop's deals need it.
 */
export function pinShopClock(): () => void {
  fixClock(DEMO_EPOCH + 9 * DAY + 12 * HOUR);
  return resetClock;
}

/**
 * For a story's `beforeEach`: the demo shop's stand-in for Google's reCAPTCHA on `window`, so the login form uses it
 * instead of loading Google's script (story tests have no network); returns its removal.
 */
export function provideRecaptchaStandIn(): () => void {
  window.grecaptcha = createRecaptchaStandIn();
  return () => {
    delete window.grecaptcha;
  };
}

/** Wraps a story in the shop's start data (a guest in a US-dollar shop unless told otherwise) and translations. */
export function withStorefront(startData: StartState = storyStartData()): Decorator {
  return function StorefrontDecorator(Story) {
    return (
      <StorefrontProvider start={startData}>
        <I18nProvider keywords={startData.lang_keywords} language={startData.active_language}>
          <Story />
        </I18nProvider>
      </StorefrontProvider>
    );
  };
}

/** The start-data fixture with local slider and banner pictures. */
export function storyStartData(): StartState {
  return startDataFixture({
    sliders: [
      { id: 1, link: '/offer/products', slider_bg_image: storyImage('Summer sale', 200, 1920, 640) },
      { id: 2, link: '/best-selling/products', slider_bg_image: storyImage('Best sellers', 30, 1920, 640) },
    ],
    banners: [
      { id: 1, link: '/best-selling/products', image: storyImage('Top picks', 140, 600, 300) },
      { id: 2, link: '/offer/products', image: storyImage('Deals', 280, 600, 300) },
    ],
  });
}
