import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import { visibleSystemFonts } from '../tests/helpers/font-isolation';
import { preloadDesignSystemParts } from '../tests/helpers/preload-design-system';
import { resetDemoShop } from '../mocks/state/store';

// The project's variant picks the globals: rtl mirrors every story, custom applies run-time shop colours.
const variant = typeof __STORY_VARIANT__ === 'undefined' ? 'ltr' : __STORY_VARIANT__;
const variantGlobals =
  variant === 'rtl'
    ? { direction: 'rtl' }
    : variant === 'custom'
      ? { theme: 'custom' }
      : { direction: 'ltr' };
const annotations = setProjectAnnotations([
  a11yAnnotations,
  projectAnnotations,
  { initialGlobals: { ...projectAnnotations.default.initialGlobals, ...variantGlobals } },
]);
beforeAll(annotations.beforeAll);
// Story files share one page (`isolate: false`, ADR 033): each file starts from the seeded demo shop and empty
// storage, as it would in a page of its own, so no story depends on what an earlier file did.
beforeAll(() => {
  resetDemoShop();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
// As the app does at idle time, so stories show the loaded selects, popovers and toasts (ADR 015).
beforeAll(preloadDesignSystemParts);

// Baselines may depend only on the fonts the project ships (ADR 030): the browser runs with a fontconfig that lists
// nothing else. If that ever breaks, every story fails here rather than baselines drifting from machine to machine.
beforeAll(() => {
  expect(visibleSystemFonts(), 'system fonts visible to the story-test browser').toEqual([]);
});

// A story that logs an error (React warnings, failed requests, prop validation) fails its test.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

/**
 * Waits until the story's requests have answered, so a capture never races the data (a loading skeleton and the
 * loaded screen can each look stable). Stories that keep a request pending on purpose (the "Slow" states) are
 * captured after `PENDING_ON_PURPOSE_MS`.
 */
const PENDING_ON_PURPOSE_MS = 2000;
async function settledQueries() {
  const client = projectAnnotations.storyQueryClient();
  if (!client) return;
  const started = performance.now();
  while (
    client.isFetching() + client.isMutating() > 0 &&
    performance.now() - started < PENDING_ON_PURPOSE_MS
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  expect(consoleErrors, 'the story logged errors').toEqual([]);
  if (task.meta && (task.meta as { noScreenshot?: boolean }).noScreenshot) return;
  await document.fonts.ready;
  await settledQueries();
  // Whole document (not the canvas) so Radix portals — dialogs, menus, toasts — are part of the baseline.
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(variant === 'ltr' ? slug(task.name) : `${slug(task.name)}-${variant}`);
});
