import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE } from '../asset-caching.ts';
import {
  chunkFileName,
  DESIGN_SYSTEM_STYLES_CHUNK,
  FIRST_ROUTE_CHUNK,
  firstRouteChunking,
  HASH_NAMED_CHUNK,
  HOME_SECTIONS_CHUNK,
  PRELOAD_HELPER_CHUNK,
  REACT_DOM_CLIENT_CHUNK,
  reachedFromEarlierGroup,
  SECTION_PARTS_CHUNK,
  UI_BASE_CHUNK,
} from './chunk-groups.mjs';

// A module graph by static importers: module → the modules that import it.
const graph = (importers: Record<string, string[]>) => ({
  getModuleIds: () => Object.keys(importers),
  getModuleInfo: (id: string) => (id in importers ? { importers: importers[id]! } : null),
});
const css = (name: string) => `/repo/src/design-system/components/${name}/${name}.css.ts.vanilla.css`;
const sheet = (name: string) => `/repo/src/design-system/components/${name}/${name}.css.ts`;
const component = (name: string) => `/repo/src/design-system/components/${name}/${name}.tsx`;

const importers = {
  // The button: the header's frame renders it, in the first route.
  [css('Button')]: [sheet('Button')],
  [sheet('Button')]: [component('Button')],
  [component('Button')]: [
    '/repo/src/app/layout/HeaderPlaceholder.tsx',
    '/repo/src/features/cart/CartScreen.tsx',
  ],
  '/repo/src/app/layout/HeaderPlaceholder.tsx': ['/repo/src/app/layout/RootLayout.tsx'],
  '/repo/src/app/layout/RootLayout.tsx': ['/repo/src/main.tsx'],
  // The combobox: the header (the page frame, second wave) renders it.
  [css('Combobox')]: [sheet('Combobox')],
  [sheet('Combobox')]: [component('Combobox')],
  [component('Combobox')]: ['/repo/src/app/layout/Header.tsx'],
  // The checkbox: only the listing's filters (a lazy screen; its importer loads it dynamically).
  [css('Checkbox')]: [sheet('Checkbox')],
  [sheet('Checkbox')]: [component('Checkbox')],
  [component('Checkbox')]: ['/repo/src/features/catalogue/components/FacetGroup.tsx'],
  '/repo/src/features/catalogue/components/FacetGroup.tsx': [
    '/repo/src/features/catalogue/ListingScreen.tsx',
  ],
  '/repo/src/features/catalogue/ListingScreen.tsx': ['/repo/src/app/routes/listing.tsx'],
  '/repo/src/app/routes/listing.tsx': [],
  '/repo/src/features/cart/CartScreen.tsx': ['/repo/src/app/routes/cart.tsx'],
};

describe('where the stylesheets go (docs/performance.md, "Styles")', () => {
  const { plugin, groups, firstRouteStyles } = firstRouteChunking();
  const group = (name: string) => groups.find((g) => g.name === name)!;
  const captures = (name: string, id: string) => {
    const { test } = group(name);
    return typeof test === 'function' ? test(id) : test.test(id);
  };
  plugin.buildEnd.call(graph(importers));

  it('finds the stylesheets the first route or its second wave reaches statically', () => {
    expect(reachedFromEarlierGroup(css('Button'), graph(importers))).toBe(true);
    expect([...firstRouteStyles].sort()).toEqual([css('Button'), css('Combobox')].sort());
  });

  it('puts those in the first route’s stylesheet, the page frame’s (second wave) too', () => {
    expect(captures(FIRST_ROUTE_CHUNK, css('Button'))).toBe(true);
    expect(captures(FIRST_ROUTE_CHUNK, css('Combobox'))).toBe(true);
    expect(captures(DESIGN_SYSTEM_STYLES_CHUNK, css('Combobox'))).toBe(false);
    expect(captures(FIRST_ROUTE_CHUNK, css('Checkbox'))).toBe(false);
  });

  it('gathers the design system’s styles only later screens reach into one stylesheet, and nothing else', () => {
    expect(captures(DESIGN_SYSTEM_STYLES_CHUNK, css('Checkbox'))).toBe(true);
    expect(captures(DESIGN_SYSTEM_STYLES_CHUNK, component('Checkbox'))).toBe(false);
    expect(
      captures(
        DESIGN_SYSTEM_STYLES_CHUNK,
        '/repo/src/features/account/area/AccountLayout.css.ts.vanilla.css',
      ),
    ).toBe(false);
  });

  it('keeps each build’s stylesheets to itself', () => {
    expect([...firstRouteChunking().firstRouteStyles]).toEqual([]);
  });

  it('ends on an import cycle', () => {
    const cyclic = { [css('Tabs')]: ['/a.ts'], '/a.ts': ['/b.ts'], '/b.ts': ['/a.ts'] };
    expect(reachedFromEarlierGroup(css('Tabs'), graph(cyclic))).toBe(false);
  });
});

