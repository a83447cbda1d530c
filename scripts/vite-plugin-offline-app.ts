// The installable production app (issue 11, ADR 032): emits the web app manifest, the icons, the offline page
// and the service worker (src/app/pwa/sw-template.js with the build's precache list), and links the manifest
// from index.html. Production builds only: dev, e2e and demo builds run the demo shop's MSW worker, and one
// scope has one service worker.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

const read = (path: string) => readFileSync(new URL(`../src/app/pwa/${path}`, import.meta.url));

export const MANIFEST_NAME = 'manifest.webmanifest';
export const WORKER_NAME = 'sw.js';
const OFFLINE_PAGE_FILES = ['offline.css', 'offline.js'];

export function offlineApp({ enabled }: { enabled: boolean }): Plugin {
  let base = '/';
  return {
    name: 'marketfront:offline-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        enabled
          ? [
              { tag: 'link', attrs: { rel: 'manifest', href: `${base}${MANIFEST_NAME}` }, injectTo: 'head' },
              {
                tag: 'link',
                attrs: { rel: 'apple-touch-icon', href: `${base}icons/icon-192.png` },
                injectTo: 'head',
              },
            ]
          : [],
    },
    generateBundle: {
      // After Vite's own generateBundle hooks: vite:css-post deletes the JS chunks that only carried CSS (every
      // `*.css.ts.vanilla-*.js`), and a precache entry for a file that is not shipped fails the worker's install
      // (cache.addAll rejects), which leaves the shop neither installable nor usable offline.
      order: 'post',
      handler(_options, bundle) {
        if (!enabled) return;
        const icons = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'];
        for (const icon of icons) {
          this.emitFile({ type: 'asset', fileName: `icons/${icon}`, source: read(`icons/${icon}`) });
        }
        // The offline page's style and script are files beside it (the Content-Security-Policy allows no inline
        // ones), linked from the base: the page answers any address.
        this.emitFile({
          type: 'asset',
          fileName: 'offline.html',
          source: read('offline.html').toString('utf8').replaceAll('__BASE__', base),
        });
        for (const file of OFFLINE_PAGE_FILES) {
          this.emitFile({ type: 'asset', fileName: file, source: read(file) });
        }
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
            { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: `${base}icons/icon-maskable-512.png`,
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        };
        this.emitFile({
          type: 'asset',
          fileName: MANIFEST_NAME,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
        // The shell and every page chunk (JS and CSS); fonts and images are cached on first use instead.
        const files = Object.values(bundle)
          .map((file) => file.fileName)
          .filter((name) => /\.(?:js|css)$/.test(name) && !name.startsWith('.vite/'))
          .sort();
        const precache = [
          ...new Set([
            ...files,
            'offline.html',
            ...OFFLINE_PAGE_FILES,
            ...icons.map((icon) => `icons/${icon}`),
          ]),
        ];
        const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
        const worker = read('sw-template.js')
          .toString('utf8')
          .replace("'__VERSION__'", JSON.stringify(version))
          .replace("'__PRECACHE__'", JSON.stringify(JSON.stringify(precache)));
        this.emitFile({ type: 'asset', fileName: WORKER_NAME, source: worker });
      },
    },
  };
}
