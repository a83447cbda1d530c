import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const base = viteConfig({ mode: 'test', command: 'serve' });

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // The file-system module cache misses that .css.ts files depend on tokens.ts (stale themes after an edit).
      fsModuleCache: false,
      projects: [
        {
          extends: true,
          resolve: {
            // pusher-js's "main" is a Node build msw cannot intercept; the web build uses the global WebSocket.
            alias: { 'pusher-js': 'pusher-js/dist/web/pusher.js' },
          },
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['./tests/setup/unit.ts'],
            restoreMocks: true,
            testTimeout: 15000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            testTimeout: 30000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
              instances: [{ browser: 'chromium' }],
              viewport: { width: 1024, height: 768 },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                },
              },
            },
          },
        },
      ],
    },
  }),
);
