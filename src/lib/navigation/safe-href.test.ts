import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SAFE_LINK_PROTOCOLS, safeContentHref, safeHref } from './safe-href.ts';

describe('safeHref', () => {
  it.each([
    ['https://facebook.example/shop', 'https://facebook.example/shop'],
    ['http://maker.example', 'http://maker.example/'],
    ['HTTPS://Shop.Example/a?b=1#c', 'https://shop.example/a?b=1#c'],
    ['  https://padded.example/x \n', 'https://padded.example/x'],
    ['mailto:help@shop.example', 'mailto:help@shop.example'],
    ['tel:+15550100', 'tel:+15550100'],
    ['/page/returns', '/page/returns'],
    ['/product/red-shoe?colour=red#reviews', '/product/red-shoe?colour=red#reviews'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\n\tjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'java\u0000script:alert(1)',
    'javascript\t:alert(1)',
    'https://ok.example/\u0000',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://shop.example/0f2c',
    'ftp://files.example/a',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/%2F%2Fevil.com',
    '/javascript:alert(1)',
    'evil.com',
    'page/returns',
    '#top',
    '',
    '   ',
    'http://',
  ])('renders no link for %j', (value) => {
    expect(safeHref(value)).toBeUndefined();
  });

  it('renders no link for what is not a string', () => {
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(['https://ok.example'])).toBeUndefined();
  });

  it('property: a script scheme in any case, padded or split by ignorable characters, never passes', () => {
    const ignorable = fc.constantFrom(
      '',
      '',
      '',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u001f',
      '\u00a0',
      '\ufeff',
    );
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data');
    const disguised = fc
      .tuple(
        ignorable,
        scheme,
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        ignorable,
        ignorable,
      )
      .map(([lead, name, upper, inside, beforeColon]) => {
        const cased = [...name].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('');
        const middle = Math.floor(cased.length / 2);
        return `${lead}${cased.slice(0, middle)}${inside}${cased.slice(middle)}${beforeColon}:alert(1)`;
      });
    fc.assert(
      fc.property(disguised, (value) => {
        expect(safeHref(value)).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });

  it('property: whatever comes in, what comes out is a web, mail or phone address, or a path on this site', () => {
    const tricky = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc
        .array(
          fc.constantFrom(
            '/',
            '\\',
            '%2F',
            '%5C',
            '\t',
            '\n',
            '\u0000',
            ' ',
            'evil.com',
            ':',
            'javascript',
            'JavaScript',
            'data',
            'vbscript',
            'http',
            'mailto',
            'tel',
            '@',
            '.',
            '..',
            '?',
            '#',
          ),
          { maxLength: 8 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(tricky, (value) => {
        const href = safeHref(value);
        if (href === undefined) return;
        // Resolved the way a browser resolves a link on one of the shop's pages.
        const resolved = new URL(href, 'https://shop.example/product/red-shoe');
        expect(SAFE_LINK_PROTOCOLS.has(resolved.protocol)).toBe(true);
        if (!/^[a-z]+:/i.test(href)) {
          expect(href.startsWith('/') && !href.startsWith('//')).toBe(true);
          expect(resolved.origin).toBe('https://shop.example');
        }
        expect(href).not.toMatch(/\p{Cc}/u);
        // a backslash reads as a slash in web addresses and paths (harmless in mailto: and tel:)
        if (!/^(mailto|tel):/.test(href)) expect(href).not.toContain('\\');
        expect(safeHref(href)).toBe(href);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: every web address is kept', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeHref(url)).toBe(new URL(url).href);
      }),
    );
  });
});

describe('safeContentHref (links inside server HTML)', () => {
  const site = { origin: 'https://shop.example', basePath: '/' };
  const inFolder = { origin: 'https://shop.example', basePath: '/shop' };

  it.each([
    '/logout',
    '/user/cancel-order/5',
    '/cart/delete/12',
    '/delete/user-address/3',
    '/user/remove-wishlist-product/4',
    '/notification/remove/9',
    'https://shop.example/logout',
    'https://SHOP.example/user/cancel-order/5?remarks=x',
    '/product/../logout',
    '/admin/dashboard',
  ])('drops %j: a backend address of this site that opens no storefront route', (value) => {
    expect(safeContentHref(value, site)).toBeUndefined();
  });

  it.each([
    ['/product/red-shoe?colour=red', '/product/red-shoe?colour=red'],
    ['/category/audio', '/category/audio'],
    ['/page/returns#how', '/page/returns#how'],
    ['https://shop.example/campaign/summer', 'https://shop.example/campaign/summer'],
    ['https://maker.example/logout', 'https://maker.example/logout'],
    ['mailto:help@shop.example', 'mailto:help@shop.example'],
  ])('keeps %j: a storefront route, or another site, as safeHref would', (value, expected) => {
    expect(safeContentHref(value, site)).toBe(expected);
  });

  it('reads paths below a sub-folder install', () => {
    expect(safeContentHref('/shop/product/red-shoe', inFolder)).toBe('/shop/product/red-shoe');
    expect(safeContentHref('/shop', inFolder)).toBe('/shop');
    expect(safeContentHref('/shop/logout', inFolder)).toBeUndefined();
    expect(safeContentHref('/product/red-shoe', inFolder)).toBeUndefined();
  });

  it('never lets through what safeHref refuses', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (safeHref(value) === undefined) expect(safeContentHref(value, site)).toBeUndefined();
      }),
    );
  });
});
