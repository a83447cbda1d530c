import type { StorybookConfig } from '@storybook/react-vite';

const APP_PAGE_ONLY = new Set(['marketfront:screen-prefetch-list', 'marketfront:offline-app']);
/** The app's service worker (scripts/vite-plugin-offline-app.ts) is built by vite-plugin-pwa's plugins. */
const isAppPageOnly = (name: string) => APP_PAGE_ONLY.has(name) || name.startsWith('vite-plugin-pwa');

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // Serves public/ (the demo shop's worker and MSW's) so the demo shop answers feature stories (and story tests).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables of the docs pages (react-docgen parses every component as it is served). The story tests (Vitest
  // sets VITEST) render no docs page, and the parse cost each of the three sets ≈ 5 % of its time (custom set 224 →
  // 212 s, default set 333 → 317 s, 2026-12-07): off there; `npm run storybook` and the static build keep it.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen' },
  // The storefront page's own build outputs (its screens' preload lists, its service worker and manifest) describe
  // the app's index.html and route table; Storybook's build has neither, so they stay out of it. Its static build
  // uses a relative base (`./`, so it can be hosted anywhere, Chromatic included), which is no router basename:
  // the stories' routers are in memory, so the app reads `/`.
  viteFinal: (viteConfig, { configType }) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && isAppPageOnly(plugin.name))),
    ...(configType === 'PRODUCTION'
      ? { define: { ...viteConfig.define, 'import.meta.env.BASE_URL': JSON.stringify('/') } }
      : {}),
  }),
};

export default config;
