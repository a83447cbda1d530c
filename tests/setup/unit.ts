import { afterAll, afterEach, beforeAll } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../../mocks/node';
import { preloadDesignSystemParts } from '../helpers/preload-design-system';
import { resetDemoShop } from '../../mocks/state/store';
import { resetClock } from '../../mocks/domain/clock';

// On a busy machine (CI's two cores, a clean clone's cold caches) a screen's answer can take longer than Testing
// Library's 1 s default to arrive and render, so its waits give it 3 s. A wait that never comes true still fails.
configure({ asyncUtilTimeout: 3000 });

// Every unit/component test runs against the demo shop; a request nobody handles is a test error.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Test files share a worker's modules (`isolate: false`): each starts from the seeded demo shop, real time and
// empty storage, as it would in a fresh module graph.
beforeAll(() => {
  resetClock();
  resetDemoShop();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
// As the app does at idle time: selects, popovers and toasts are loaded before the shopper first uses them
// (except in `*.deferred.test.tsx` files, which test the look-alikes shown before that).
// eslint-disable-next-line no-empty-pattern -- vitest passes the suite second and requires a destructured first argument
beforeAll(async ({}, suite) => {
  if (!suite.file.filepath.endsWith('.deferred.test.tsx')) await preloadDesignSystemParts();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
