import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkFilesOf, idleImports, idleImportSpecifiers } from './vite-plugin-idle-imports.ts';

const chunk = (fileName: string, facade: string | null) =>
  ({ type: 'chunk', fileName, facadeModuleId: facade }) as unknown as Rolldown.OutputChunk;

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
    expect(resolveDependencies('assets/PopoverPanel-9.js', deps)).toEqual(deps);

    const generateBundle = plugin.generateBundle as (
      this: unknown,
      options: unknown,
      bundle: unknown,
    ) => void;
    generateBundle.call(
      {},
      {},
      {
        a: chunk('assets/PopoverPanel-9.js', '/repo/src/parts/PopoverPanel.tsx'),
        b: chunk('assets/cart-2.js', '/repo/src/app/routes/cart.tsx'),
      },
    );
    expect(resolveDependencies('assets/PopoverPanel-9.js', deps)).toEqual([]);
    expect(resolveDependencies('assets/cart-2.js', deps)).toEqual(deps);
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
