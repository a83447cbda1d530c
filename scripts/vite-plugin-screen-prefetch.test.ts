import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { routeTable, screenFile, screenOf, type RouteName } from '../src/lib/navigation/route-table.ts';
import { routeFiles, screenFiles } from './vite-plugin-screen-prefetch.ts';

const chunk = (
  fileName: string,
  options: {
    entry?: boolean;
    dynamic?: boolean;
    facade?: string;
    name?: string;
    modules?: string[];
    imports?: string[];
    css?: string[];
  },
) =>
  ({
    type: 'chunk',
    fileName,
    name: options.name ?? fileName.replace(/^assets\/|\.js$/g, ''),
    isEntry: options.entry ?? false,
    isDynamicEntry: options.dynamic ?? false,
    facadeModuleId: options.facade ?? null,
    moduleIds: options.modules ?? (options.facade ? [options.facade] : []),
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

describe('screen-files.json', () => {
  it('lists each screen chunk with what it imports and its CSS, minus what the first route already brings', () => {
    const files = [
      chunk('assets/first-route.js', {
        entry: true,
        imports: ['assets/react.js'],
        css: ['assets/first-route.css'],
      }),
      chunk('assets/react.js', {}),
      chunk('assets/cart.js', {
        dynamic: true,
        facade: '/repo/src/app/routes/cart.tsx',
        imports: ['assets/react.js', 'assets/money.js'],
        css: ['assets/cart.css'],
      }),
      chunk('assets/money.js', {}),
      chunk('assets/home.data.js', { dynamic: true, facade: '/repo/src/app/routes/home.data.ts' }),
      chunk('assets/pusher.js', { dynamic: true, facade: '/repo/node_modules/pusher-js/dist/web/pusher.js' }),
      chunk('assets/Toast.js', {
        dynamic: true,
        facade: '/repo/src/design-system/components/Toast/Toast.tsx',
      }),
    ];
    const bundle = Object.fromEntries(files.map((file) => [file.fileName, file])) as Rolldown.OutputBundle;
    expect(screenFiles(bundle)).toEqual([
      'assets/cart.js',
      'assets/cart.css',
      'assets/money.js',
      'assets/home.data.js',
    ]);
  });
});

describe('route-files.json', () => {
  // A build with a chunk for every screen the route table names (home is grouped into the first route).
  const build = (leave?: string) => {
    const screens = new Set<string>(
      (Object.keys(routeTable) as RouteName[]).map(screenOf).filter((s) => s !== 'home' && s !== leave),
    );
    const files = [
      chunk('assets/first-route.js', { entry: true, imports: ['assets/react.js'] }),
      chunk('assets/react.js', {}),
      chunk('assets/product.data.js', {
        dynamic: true,
        facade: '/repo/src/app/routes/product.data.ts',
        imports: ['assets/react.js', 'assets/product-queries.js'],
      }),
      chunk('assets/product-queries.js', {}),
      // The groups index.html preloads (docs/performance.md, "The first route"): every page has them, so no route
      // lists them.
      chunk('assets/validation.js', {
        name: 'validation',
        modules: ['/repo/node_modules/zod/mini.js', '/repo/src/api-generated/model/getCartResponse.zod.ts'],
      }),
      chunk('assets/home.js', { name: 'home', imports: ['assets/react.js'] }),
      // The first answers' response schemas (`firstAnswers` in the route table), each loaded with its request.
      chunk('assets/getProductDetailsResponse.zod.js', {
        dynamic: true,
        facade: '/repo/src/api-generated/model/getProductDetailsResponse.zod.ts',
        imports: ['assets/validation.js', 'assets/review.zod.js'],
      }),
      chunk('assets/review.zod.js', { imports: ['assets/validation.js'] }),
      chunk('assets/getShopPageResponse.zod.js', {
        dynamic: true,
        facade: '/repo/src/api-generated/model/getShopPageResponse.zod.ts',
        imports: ['assets/validation.js'],
      }),
      chunk('assets/getFilteredProductsResponse.zod.js', {
        dynamic: true,
        facade: '/repo/src/api-generated/model/getFilteredProductsResponse.zod.ts',
        imports: ['assets/validation.js'],
      }),
      chunk('assets/getFilterDataResponse.zod.js', {
        dynamic: true,
        facade: '/repo/src/api-generated/model/getFilterDataResponse.zod.ts',
        imports: ['assets/validation.js'],
      }),
      ...[...screens].map((screen) =>
        chunk(`assets/${screenFile(screen)}.js`, {
          dynamic: true,
          facade: `/repo/src/app/routes/${screenFile(screen)}.tsx`,
          imports: [
            'assets/react.js',
            ...(screen === 'product' ? ['assets/product-queries.js'] : []),
            // The listing reaches the home sections' cards, which import the home chunk.
            ...(screen === 'listing' ? ['assets/home.js'] : []),
          ],
          css: [`assets/${screenFile(screen)}.css`],
        }),
      ),
    ];
    return Object.fromEntries(files.map((file) => [file.fileName, file])) as Rolldown.OutputBundle;
  };

  it('gives each route its data module’s, first answer’s schema’s and screen’s files beyond every page’s', () => {
    const routes = routeFiles(build());
    // The data module first (its loader starts the requests), then the schema of the answer it awaits, which a
    // server preloads: without the schema beside it, that answer would wait for it one round trip late.
    expect(routes.find((r) => r.path === '/product/:slug')?.files).toEqual([
      'assets/product.data.js',
      'assets/product-queries.js',
      'assets/getProductDetailsResponse.zod.js',
      'assets/review.zod.js',
      'assets/product.js',
      'assets/product.css',
    ]);
    expect(routes.find((r) => r.path === '/shop/:slug')?.files).toEqual([
      'assets/getShopPageResponse.zod.js',
      'assets/shop.js',
      'assets/shop.css',
    ]);
    // The cart's schema is in the validation group, which index.html preloads on every page.
    expect(routes.find((r) => r.path === '/cart')?.files).toEqual(['assets/cart.js', 'assets/cart.css']);
    // Several routes, one screen: every listing route names the listing screen's files, after the schemas of the
    // products and facets its loader asks for.
    const listing = [
      'assets/getFilteredProductsResponse.zod.js',
      'assets/getFilterDataResponse.zod.js',
      'assets/listing.js',
      'assets/listing.css',
    ];
    expect(routes.find((r) => r.path === '/category/:slug')?.files).toEqual(listing);
    expect(routes.find((r) => r.path === '/products')?.files).toEqual(listing);
    expect(routes.find((r) => r.path === '/daily-deals')?.files).toEqual([
      'assets/daily-deals.js',
      'assets/daily-deals.css',
    ]);
    expect(routes.some((r) => r.path === '/')).toBe(false);
    expect(routes).toHaveLength(Object.keys(routeTable).length - 1);
  });

  it('lists a stylesheet several of a route’s chunks share once (the design system’s styles: docs/performance.md, "Styles")', () => {
    const bundle = build();
    const css = (file: string) =>
      (bundle[file] as unknown as { viteMetadata: { importedCss: Set<string> } }).viteMetadata.importedCss;
    css('assets/product.js').add('assets/design-system-styles.css');
    css('assets/product-queries.js').add('assets/design-system-styles.css');
    expect(routeFiles(bundle).find((r) => r.path === '/product/:slug')?.files).toEqual([
      'assets/product.data.js',
      'assets/product-queries.js',
      'assets/design-system-styles.css',
      'assets/getProductDetailsResponse.zod.js',
      'assets/review.zod.js',
      'assets/product.js',
      'assets/product.css',
    ]);
  });

  it('fails the build when a first answer’s response schema is in no chunk', () => {
    const bundle = build();
    delete (bundle as Record<string, unknown>)['assets/getShopPageResponse.zod.js'];
    expect(() => routeFiles(bundle)).toThrow(/no chunk holds the getShopPage response schema \(route shop\)/);
  });

  it('fails the build when a screen of the route table has no chunk', () => {
    expect(() => routeFiles(build('wallet'))).toThrow(/no chunk for the wallet screen/);
  });
});
