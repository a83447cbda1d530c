import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from './compile-hint.mjs';

describe('compileHint', () => {
  it("marks only the carousel engine's chunk for eager compilation", () => {
    expect(compileHint({ moduleIds: ['/repo/node_modules/embla-carousel/esm/embla-carousel.esm.js'] })).toBe(
      COMPILE_HINT,
    );
    expect(compileHint({ moduleIds: ['/repo/src/main.tsx', '/repo/node_modules/react-dom/index.js'] })).toBe(
      '',
    );
    expect(compileHint({ moduleIds: ['/repo/src/design-system/components/Carousel/Carousel.tsx'] })).toBe('');
  });
});
