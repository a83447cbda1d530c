import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchRoutes } from 'react-router';
import { shopModules, type ShopModules } from '../modules/modules.ts';
import {
  firstSegment,
  resolveMenu,
  resolveMenuUrl,
  type MenuLinkContext,
  type MenuLinkEntry,
} from './menu-links.ts';
import { moduleOf, routeTable, type RouteName } from './route-table.ts';
import { SAFE_LINK_PROTOCOLS } from './safe-href.ts';

const allOn: ShopModules = shopModules({
  settings: {
    seller_system: 1,
    coupon_system: 1,
    wallet_system: 1,
    pay_later_system: 1,
    pickup_point: 1,
    color: 1,
  },
  addOns: ['reward', 'refund', 'otp_system', 'offline_payment', 'video_shopping', 'wholesale'],
});
const ROUTES = Object.entries(routeTable).map(([id, row]) => ({ id, path: row.path }));
const shop: MenuLinkContext = { siteUrl: 'https://shop.example', modules: allOn };
const inFolder: MenuLinkContext = { siteUrl: 'https://host.example/store', modules: allOn };
const withOff = (...off: (keyof ShopModules)[]): MenuLinkContext => ({
  ...shop,
  modules: { ...allOn, ...Object.fromEntries(off.map((name) => [name, false])) },
});