describe('a server-rendering build (VITE_SERVER_RENDER=on)', () => {
  const captures = (groups: ReturnType<typeof firstRouteChunking>['groups'], name: string, id: string) => {
    const test = groups.find((g) => g.name === name)?.test;
    return test === undefined ? false : typeof test === 'function' ? test(id) : test.test(id);
  };
  const preloadHelper = '\0vite/preload-helper.js';

  it('keeps the page entry out of the first-route chunk, which the hydrating entry loads too', () => {
    // Grouped in, src/main.tsx's body ran on a server-rendered page as well and rendered the app over the markup.
    const { groups } = firstRouteChunking({ serverRender: true });
    expect(captures(groups, FIRST_ROUTE_CHUNK, '/repo/src/main.tsx')).toBe(false);
    expect(captures(groups, FIRST_ROUTE_CHUNK, '/repo/src/app/routes/home.tsx')).toBe(true);
    expect(captures(firstRouteChunking().groups, FIRST_ROUTE_CHUNK, '/repo/src/main.tsx')).toBe(true);
  });

  it('gives Vite’s import helper a chunk of its own there only', () => {
    expect(
      captures(firstRouteChunking({ serverRender: true }).groups, PRELOAD_HELPER_CHUNK, preloadHelper),
    ).toBe(true);
    expect(firstRouteChunking().groups.map((g) => g.name)).not.toContain(PRELOAD_HELPER_CHUNK);
  });

  it('gives React DOM’s client, its scheduler and the entry’s stage module a chunk of their own there only, not React', () => {
    const { groups } = firstRouteChunking({ serverRender: true });
    for (const id of [
      '/repo/node_modules/react-dom/client.js',
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/repo/node_modules/scheduler/index.js',
      '/repo/src/app/shell/dom-client-stage.ts',
    ])
      expect(captures(groups, REACT_DOM_CLIENT_CHUNK, id)).toBe(true);
    // React stays in the first-route chunk, which the entry evaluates before React DOM's client.
    expect(captures(groups, REACT_DOM_CLIENT_CHUNK, '/repo/node_modules/react/cjs/react.production.js')).toBe(
      false,
    );
    expect(captures(groups, REACT_DOM_CLIENT_CHUNK, '/repo/node_modules/react-dom/index.js')).toBe(false);
    expect(groups.find((g) => g.name === REACT_DOM_CLIENT_CHUNK)?.includeDependenciesRecursively).toBe(false);
    expect(firstRouteChunking().groups.map((g) => g.name)).not.toContain(REACT_DOM_CLIENT_CHUNK);
  });
});

describe('the home sections and what other screens share with them', () => {
  const { groups } = firstRouteChunking();
  /** The group Rolldown puts a module in: the highest priority that matches it, then the earliest listed. */
  const groupOf = (id: string) =>
    groups
      .map((group, index) => ({ group, index }))
      .filter(({ group }) => (typeof group.test === 'function' ? group.test(id) : group.test.test(id)))
      .sort((a, b) => (b.group.priority ?? 0) - (a.group.priority ?? 0) || a.index - b.index)[0]?.group.name;

  it('gives the home page’s sections a chunk of their own', () => {
    expect(groupOf('/repo/src/features/home/sections/HomeSections.tsx')).toBe(HOME_SECTIONS_CHUNK);
    expect(groupOf('/repo/src/features/home/sections/TileRows.tsx')).toBe(HOME_SECTIONS_CHUNK);
    expect(groupOf('/repo/src/features/home/home-sections.ts')).toBe(HOME_SECTIONS_CHUNK);
  });

  it('puts the cards, the rows and the banner row the shop page shows in the chunk other screens load', () => {
    for (const id of [
      component('ProductCard'),
      component('ShopCard'),
      '/repo/src/domain/products/ViewedProductRow/ViewedProductRow.tsx',
      '/repo/src/domain/products/ProductRow.tsx',
      '/repo/src/features/home/sections/BannerRow.tsx',
    ])
      expect(groupOf(id)).toBe(SECTION_PARTS_CHUNK);
  });

  it('keeps what nearly every later screen needs — Radix’s base, the avatar, the error state — out of the cards', () => {
    for (const id of [
      '/repo/node_modules/@radix-ui/react-context/dist/index.mjs',
      '/repo/node_modules/@radix-ui/react-primitive/dist/index.mjs',
      component('Avatar'),
      '/repo/src/ui/QueryState/QueryError.tsx',
    ])
      expect(groupOf(id)).toBe(UI_BASE_CHUNK);
  });
});

describe('chunk file names (ADR 077)', () => {
  it('keeps the name of the entries, the runtime and every group, which a developer finds in the page', () => {
    const groupNames = [
      ...firstRouteChunking().groups.map((group) => group.name),
      ...firstRouteChunking({ serverRender: true }).groups.map((group) => group.name),
    ];
    for (const name of [...groupNames, 'index', 'hydrate', 'hydration', 'rolldown-runtime'])
      expect(chunkFileName({ name })).toBe('assets/[name]-[hash].js');
  });

  it('names a screen, a data module or a later part by its hash alone, still as <name>-<hash>', () => {
    for (const name of ['listing', 'account-addresses.data', 'ProductDetailsScreen', 'SafeHtml.css'])
      expect(chunkFileName({ name })).toBe(`assets/${HASH_NAMED_CHUNK}-[hash].js`);
    // The server's `Cache-Control` rule for hashed files (scripts/asset-caching.ts) still recognises the file.
    expect(cacheControlFor(`assets/${HASH_NAMED_CHUNK}-0etapg-6.js`)).toBe(IMMUTABLE);
  });
});
