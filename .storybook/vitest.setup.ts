import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';
import { visibleSystemFonts } from '../tests/helpers/font-isolation';
import { preloadDesignSystemParts } from '../tests/helpers/preload-design-system';
import { resetDemoShop } from '../mocks/state/store';
import { pendingOnPurpose, resetPendingOnPurpose } from '../tests/helpers/never-answer';
import { expectedRuntime, renderingRuntime } from '../tests/helpers/react-runtime';

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
// Stories render on React 19, as the app does (ADR 050): if anything else ever renders them, every story fails here.
beforeAll(() => {
  expect(renderingRuntime(), 'the runtime that renders the stories').toEqual(expectedRuntime);
});
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
  resetPendingOnPurpose();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

/**
 * Waits until the story's requests have answered, so a capture never races the data (a loading skeleton and the
 * loaded screen can each look stable). Requests a story keeps pending on purpose (the "Slow" states) wait in
 * `neverAnswer`, which counts them: such a story is captured once every other request has answered and
 * `SETTLE_MS` have passed (what shows after a delay — the navigation bar, an avatar's initials — is up by then),
 * never later than `MAX_WAIT_MS`. ADR 037 waited a flat 2 s for them: ≈ 120 stories, a third of the stage.
 */
const SETTLE_MS = 500;
const MAX_WAIT_MS = 2000;
async function settledQueries() {
  const client = projectAnnotations.storyQueryClient();
  if (!client) return;
  const started = performance.now();
  for (;;) {
    const waited = performance.now() - started;
    const onPurpose = pendingOnPurpose();
    const othersDone = client.isFetching() + client.isMutating() <= onPurpose;
    if ((othersDone && (onPurpose === 0 || waited >= SETTLE_MS)) || waited >= MAX_WAIT_MS) return;
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
