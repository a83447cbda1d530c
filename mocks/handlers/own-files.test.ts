import { describe, expect, it } from 'vitest';
import { demoShopWorkerUrl, isOwnFile } from './own-files';

const origin = 'https://shop.example';
const own = (path: string, base = '/') => isOwnFile(new URL(path, origin), origin, base);

describe('isOwnFile: what the demo shop lets through to the network without trying its handlers', () => {
  it('takes the build’s files and the dev server’s modules', () => {
    for (const path of [
      '/assets/first-route-CYnaPGyh.js',
      '/assets/inter-latin-wght-normal.woff2',
      '/icons/icon-192.png',
      '/sw.js',
      '/mockServiceWorker.js',
      '/manifest.webmanifest',
      '/offline.html',
      '/route-files.json',
      '/src/main.tsx',
      '/node_modules/.vite/deps/react.js?v=1',
      '/@vite/client',
      '/@fs/work/main/src/app/App.tsx',
      '/__vitest_browser__/tester.html',
      '/sb-preview/runtime.js',
    ])
      expect(own(path), path).toBe(true);
  });

  it('never takes the shop’s API, the demo’s stand-ins or pages', () => {
    for (const path of [
      '/start-data',
      '/home/page?page=1',
      '/home/product-details/assets-bag',
      '/cart/list',
      '/user/confirm-order',
      '/__demo-shop/vendor/paypal.js',
      '/__demo-shop/recaptcha-stand-in.js',
      '/product/sw.js',
      '/',
      '/srcset',
    ])
      expect(own(path), path).toBe(false);
  });

  it('reads paths below the app’s base path and only on its own origin', () => {
    expect(own('/shop/assets/app.js', '/shop/')).toBe(true);
    expect(own('/assets/app.js', '/shop/')).toBe(false);
    expect(isOwnFile(new URL('https://cdn.example/assets/app.js'), origin, '/')).toBe(false);
  });
});

describe('demoShopWorkerUrl: the worker that routes the own files past itself (ADR 075)', () => {
  /** The worker's reading of `?own=`: a path below the scope, `*` at the end taking every path that begins so. */
  const routed = (url: string, path: string) => {
    const own = new URL(url, origin).searchParams.get('own') ?? '';
    return own
      .split(',')
      .some((entry) => (entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry));
  };

  it('is the demo shop’s worker below the app’s base path', () => {
    expect(new URL(demoShopWorkerUrl('/shop/'), origin).pathname).toBe('/shop/demo-shop-worker.js');
  });

  it('routes exactly the files isOwnFile lets through', () => {
    const url = demoShopWorkerUrl('/');
    for (const path of [
      'assets/first-route-CYnaPGyh.js',
      'icons/icon-192.png',
      'demo-shop-worker.js',
      'mockServiceWorker.js',
      'route-files.json',
      'src/main.tsx',
      'node_modules/.vite/deps/react.js',
      '@vite/client',
      '__vitest_browser__/tester.html',
      'sb-preview/runtime.js',
      'start-data',
      'home/product-details/assets-bag',
      'cart/list',
      '__demo-shop/vendor/paypal.js',
      'product/sw.js',
      '',
      'srcset',
    ])
      expect(routed(url, path), path).toBe(own(`/${path}`));
  });
});
