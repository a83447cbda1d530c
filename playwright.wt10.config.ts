import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// Journeys run against a production build with the demo shop switched on (mode "e2e"), served by vite preview.
const port = 4310;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A stray test.only must never pass CI by silently skipping every other journey.
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // After the spread, so Debian's Chromium replaces Playwright's (which cannot be downloaded here).
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `npx vite build --mode e2e --outDir dist-e2e-wt10 --logLevel warn && npx vite preview --outDir dist-e2e-wt10 --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
