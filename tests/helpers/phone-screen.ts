import { vi } from 'vitest';

/**
 * A phone's screen for what the breakpoints decide in script (`useBreakpoint`): no `min-width` query matches, every
 * other query is the test browser's own. Restore it with the spy's `mockRestore()`.
 */
export function phoneScreen() {
  const real = window.matchMedia.bind(window);
  return vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query.includes('min-width')
      ? ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        } as unknown as MediaQueryList)
      : real(query),
  );
}
