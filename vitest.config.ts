import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts';

const base = viteConfig({ mode: 'test', command: 'serve' });

/**
 * Workers for the HTTP contract project. Vitest's default leaves a core to its main process (cores − 1): one worker on
 * a two-core CI machine, although that process idles once the modules are transformed. Each of those files starts its
 * own demo server on a free port, so two run side by side: ≈ 49 → 30 s (2026-12-01). The unit projects keep Vitest's
 * default: with two workers there (170 → 125–150 s) a fresh-clone run met a component test whose two updates landed in
 * the other order under the load; they stay at one worker until such waits are found and mended. The story sets
 * keep one browser each.
 */
const contractTestWorkers = Math.max(2, availableParallelism() - 1);

const storyVariants = ['ltr', 'rtl', 'custom'] as const;

const browserDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/dynamic',
  'radix-ui',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-router',
  'react-router/dom',
  '@tanstack/react-query',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'embla-carousel',
  'dompurify',
  'zod',
  'zod/mini',
  'zod/v4/core',
  '@faker-js/faker',
  'pusher-js',
  'fast-check',
  // Found late (social sign-in imports it on click), it would make Vite re-optimise mid-run: modules loaded after
  // that get new copies of shared dependencies (a second faker, unseeded, gave stories random settings).
  'firebase/app',
  'firebase/auth',
];

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // The file-system module cache misses that .css.ts files depend on tokens.ts (stale themes after an edit).
      fsModuleCache: false,
      projects: [
        // Component and unit tests share a worker's modules (`isolate: false`: 1.5 instead of 9 minutes); the
        // setup starts each file from the seeded demo shop, real time and empty storage. The look-alike tests
        // (`*.deferred.test.tsx`) need design-system modules nobody has loaded yet, so they run isolated in
        // `unit-fresh-modules`, as does the server render's test (React's server renderer leaves its contexts set for
        // the client renderer of the next file in a shared worker). `--project 'unit*'` runs both.
        ...(['unit', 'unit-fresh-modules'] as const).map((name) => ({
          extends: true,
          resolve: {
            // pusher-js's "main" is a Node build msw cannot intercept; the web build uses the global WebSocket.
            alias: { 'pusher-js': 'pusher-js/dist/web/pusher.js' },
          },
          test: {
            name,
            environment: 'happy-dom',
            include:
              name === 'unit'
                ? [
                    'src/**/*.test.{ts,tsx}',
                    'mocks/**/*.test.{ts,tsx}',
                    'tests/contract/**/*.test.ts',
                    'scripts/**/*.test.ts',
                    'tests/lint/**/*.test.ts',
                  ]
                : ['src/**/*.deferred.test.tsx'],
            exclude: [
              'tests/contract/**/*.http.test.ts',
              'mocks/**/*.http.test.ts',
              ...(name === 'unit' ? ['src/**/*.deferred.test.tsx'] : []),
            ],
            isolate: name !== 'unit',
            setupFiles: ['./tests/setup/unit.ts'],
            restoreMocks: true,
            testTimeout: 15000,
          },
        })),
        // The same contract samples over real HTTP against the Node demo server (no MSW interception here).
        {
          extends: true,
          test: {
            name: 'contract-http',
            environment: 'node',
            maxWorkers: contractTestWorkers,
            include: ['tests/contract/**/*.http.test.ts', 'mocks/**/*.http.test.ts'],
            testTimeout: 15000,
          },
        },
        // Three sets (ADR 033): every story left-to-right in the default theme; right-to-left and run-time custom
        // shop colours for the stories tagged `rtl-and-custom` (every state of every screen and feature component,
        // and each design-system component's first story). Each set keeps its own baselines
        // (`<story>-<variant>-chromium-linux.png`).
        ...storyVariants.map((variant) => ({
          extends: true,
          plugins: [
            storybookTest({
              configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
              ...(variant === 'ltr' ? {} : { tags: { include: ['rtl-and-custom'] } }),
            }),
          ],
          // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the file.
          optimizeDeps: { include: browserDeps },
          define: { __STORY_VARIANT__: JSON.stringify(variant) },
          test: {
            name: variant === 'ltr' ? 'storybook' : `storybook-${variant}`,
            setupFiles: ['./.storybook/vitest.setup.ts'],
            // One page for all the story files of a set: no reload and no new MSW worker per file (4.7 vs ~13 min
            // for the default set). The setup starts each file from the seeded demo shop and empty storage.
            isolate: false,
            testTimeout: 30000,
            browser: {
              enabled: true,
              headless: true,
              // Only the project's fonts reach the browser (FONTCONFIG_FILE), so no system font can change a baseline.
              provider: playwright({
                launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv() },
              }),
              instances: [{ browser: 'chromium' as const }],
              viewport: { width: 1024, height: 768 },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch' as const,
                  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                },
              },
            },
          },
        })),
      ],
    },
  }),
);
