import type { Page } from '@playwright/test';

/**
 * Waits two animation frames in the page: what the last step changed (a resize, a navigation, a new tab) has been
 * styled, laid out and painted before the test measures.
 */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
