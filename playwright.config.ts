import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts';

// Journeys run against a production build with the demo shop switched on (mode "e2e"), served by vite preview.
const port = 4174;

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
        // Only the project's fonts (FONTCONFIG_FILE): what the journeys screenshot never depends on the machine.
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv() },
      },
    },
  ],
  webServer: {
    command: `npx vite build --mode e2e --outDir dist-e2e --logLevel warn && npx vite preview --outDir dist-e2e --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
