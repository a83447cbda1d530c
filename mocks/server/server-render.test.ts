// The demo server's half of a server-rendered page (server-render.ts): the policy its style attributes need and the
// page it sends.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hydrationScriptsOf,
  partStylesheetsOf,
  styleAttributePolicy,
  towardsOwnServer,
  withDocument,
  withServerRender,
} from './server-render';

const sha = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

describe('styleAttributePolicy', () => {
  it("allows exactly the page's style attributes, by hash, each once, as the browser reads them", () => {
    const html =
      '<div style="--a:100%"></div><span style="--a:100%"></span><p style="font-family:&quot;Inter&quot;"></p>';
    expect(styleAttributePolicy(html)).toEqual({
      'style-src-attr': ["'unsafe-hashes'", sha('--a:100%'), sha('font-family:"Inter"')],
    });
  });

  it('adds nothing to a page without style attributes', () => {
    expect(styleAttributePolicy('<main><h1>Shop</h1></main>')).toEqual({});
  });
});

describe('withServerRender', () => {
  const page = [
    '<html><head><title>Marketfront</title><meta name="description" content="x">',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="preload" as="style" crossorigin href="/assets/product.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');

  it("loads the hydrating entry instead of the page's own, and carries the markup, head tags and state", () => {
    const sent = withServerRender(
      page,
      { html: '<title>Wok</title><main>Wok</main>', state: { a: '</script>' } },
      '/assets/hydrate-b.js',
    );
    expect(sent).toContain('<script type="module" crossorigin src="/assets/hydrate-b.js"></script>');
    expect(sent).not.toContain('index-a.js');
    expect(sent).toContain('<title>Wok</title></head>');
    expect(sent).not.toContain('<title>Marketfront</title>');
    expect(sent).toContain('<div id="root"><main>Wok</main></div>');
    expect(sent).toContain('<link rel="stylesheet" crossorigin href="/assets/product.css">');
    // The state cannot end its script element early.
    expect(sent).toContain('{"a":"\\u003c/script>"}');
  });

  it('sends no module preloads: the app is imported after the markup has painted', () => {
    const preloaded = page.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/first-route-a.js"><link rel="modulepreload" crossorigin href="/assets/preload-helper-d.js"><link rel="modulepreload" crossorigin="" href="/assets/product-b.js"></head>',
    );
    const sent = withServerRender(
      preloaded,
      { html: '<main>Wok</main>', state: {} },
      '/assets/hydrate-b.js',
      [],
      {
        imported: [
          '/assets/hydration-c.js',
          '/assets/hydrate-b.js',
          '/assets/preload-helper-d.js',
          '/assets/first-route-a.js',
        ],
        entry: ['/assets/hydrate-b.js', '/assets/preload-helper-d.js'],
      },
    );
    expect(sent).not.toContain('modulepreload');
    expect(sent).toContain('<link rel="stylesheet" crossorigin href="/assets/product.css">');
    // Listed instead, for the hydrating entry to start a few per task after the first paint: the hydration's
    // scripts first, each address once, and none the entry loads itself before the first paint.
    const list = /<script type="application\/json" id="mf-module-preloads">([^<]*)<\/script>/.exec(sent);
    expect(JSON.parse(list![1]!)).toEqual([
      '/assets/hydration-c.js',
      '/assets/first-route-a.js',
      '/assets/product-b.js',
    ]);
  });

  it('lists no module preloads when there are none', () => {
    const sent = withServerRender(page, { html: '<main>Wok</main>', state: {} }, '/assets/hydrate-b.js');
    expect(sent).not.toContain('mf-module-preloads');
  });

  it('paints without the web font: no font preload, and <html> marked for the fallbacks until it is loaded', () => {
    const withFont = page
      .replace('<html>', '<html lang="en" dir="ltr">')
      .replace(
        '<head>',
        '<head><link rel="preload" href="/assets/inter-latin-wght-normal-a.woff2" as="font" type="font/woff2" crossorigin>',
      );
    const sent = withServerRender(withFont, { html: '<main>Wok</main>', state: {} }, '/assets/hydrate-b.js');
    expect(sent).not.toContain('woff2');
    expect(sent).toMatch(/^<html data-web-font="after-first-paint" lang="en" dir="ltr"><head>/);
    // The page's other preloads stay.
    expect(sent).toContain('<link rel="stylesheet" crossorigin href="/assets/product.css">');
  });
});

