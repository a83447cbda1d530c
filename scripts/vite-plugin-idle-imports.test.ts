import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  chunkFilesOf,
  chunksWaitingForStylesheets,
  idleImports,
  idleImportSpecifiers,
} from './vite-plugin-idle-imports.ts';

const chunk = (
  fileName: string,
  facade: string | null,
  { imports = [] as string[], css = [] as string[], entry = false } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    isEntry: entry,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

const fromJs = { hostType: 'js' } as const;

type GenerateBundle = (this: unknown, options: unknown, bundle: unknown) => void;

describe('idle-time imports', () => {
  it('finds the modules loaded through deferred() and idleWidget(), with or without type arguments', () => {
    const code = `
      const panel = deferred<PopoverProps>(() => import('./PopoverPanel'));
      const region = deferred(() => import("./ToastRegion"));
      const Popup = idleWidget(() =>
        import('@/features/newsletter/NewsletterPopup').then((m) => m.NewsletterPopup),
      );
      const Screen = lazy(() => import('./routes/cart'));
      const later = () => import('./AccountDropdown');
    `;
    expect(idleImportSpecifiers(code)).toEqual([
      './PopoverPanel',
      './ToastRegion',
      '@/features/newsletter/NewsletterPopup',
    ]);
  });

  it('finds every deferred part of the design system and every idle widget of the layout', () => {
    const read = (file: string) => idleImportSpecifiers(readFileSync(file, 'utf8'));
    expect(read('src/design-system/components/Select/Select.tsx')).toEqual(['./SelectListbox']);
    expect(read('src/design-system/components/Toast/Toast.tsx')).toEqual(['./ToastRegion']);
    expect(read('src/app/layout/RootLayout.tsx')).toEqual([
      '@/features/newsletter/NewsletterPopup',
      './DemoColourSwitcher',
      './ConnectionNotice',
      './AppUpdates',
      './LiveNotifications',
      '@/features/localisation/LiveRates',
      './RecentlyViewedLoader',
      './IdlePreloads',
    ]);
  });

  // The plugin finds idle-time imports by their call text: a call it does not recognise (a new wrapper, an `async`
  // arrow, a variable instead of an inline import) would silently keep its preload links. Every call in the sources
  // must be one it recognises.
  it('recognises every deferred() and idleWidget() call in the sources', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => join('src', file));
    const calls = /\b(?:deferred|idleWidget)\s*(?:<[^>()]*>)?\(/g;
    const definitions = /\bfunction\s+(?:deferred|idleWidget)\s*(?:<[^>()]*>)?\(/g;
    let recognised = 0;
    for (const file of sources) {
      const code = readFileSync(file, 'utf8');
      const written = (code.match(calls)?.length ?? 0) - (code.match(definitions)?.length ?? 0);
      expect(idleImportSpecifiers(code).length, file).toBe(written);
      recognised += written;
    }
    expect(recognised).toBeGreaterThanOrEqual(10);
  });

  it('names the chunks whose entry module is an idle-time one', () => {
    const bundle = {
      a: chunk('assets/SelectListbox-1.js', '/repo/src/design-system/components/Select/SelectListbox.tsx'),
      b: chunk('assets/cart-2.js', '/repo/src/app/routes/cart.tsx'),
      c: chunk('assets/dist-3.js', null),
      d: { type: 'asset', fileName: 'assets/x.css' },
    } as unknown as Rolldown.OutputBundle;
    const ids = new Set(['/repo/src/design-system/components/Select/SelectListbox.tsx']);
    expect([...chunkFilesOf(bundle, ids)]).toEqual(['assets/SelectListbox-1.js']);
  });

  it('drops the JavaScript preloads of idle-time chunks only, once the bundle is known', async () => {
    const { plugin, resolveDependencies } = idleImports();
    const resolve = async (specifier: string) => ({
      id: `/repo/src/parts/${specifier.replace('./', '')}.tsx`,
    });
    const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<null>;
    await transform.call(
      { resolve },
      `const p = deferred(() => import('./PopoverPanel'));`,
      '/repo/src/parts/P.tsx',
    );
    const deps = ['assets/dist-a.js', 'assets/dist-b.js'];
    // Before the bundle is written nothing is known: every import keeps its preloads.
    expect(resolveDependencies('assets/PopoverPanel-9.js', deps, fromJs)).toEqual(deps);

    const generateBundle = plugin.generateBundle as GenerateBundle;
    generateBundle.call(
      {},
      {},
      {
        a: chunk('assets/PopoverPanel-9.js', '/repo/src/parts/PopoverPanel.tsx'),
        b: chunk('assets/cart-2.js', '/repo/src/app/routes/cart.tsx'),
      },
    );
    expect(resolveDependencies('assets/PopoverPanel-9.js', deps, fromJs)).toEqual([]);
    expect(resolveDependencies('assets/cart-2.js', deps, fromJs)).toEqual(deps);
  });

  // The page links its entry's stylesheets; the helper writes links for the others and imports the chunk once they
  // have loaded.
  const page = chunk('assets/index-1.js', '/repo/index.html', {
    entry: true,
    imports: ['assets/shell-2.js'],
    css: ['assets/index-1.css'],
  });
  const bundle = {
    page,
    shell: chunk('assets/shell-2.js', '/repo/src/shell.tsx', { css: ['assets/shell-2.css'] }),
    // Imports only what the page has: nothing to wait for.
    footer: chunk('assets/Footer-3.js', '/repo/src/Footer.tsx', { imports: ['assets/shell-2.js'] }),
    // Its import brings a stylesheet of its own.
    cart: chunk('assets/cart-4.js', '/repo/src/app/routes/cart.tsx', { imports: ['assets/lines-5.js'] }),
    lines: chunk('assets/lines-5.js', '/repo/src/lines.tsx', {
      imports: ['assets/cart-4.js'],
      css: ['assets/lines-5.css'],
    }),
    // Imports a pure-CSS chunk Vite removed from the bundle.
    blog: chunk('assets/blog-6.js', '/repo/src/app/routes/blog.tsx', { imports: ['assets/prose-7.js'] }),
  } as unknown as Rolldown.OutputBundle;

  it('names the chunks imported only after a stylesheet the page does not link, through cycles too', () => {
    expect([...chunksWaitingForStylesheets(bundle)].sort()).toEqual([
      'assets/blog-6.js',
      'assets/cart-4.js',
      'assets/lines-5.js',
    ]);
  });

  it("drops an imported chunk's link to itself unless it waits for a stylesheet; keeps its dependencies' links", () => {
    const { plugin, resolveDependencies } = idleImports();
    (plugin.generateBundle as GenerateBundle).call({}, {}, bundle);
    expect(
      resolveDependencies('assets/Footer-3.js', ['assets/Footer-3.js', 'assets/shell-2.js'], fromJs),
    ).toEqual(['assets/shell-2.js']);
    const cartDeps = ['assets/cart-4.js', 'assets/lines-5.js'];
    expect(resolveDependencies('assets/cart-4.js', cartDeps, fromJs)).toEqual(cartDeps);
    // The HTML page's own list is the entry's imports: left alone.
    expect(resolveDependencies('assets/index-1.js', ['assets/shell-2.js'], { hostType: 'html' })).toEqual([
      'assets/shell-2.js',
    ]);
  });

  it('fails the build when an idle-time import does not resolve', async () => {
    const { plugin } = idleImports();
    const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<null>;
    const context = {
      resolve: async () => null,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await expect(
      transform.call(context, `const p = deferred(() => import('./Missing'));`, '/repo/src/parts/P.tsx'),
    ).rejects.toThrow('idle-imports: cannot resolve ./Missing');
  });
});
