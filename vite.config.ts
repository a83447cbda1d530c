import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type IndexHtmlTransformContext, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { offlineApp } from './scripts/vite-plugin-offline-app.ts';
import { screenPrefetchList } from './scripts/vite-plugin-screen-prefetch.ts';
import { idleImports } from './scripts/vite-plugin-idle-imports.ts';
import { CONTENT_SECURITY_POLICY, REPORTING_ENDPOINTS } from './scripts/csp.ts';
import { immutableAssetsOnPreview } from './scripts/asset-caching.ts';
import {
  chunkFileName,
  firstRouteChunking,
  HOME_CHUNK,
  VALIDATION_CHUNK,
} from './scripts/budgets/chunk-groups.mjs';
import { compileHints } from './scripts/budgets/compile-hint.mjs';
import { parseEnv } from './src/lib/env.ts';

type BundleFile = NonNullable<IndexHtmlTransformContext['bundle']>[string];

/** A plugin that adds links to the built index.html for the bundle file `find` picks (none if it finds none). */
function preloadFromIndexHtml(
  name: string,
  find: (file: BundleFile) => boolean,
  links: (
    file: BundleFile,
    href: (fileName: string) => string,
  ) => Array<{
    attrs: Record<string, string>;
    injectTo: 'head' | 'head-prepend';
  }>,
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.values(ctx.bundle ?? {}).find(find);
        return file
          ? links(file, (fileName) => `${base}${fileName}`).map((link) => ({ tag: 'link', ...link }))
          : [];
      },
    },
  };
}

/**
 * Preloads a grouped chunk (`scripts/budgets/chunk-groups.mjs`) and its stylesheets from index.html, so it downloads
 * beside the entry instead of when the shell, having run, asks for it:
 * - `home` (docs/performance.md, "The first route"): the Home screen, which the home page's largest picture waits
 *   for; a shopper landing elsewhere
 *   downloads these 4.5 KB too, and does not run them;
 * - `validation` (docs/performance.md, "Response schemas"): zod and the schemas of the start props, keywords, home
 *   sections and cart, which every
 *   first screen waits for (the start props are validated before anything renders).
 */
const preloadGroupChunk = (group: string) =>
  preloadFromIndexHtml(
    `marketfront:preload-${group}-chunk`,
    (file) => file.type === 'chunk' && file.name === group && !file.facadeModuleId,
    (file, href) => [
      { attrs: { rel: 'modulepreload', crossorigin: '', href: href(file.fileName) }, injectTo: 'head' },
      ...[...(file.type === 'chunk' ? (file.viteMetadata?.importedCss ?? []) : [])].map((css) => ({
        attrs: { rel: 'preload', as: 'style', crossorigin: '', href: href(css) },
        injectTo: 'head' as const,
      })),
    ],
  );

// The app may be served below a sub-path (a Laravel install in a folder): VITE_BASE_PATH=/shop/ npm run build.
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The app's build-time settings (src/lib/env.ts), checked here: a wrong value stops the build, the dev server,
  // Storybook or Vitest with a message naming the variable; the browser receives the parsed result.
  const appEnv = parseEnv({
    ...env,
    MODE: mode,
    DEV: command === 'serve' || mode === 'development',
    BASE_URL: env.VITE_BASE_PATH || '/',
  });
  const idle = idleImports();
  const chunking = firstRouteChunking({ serverRender: env.VITE_SERVER_RENDER === 'on' });
  return {
    base: env.VITE_BASE_PATH || '/',
    define: { __APP_ENV__: JSON.stringify(appEnv) },
    plugins: [
      // The first route's stylesheet: what the entry, Home route and second wave render (chunk-groups.mjs).
      chunking.plugin,
      // JSX and, in the dev servers, React's Fast Refresh.
      react(),
      vanillaExtractPlugin({ identifiers: mode === 'production' || mode === 'preview' ? 'short' : 'debug' }),
      preloadGroupChunk(HOME_CHUNK),
      preloadGroupChunk(VALIDATION_CHUNK),
      screenPrefetchList(),
      idle.plugin,
      // The first visit's chunks and the carousel's engine compiled while they download, not function by function
      // on the main thread as they first run (ADR 066).
      compileHints(),
      // Manifest and service worker (Workbox, vite-plugin-pwa) in real production builds only: the demo shop's MSW
      // worker owns the scope in the others.
      offlineApp({ enabled: command === 'build' && env.VITE_DEMO_SHOP !== 'on' }),
      // Hashed files cached for good, as production serves them (scripts/asset-caching.ts).
      immutableAssetsOnPreview(),
    ],
    // public/ holds only the MSW worker script: it ships only with the demo shop (quality-bar P12).
    publicDir: env.VITE_DEMO_SHOP === 'on' || command === 'serve' ? 'public' : false,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    // Known up front, so the first `npm start` visit does not stop to re-bundle them and reload the page.
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/dynamic',
        'msw/browser',
        // Social sign-in loads it on click; known up front, the first click does not reload the page.
        'firebase/app',
        'firebase/auth',
      ],
    },
    server: { port: 5173, strictPort: false },
    // The built app under the policy a shop sends (R5): `npm run preview` and the end-to-end journeys.
    preview: {
      port: 4173,
      headers: {
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'Reporting-Endpoints': REPORTING_ENDPOINTS,
      },
    },
    build: {
      // Safari 16 is the oldest browser the build is written for (ADR 068): what it cannot parse is lowered (a
      // dependency's class static block), and check-budgets.mjs fails a build with what cannot be (a lookbehind).
      target: ['es2022', 'safari16'],
      sourcemap: false,
      manifest: true,
      // Raw size is not the budget: gzip sizes per chunk are, checked in `npm test` (scripts/check-budgets.mjs).
      chunkSizeWarningLimit: 800,
      // What the page loads in idle time on its own gets no module-preload link per dependency
      // (docs/performance.md, "The build's own plugins").
      modulePreload: { resolveDependencies: idle.resolveDependencies },
      // The first route as two chunks instead of dozens, so gzip sees them whole (docs/performance.md, "The first
      // route").
      rolldownOptions: {
        // VITE_SERVER_RENDER=on (`npm run build:server-render`): a second entry, src/hydrate.tsx, which a server
        // that rendered the page names instead of src/main.tsx (docs/performance.md, "Server-rendered first screen").
        // Off by default, so the drop-in's first route carries no hydration (react-dom's hydrateRoot among it).
        ...(env.VITE_SERVER_RENDER === 'on'
          ? { input: { index: 'index.html', hydrate: 'src/hydrate.tsx' } }
          : {}),
        // A screen's chunk is named by its hash alone (ADR 077): the first route lists 175 of them.
        output: { codeSplitting: { groups: chunking.groups }, chunkFileNames: chunkFileName },
      },
    },
  };
});