describe('the stylesheets of lazily loaded parts', () => {
  const page = [
    '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="preload" as="style" crossorigin href="/assets/shared.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');

  it("lists the scripts the hydrating entry's import loads, and the entry's own, from the build's manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-render-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'src/hydrate.tsx': {
          file: 'assets/hydrate-1.js',
          imports: ['_preload-helper.js'],
          dynamicImports: ['src/app/shell/hydration.tsx'],
        },
        '_preload-helper.js': { file: 'assets/preload-helper-6.js' },
        'src/app/shell/hydration.tsx': {
          file: 'assets/hydration-2.js',
          imports: ['_App.js', '_first-route.js', '_preload-helper.js', 'src/hydrate.tsx'],
        },
        '_App.js': { file: 'assets/App-3.js', imports: ['_first-route.js'], css: ['assets/App-3.css'] },
        '_first-route.js': { file: 'assets/first-route-4.js' },
        'src/main.tsx': { file: 'assets/index-5.js', imports: ['_first-route.js'] },
      }),
    );
    expect(hydrationScriptsOf(dir)).toEqual({
      imported: [
        '/assets/hydration-2.js',
        '/assets/App-3.js',
        '/assets/first-route-4.js',
        '/assets/preload-helper-6.js',
        '/assets/hydrate-1.js',
      ],
      entry: ['/assets/hydrate-1.js', '/assets/preload-helper-6.js'],
    });
    expect(hydrationScriptsOf(join(dir, 'missing'))).toEqual({ imported: [], entry: [] });
  });

  it("links each part's stylesheets and those of the chunks it imports, once, from the build's manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-render-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'src/app/layout/GdprBanner.tsx': {
          file: 'assets/GdprBanner-1.js',
          imports: ['_SafeHtml.js', '_first-route.js'],
          css: ['assets/GdprBanner-1.css'],
        },
        '_SafeHtml.js': {
          file: 'assets/SafeHtml.js',
          imports: ['_first-route.js'],
          css: ['assets/shared.css'],
        },
        '_first-route.js': { file: 'assets/first-route.js', css: ['assets/first-route.css'] },
      }),
    );
    const stylesheets = partStylesheetsOf(dir)(['src/app/layout/GdprBanner.tsx']);
    expect(stylesheets).toEqual([
      '/assets/GdprBanner-1.css',
      '/assets/shared.css',
      '/assets/first-route.css',
    ]);
    expect(partStylesheetsOf(dir)([])).toEqual([]);

    const sent = withServerRender(page, { html: '<main>Wok</main>', state: {} }, '/assets/hydrate-b.js', [
      '/assets/GdprBanner-1.css',
      '/assets/shared.css',
    ]);
    expect(sent).toContain('<link rel="stylesheet" crossorigin href="/assets/GdprBanner-1.css"></head>');
    // What the page already names (here a route's stylesheet, applied instead of preloaded) is not linked twice.
    expect(sent.match(/href="\/assets\/shared\.css"/g)).toHaveLength(1);
  });
});

describe('withDocument', () => {
  const page =
    '<!doctype html><html lang="en" dir="ltr"><head><title>Shop</title></head><body></body></html>';

  it('gives <html> the language and direction the app renders in, and the shop’s colours as its style', () => {
    const sent = withDocument(page, {
      lang: 'ar',
      dir: 'rtl',
      theme: { '--mf-color-accent': '#aa0000', '--mf-color-menuBg': '#1e3a8a' },
    });
    expect(sent).toContain(
      '<html lang="ar" dir="rtl" style="--mf-color-accent:#aa0000;--mf-color-menuBg:#1e3a8a"><head><title>',
    );
    // Allowed by the page's policy, by the attribute's hash.
    expect(styleAttributePolicy(sent)).toEqual({
      'style-src-attr': ["'unsafe-hashes'", sha('--mf-color-accent:#aa0000;--mf-color-menuBg:#1e3a8a')],
    });
  });

  it('writes nothing but the theme’s own properties and colour values into the style', () => {
    const sent = withDocument(page, {
      lang: 'en"><script>alert(1)</script>',
      dir: 'ltr',
      theme: {
        '--mf-color-accent': 'red;}</style><script>alert(1)</script>',
        color: '#000',
        '--mf-color-menuText': '#ffffff',
      },
    });
    expect(sent).not.toContain('<script');
    expect(sent).toContain('lang="en&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(sent).toContain('style="--mf-color-menuText:#ffffff">');
  });

  it('leaves a page alone when the render described nothing', () => {
    expect(withDocument(page, undefined)).toBe(page);
  });
});

describe('towardsOwnServer', () => {
  const page = 'https://127.0.0.1:4273';
  const own = 'http://127.0.0.1:41234';

  it("sends a loader's request for the page's origin to where the demo server listens, path and query kept", () => {
    expect(String(towardsOwnServer(`${page}/product/lamp?x=1`, page, own))).toBe(`${own}/product/lamp?x=1`);
    expect(String(towardsOwnServer(new URL('/language/keywords', page), page, own))).toBe(
      `${own}/language/keywords`,
    );
    const request = towardsOwnServer(new Request(`${page}/cart`, { method: 'POST', body: '{}' }), page, own);
    expect(request).toBeInstanceOf(Request);
    expect((request as Request).url).toBe(`${own}/cart`);
    expect((request as Request).method).toBe('POST');
  });

  it('leaves other addresses, and every address when the server listens at the page’s origin, as they are', () => {
    expect(towardsOwnServer('https://cdn.example/a.json', page, own)).toBe('https://cdn.example/a.json');
    expect(towardsOwnServer(`${own}/cart`, own, own)).toBe(`${own}/cart`);
    expect(towardsOwnServer(`${page}/cart`, page, undefined)).toBe(`${page}/cart`);
  });
});
