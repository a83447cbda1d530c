import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { screenFiles } from './vite-plugin-screen-prefetch.ts';

const chunk = (
  fileName: string,
  options: { entry?: boolean; dynamic?: boolean; facade?: string; imports?: string[]; css?: string[] },
) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    isDynamicEntry: options.dynamic ?? false,
    facadeModuleId: options.facade ?? null,
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
