import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumEnv, journeyChromiumPath } from './scripts/chromium.ts';
import { builtThen } from './scripts/e2e-builds.mjs';

// Journeys run against a production build with the demo shop switched on (mode "e2e"), served by vite preview.
// Ports may be moved (E2E_PORT, E2E_FAITHFUL_PORT) to run the journeys of two checkouts side by side.
const port = Number(process.env.E2E_PORT ?? 4174);
// The `faithful` project: a plain production build (no MSW) behind the Node demo server playing the real backend
// (DEMO_BACKEND=faithful: Blade-like shell, 302 to /login, no /start-data or /csrf-token).
const faithfulPort = Number(process.env.E2E_FAITHFUL_PORT ?? 4175);
// The `server-render` project: a server-rendering build (VITE_SERVER_RENDER=on) behind the Node demo server with
// DEMO_SERVER_RENDER=1, which renders each page's first screen and the browser hydrates it (docs/performance.md,
// "Server-rendered first screen"). Its own out dirs, so it never serves another project's build.
const serverRenderPort = Number(process.env.E2E_SERVER_RENDER_PORT ?? 4176);
const chromium = {
  ...devices['Desktop Chrome'],
  // After the spread, so Debian's Chromium replaces Playwright's (which cannot be downloaded here): its headless shell,
  // as Playwright runs for headless tests, ≈ 16 % faster than the full browser here (ADR 071).
  // Only the project's fonts (FONTCONFIG_FILE): what the journeys render never depends on the machine (ADR 030).
  launchOptions: { executablePath: journeyChromiumPath(), args: chromiumArgs, env: chromiumEnv() },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker: on two cores a second one made every journey about twice as slow (measured), so no gain.
  workers: 1,
  // A stray test.only must never pass CI by silently skipping every other journey.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // The longest journeys (sign in, check out, pay, cancel) load a dozen pages: about a minute on a busy 2-core runner.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded on a failed journey's retry (CI retries once), not on every run: recording each journey's
    // screencast and snapshots made the journeys about a third slower on two cores (125 → 84 s for four of them).
    // A failed first attempt keeps its screenshot and page snapshot (error-context.md); `--trace on` records all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // An action or locator wait that can never succeed fails within a minute, naming its locator, instead of
    // spending a slow journey's whole six minutes (the keyboard journey once waited that long for a button a stolen
    // focus had hidden behind an open list).
    actionTimeout: 60_000,
  },
  projects: [
    { name: 'chromium', testIgnore: ['faithful/**', 'server-render/**'], use: chromium },
    {
      name: 'faithful',
      testMatch: 'faithful/**/*.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${faithfulPort}` },
    },
    {
      name: 'server-render',
      testMatch: 'server-render/**/*.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${serverRenderPort}` },
    },
  ],
  webServer: [
    {
      command: builtThen(
        'chromium',
        `npx vite preview --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
      ),
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: builtThen('faithful', 'node scripts/demo-server.mjs'),
      // The live schedule 60× faster, so live events arrive within seconds of subscribing (live-over-websocket).
      env: {
        PORT: String(faithfulPort),
        DEMO_BACKEND: 'faithful',
        DEMO_DIST: 'dist-faithful',
        DEMO_REALTIME_SPEED: '60',
      },
      url: `http://127.0.0.1:${faithfulPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      // `npm run build:server-render`, into this project's own dirs (scripts/e2e-builds.mjs).
      command: builtThen('server-render', 'node scripts/demo-server.mjs'),
      env: {
        VITE_SERVER_RENDER: 'on',
        PORT: String(serverRenderPort),
        DEMO_DIST: 'dist-ssr-e2e',
        DEMO_SERVER_RENDER: '1',
        DEMO_SERVER_RENDER_DIR: 'dist-ssr-e2e-renderer',
      },
      url: `http://127.0.0.1:${serverRenderPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
