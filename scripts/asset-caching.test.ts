// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as demoShop } from '../mocks/node';
import { cacheControlFor, IMMUTABLE, immutableAssetsOnPreview, REVALIDATE } from './asset-caching.ts';

describe('how long a browser keeps a file of the build', () => {
  it('keeps Vite’s hashed files for good and asks again for everything else', () => {
    expect(cacheControlFor('assets/first-route-C4_ZGpoE.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/index-Bz_AaCjk.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/inter-latin-400-normal-BOOGhInR.woff2')).toBe(IMMUTABLE);
    for (const path of [
      'index.html',
      'sw.js',
      'mockServiceWorker.js',
      'route-files.json',
      'assets/logo.svg',
      'icons/icon-192.png',
    ]) {
      expect(cacheControlFor(path), path).toBe(REVALIDATE);
    }
  });
});

describe('vite preview, as the journeys are served', () => {
  let dir = '';
  let server: PreviewServer;
  let origin = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'preview-caching-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shop</title>');
    writeFileSync(join(dir, 'assets/index-AbC123xy.js'), 'export {};');
    writeFileSync(join(dir, 'route-files.json'), '{}');
    server = await preview({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { outDir: dir },
      preview: { port: 0, host: '127.0.0.1' },
      plugins: [immutableAssetsOnPreview()],
    });
    origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });
  // The unit tests' demo shop answers every request, and fails one it does not know: these go to the server.
  beforeEach(() => demoShop.use(http.all(`${origin}/*`, () => passthrough())));
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed script as immutable, where its own file server says no-cache', async () => {
    const response = await fetch(`${origin}/assets/index-AbC123xy.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('leaves the page and the route lists to be asked for again', async () => {
    for (const path of ['/', '/route-files.json', '/products']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(REVALIDATE);
    }
  });
});
