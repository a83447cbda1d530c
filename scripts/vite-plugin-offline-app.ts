// The installable production app (issue 11, ADR 032): the web app manifest, the icons and the offline page (this
// plugin), and the service worker: src/app/pwa/sw.ts, bundled by vite-plugin-pwa, which injects Workbox's precache
// list into it once the build is on disk. Production builds only: dev, e2e and demo builds run the demo shop's MSW
// worker, and one scope has one service worker.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

const read = (path: string) => readFileSync(new URL(`../src/app/pwa/${path}`, import.meta.url));

export const MANIFEST_NAME = 'manifest.webmanifest';
const ICONS = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'].map((icon) => `icons/${icon}`);
const OFFLINE_PAGE_FILES = ['offline.html', 'offline.css', 'offline.js'];
/** Where the build records the list Workbox injects into sw.js, for scripts/check-budgets.mjs. */
export const PRECACHE_LIST = '.vite/precache-manifest.json';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/**
 * Workbox's last step before it writes the list into sw.js: fails the build when a file the worker must have
 * offline is missing from it (the offline page, its style and script, the manifest, the icons, or any script), and
 * records the list (`{ revision, url }`, in order, as Workbox injects it) at `listFile`.
 */
export const recordPrecacheList =
  (listFile: string): ManifestTransform =>
  (entries) => {
    const urls = new Set(entries.map((entry) => entry.url));
    const missing = [...OFFLINE_PAGE_FILES, MANIFEST_NAME, ...ICONS].filter((url) => !urls.has(url));
    if (!entries.some((entry) => entry.url.endsWith('.js') && entry.url.startsWith('assets/')))
      missing.push('assets/*.js');
    if (missing.length > 0)
      throw new Error(`offline-app: the service worker's precache list lacks ${missing.join(', ')}`);
    mkdirSync(dirname(listFile), { recursive: true });
    const list = entries.map(({ revision, url }) => ({ revision, url }));
    writeFileSync(listFile, `${JSON.stringify(list)}\n`);
    return { manifest: entries };
  };

/**
 * Emits the manifest, the icons and the offline page, and links the manifest from index.html; notes the build's
 * output folder, where the precache list is recorded.
 */
function appFiles(build: { outDir: string }): Plugin {
  let base = '/';
  return {
    name: 'marketfront:offline-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      build.outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}${MANIFEST_NAME}` }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}icons/icon-192.png` },
          injectTo: 'head',
        },
      ],
    },
    generateBundle() {
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon, source: read(icon) });
      // The offline page's style and script are files beside it (the Content-Security-Policy allows no inline
      // ones), linked from the base: the page answers any address.
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: read('offline.html').toString('utf8').replaceAll('__BASE__', base),
      });
      for (const file of OFFLINE_PAGE_FILES.slice(1))
        this.emitFile({ type: 'asset', fileName: file, source: read(file) });
      const manifest = {
        name: 'Marketfront',
        short_name: 'Marketfront',
        description: 'Shop products from hundreds of sellers.',
        id: base,
        start_url: base,
        scope: base,
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d2433',
        icons: [
          { src: `${base}${ICONS[0]}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: `${base}${ICONS[1]}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: `${base}${ICONS[2]}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      };
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_NAME,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

export function offlineApp({ enabled }: { enabled: boolean }): Plugin[] {
  if (!enabled) return [];
  const build = { outDir: 'dist' };
  return [
    appFiles(build),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/app/pwa',
      filename: 'sw.ts',
      // AppUpdates registers the worker itself, after load and idle, and offers the update (shell/app-worker.ts).
      injectRegister: false,
      // The manifest is the file appFiles emits (precached through the glob below), not one of the plugin's.
      manifest: false,
      injectManifest: {
        // A classic script: AppUpdates registers the worker without `type: 'module'`.
        rollupFormat: 'iife',
        // Globbed from the written build, after Vite's own hooks deleted the CSS-only chunks (ADR 032 amendment):
        // the shell and every page chunk (JS and CSS), the offline page, the manifest and the icons. Fonts and
        // pictures are cached on first use instead (sw.ts).
        globPatterns: ['**/*.{js,css}', 'offline.html', MANIFEST_NAME, 'icons/*.png'],
        manifestTransforms: [(entries) => recordPrecacheList(join(build.outDir, PRECACHE_LIST))(entries)],
      },
    }),
  ];
}
