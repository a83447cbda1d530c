import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint, compileHints } from './compile-hint.mjs';

describe('compileHint', () => {
  it("marks the first visit's chunks and the carousel engine's for eager compilation, no other", () => {
    expect(
      compileHint({
        name: 'embla-carousel.esm',
        moduleIds: ['/repo/node_modules/embla-carousel/esm/embla-carousel.esm.js'],
      }),
    ).toBe(COMPILE_HINT);
    expect(
      compileHint({
        name: 'first-route',
        moduleIds: ['/repo/src/main.tsx', '/repo/node_modules/react-dom/index.js'],
      }),
    ).toBe(COMPILE_HINT);
    expect(compileHint({ name: 'page-frame', moduleIds: ['/repo/src/app/layout/Footer.tsx'] })).toBe(
      COMPILE_HINT,
    );
    expect(
      compileHint({
        name: 'ProductDetailsScreen',
        moduleIds: ['/repo/src/features/product/ProductDetailsScreen.tsx'],
      }),
    ).toBe('');
    expect(
      compileHint({
        name: 'Carousel',
        moduleIds: ['/repo/src/design-system/components/Carousel/Carousel.tsx'],
      }),
    ).toBe('');
  });
});

describe('compileHints', () => {
  const generate = (bundle: Record<string, object>) => {
    const plugin = compileHints();
    (plugin.generateBundle as { handler: (options: object, bundle: object) => void }).handler({}, bundle);
    return bundle;
  };
  /** A built chunk as Rolldown hands it to `generateBundle`, keyed by its file name. */
  const chunk = (name: string, fileName: string, moduleId: string, code: string) => ({
    [fileName]: { type: 'chunk', name, fileName, moduleIds: [moduleId], code },
  });

  it("writes the hint as the first line of a named chunk, above Vite's dependency table, its source map a line down", () => {
    const bundle = generate({
      ...chunk(
        'first-route',
        'assets/first-route-a1.js',
        '/repo/src/main.tsx',
        'const __vite__mapDeps=(i)=>i;\nexport const a=1;\n',
      ),
      'assets/first-route-a1.js.map': {
        type: 'asset',
        fileName: 'assets/first-route-a1.js.map',
        source: JSON.stringify({ version: 3, sources: ['main.tsx'], mappings: ';AAAA' }),
      },
    });
    expect(bundle['assets/first-route-a1.js']).toMatchObject({
      code: `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport const a=1;\n`,
    });
    const map = JSON.parse((bundle['assets/first-route-a1.js.map'] as { source: string }).source);
    expect(map).toEqual({ version: 3, sources: ['main.tsx'], mappings: ';;AAAA' });
  });

  it('leaves other chunks and a build without source maps alone', () => {
    const bundle = generate({
      ...chunk(
        'checkout',
        'assets/checkout-b2.js',
        '/repo/src/app/routes/checkout.tsx',
        'export const b=2;\n',
      ),
      ...chunk(
        'embla-carousel.esm',
        'assets/embla-c3.js',
        '/repo/node_modules/embla-carousel/esm/embla-carousel.esm.js',
        'function e(){}\n',
      ),
    });
    expect(bundle['assets/checkout-b2.js']).toMatchObject({ code: 'export const b=2;\n' });
    expect(bundle['assets/embla-c3.js']).toMatchObject({ code: `${COMPILE_HINT}\nfunction e(){}\n` });
  });
});
