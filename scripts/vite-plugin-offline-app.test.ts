import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineApp, recordPrecacheList } from './vite-plugin-offline-app.ts';

const entry = (url: string, revision: string | null = null) => ({ url, revision, size: 100 });
const complete = [
  entry('offline.html', 'a1'),
  entry('offline.css', 'b2'),
  entry('offline.js', 'c3'),
  entry('manifest.webmanifest', 'd4'),
  entry('icons/icon-192.png', 'e5'),
  entry('icons/icon-512.png', 'f6'),
  entry('icons/icon-maskable-512.png', 'g7'),
  entry('assets/index-AbC123xy.js'),
  entry('assets/index-DeF456zw.css'),
];

describe('the service worker’s precache list', () => {
  const dirs: string[] = [];
  const listFile = () => {
    const dir = mkdtempSync(join(tmpdir(), 'precache-'));
    dirs.push(dir);
    return join(dir, '.vite/precache-manifest.json');
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is recorded for the budget check as Workbox injects it: revision and url, in its order', async () => {
    const file = listFile();
    const result = await recordPrecacheList(file)(complete);
    expect(result.manifest).toBe(complete);
    expect(readFileSync(file, 'utf8')).toBe(
      `${JSON.stringify(complete.map(({ revision, url }) => ({ revision, url })))}\n`,
    );
  });

  it('fails the build when the offline page, the manifest, an icon or every script is missing', () => {
    const without = (...urls: string[]) => complete.filter((item) => !urls.includes(item.url));
    expect(() => recordPrecacheList(listFile())(without('offline.html'))).toThrow(
      "the service worker's precache list lacks offline.html",
    );
    expect(() =>
      recordPrecacheList(listFile())(without('manifest.webmanifest', 'icons/icon-512.png')),
    ).toThrow('lacks manifest.webmanifest, icons/icon-512.png');
    expect(() => recordPrecacheList(listFile())(without('assets/index-AbC123xy.js'))).toThrow(
      'lacks assets/*.js',
    );
  });
});

describe('the offline app plugins', () => {
  it('are none where the demo shop’s MSW worker owns the scope, Workbox’s injectManifest build otherwise', () => {
    expect(offlineApp({ enabled: false })).toEqual([]);
    const names = offlineApp({ enabled: true }).map((plugin) => plugin.name);
    expect(names).toEqual(expect.arrayContaining(['marketfront:offline-app', 'vite-plugin-pwa:build']));
  });
});