describe('resolveMenuUrl', () => {
  it.each([
    ['/campaigns', { kind: 'route', to: '/campaigns', route: 'campaigns' }],
    ['/page/about-us#team', { kind: 'route', to: '/page/about-us#team', route: 'staticPage' }],
    ['/products?sort=newest', { kind: 'route', to: '/products?sort=newest', route: 'products' }],
    [' /flash-sale ', { kind: 'route', to: '/flash-sale', route: 'flashSale' }],
    ['https://shop.example/daily-deals', { kind: 'route', to: '/daily-deals', route: 'dailyDeals' }],
    ['HTTP://SHOP.EXAMPLE/blogs', { kind: 'route', to: '/blogs', route: 'blogs' }],
    ['https://shop.example', { kind: 'route', to: '/', route: 'home' }],
    ['/seller/login', { kind: 'document', href: '/seller/login' }],
    ['https://shop.example/admin', { kind: 'document', href: 'https://shop.example/admin' }],
    ['https://facebook.example/shop', { kind: 'external', href: 'https://facebook.example/shop' }],
    [
      'https://shop.example.evil.test/blogs',
      { kind: 'external', href: 'https://shop.example.evil.test/blogs' },
    ],
    ['https://user@shop.example/blogs', { kind: 'external', href: 'https://user@shop.example/blogs' }],
    ['mailto:help@shop.example', { kind: 'external', href: 'mailto:help@shop.example' }],
    ['tel:+15550100', { kind: 'external', href: 'tel:+15550100' }],
  ])('%j leads to %j', (url, expected) => {
    expect(resolveMenuUrl(url, shop)).toEqual(expected);
  });

  it('reads addresses below a sub-folder install as the storefront’s own', () => {
    expect(resolveMenuUrl('https://host.example/store/campaigns', inFolder)).toEqual({
      kind: 'route',
      to: '/campaigns',
      route: 'campaigns',
    });
    expect(resolveMenuUrl('/store/page/terms', inFolder)).toEqual({
      kind: 'route',
      to: '/page/terms',
      route: 'staticPage',
    });
    expect(resolveMenuUrl('/brands', inFolder)).toEqual({ kind: 'route', to: '/brands', route: 'brands' });
    // The same host outside the folder is another application.
    expect(resolveMenuUrl('https://host.example/other/campaigns', inFolder)).toEqual({
      kind: 'external',
      href: 'https://host.example/other/campaigns',
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(document.cookie)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '\\\\evil.example',
    'evil.example',
    'campaigns',
    '#',
    '/page/100%',
    '',
    null,
    42,
    { url: '/campaigns' },
  ])('gives no link for %j', (url) => {
    expect(resolveMenuUrl(url, shop)).toBe('no-link');
  });

  it('leaves out the routes of a switched-off module, wherever they are written', () => {
    const noSellers = withOff('sellers');
    expect(resolveMenuUrl('/sellers', noSellers)).toBe('switched-off');
    expect(resolveMenuUrl('/shop/green-grocer', noSellers)).toBe('switched-off');
    expect(resolveMenuUrl('https://shop.example/register/seller', noSellers)).toBe('switched-off');
    expect(resolveMenuUrl('/video-shopping', withOff('videoShopping'))).toBe('switched-off');
    expect(resolveMenuUrl('/my-wallet', withOff('wallet'))).toBe('switched-off');
    expect(resolveMenuUrl('/sellers', shop)).toMatchObject({ kind: 'route', route: 'sellers' });
  });
});

describe('resolveMenu', () => {
  it('keeps the owner’s labels and order, one level of children, and drops what cannot be used', () => {
    const menu = [
      { label: 'Home', url: '/' },
      {
        label: 'Shop',
        url: '#',
        children: [
          { label: 'Daily Deals', url: '/daily-deals' },
          { label: 'Sellers', url: '/sellers' },
          { label: 'Evil', url: 'javascript:alert(1)' },
          { label: '  ', url: '/flash-sale' },
          { label: 'Deep', url: '/campaigns', children: [{ label: 'Deeper', url: '/brands' }] },
        ],
      },
      { label: 'Nowhere', url: 'javascript:alert(1)' },
      { label: 'Only sellers', url: '#', children: [{ label: 'All shops', url: '/sellers' }] },
      { label: '', url: '/blogs' },
      'not an entry',
      null,
    ];
    const resolved = resolveMenu(menu, withOff('sellers'));
    const shape = (entries: readonly MenuLinkEntry[]): unknown[] =>
      entries.map((entry) => [entry.label, entry.target?.kind ?? null, shape(entry.children)]);
    expect(shape(resolved)).toEqual([
      ['Home', 'route', []],
      [
        'Shop',
        null,
        [
          ['Daily Deals', 'route', []],
          ['Deep', 'route', []],
        ],
      ],
    ]);
  });

  it('treats what is not a list as an empty menu', () => {
    expect(resolveMenu(undefined, shop)).toEqual([]);
    expect(resolveMenu('', shop)).toEqual([]);
    expect(resolveMenu({ label: 'Home', url: '/' }, shop)).toEqual([]);
  });
});

// Hostile and random addresses: whatever the owner (or whoever got into the settings) wrote, a link is only ever a
// path on this site that the router matches to a route that is on, a plain path on this site, or a safe scheme.
const hostilePrefix = fc.constantFrom(
  '',
  'javascript:',
  ' JaVaScRiPt:',
  'java\tscript:',
  'data:text/html,',
  'vbscript:',
  '//',
  '/\\',
  '\\\\',
  '/%2F%2F',
  '/%252F%252F',
  '/./',
  '/../',
  'https://shop.example/',
  'https://shop.example//',
  'https://shop.example/\\',
  'http://evil.example/',
  'mailto:',
  'tel:',
  '/',
);
const pathPiece = fc.constantFrom(
  ...Object.values(routeTable).map((row) => row.path.replace(/:(\w+)\??/g, 'x')),
);
const hostileUrl = fc.oneof(
  fc.string(),
  fc.webUrl(),
  fc.tuple(hostilePrefix, fc.string()).map(([prefix, rest]) => prefix + rest),
  fc.tuple(hostilePrefix, pathPiece).map(([prefix, path]) => prefix + path.replace(/^\//, '')),
);
const moduleSwitches = fc
  .record(
    Object.fromEntries(Object.keys(allOn).map((name) => [name, fc.boolean()])) as Record<
      keyof ShopModules,
      fc.Arbitrary<boolean>
    >,
  )
  .map((modules): ShopModules => modules);

describe('resolveMenuUrl finds the route the router would', () => {
  it('asks about the routes of a path’s first segment, a fixed word in every route of the table', () => {
    // A route whose first segment is a parameter (`/:lang/…`) could match any path: the resolver's index by that
    // word would miss it.
    for (const { path } of ROUTES) expect(firstSegment(path), path).toMatch(/^[a-z-]*$/);
  });
  // The resolver asks `matchRoutes` about the routes whose first segment can match, not the whole table.
  const samples = Object.values(routeTable).flatMap(({ path }) => {
    const filled = path.replace(/:[a-z_]+\??/gi, 'x-1').replace(/\/$/, '') || '/';
    return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/more`, `${filled}x`, `/x${filled}`];
  });
  // (`//…` is another site's address, never a path: safeHref's business, tested above.)
  const paths = [...samples, '/', '/payment', '/PAYMENT/abc', '/%70age/a', '/user', '/unknown/page'];
  it.each([...new Set(paths.filter((path) => !path.startsWith('//')))])('%s', (pathname) => {
    const expected = matchRoutes(ROUTES, pathname)?.at(-1)?.route.id;
    const verdict = resolveMenuUrl(pathname, shop);
    if (expected === undefined) expect(verdict).toMatchObject({ kind: 'document' });
    else expect(verdict).toMatchObject({ kind: 'route', route: expected });
  });
});

describe('resolveMenuUrl with hostile input (property)', () => {
  it('only ever links to a route that is on, a path on this site, or a safe scheme', () => {
    fc.assert(
      fc.property(hostileUrl, moduleSwitches, (url, modules) => {
        const verdict = resolveMenuUrl(url, { siteUrl: 'https://shop.example', modules });
        if (typeof verdict === 'string') return;
        if (verdict.kind === 'external') {
          const parsed = new URL(verdict.href);
          expect(SAFE_LINK_PROTOCOLS.has(parsed.protocol)).toBe(true);
          expect(parsed.host).not.toBe('shop.example');
          return;
        }
        const address = verdict.kind === 'route' ? verdict.to : verdict.href;
        const resolved = new URL(address, 'https://shop.example');
        expect(resolved.origin).toBe('https://shop.example');
        if (verdict.kind === 'route') {
          expect(address.startsWith('/')).toBe(true);
          expect(address.startsWith('//') || address.includes('\\')).toBe(false);
          const route = matchRoutes(ROUTES, resolved.pathname)?.at(-1)?.route.id as RouteName;
          expect(route).toBe(verdict.route);
          const module = moduleOf(route);
          expect(module === undefined || modules[module]).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets a menu offer a route of a switched-off module, at either level', () => {
    const entry = fc.record({ label: fc.string({ minLength: 1 }), url: hostileUrl });
    const menu = fc.array(
      fc.record({
        label: fc.string({ minLength: 1 }),
        url: hostileUrl,
        children: fc.array(entry, { maxLength: 4 }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(menu, moduleSwitches, (entries, modules) => {
        const all = resolveMenu(entries, { siteUrl: 'https://shop.example', modules }).flatMap((e) => [
          e,
          ...e.children,
        ]);
        for (const { target } of all) {
          if (target?.kind !== 'route') continue;
          const module = moduleOf(target.route);
          expect(module === undefined || modules[module]).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
