import { vi } from 'vitest';

/**
 * Answers the media queries `answer` decides (true or false) as a browser would, without change events; every other
 * query is the test browser's own. Restore it with the spy's `mockRestore()` (or `vi.restoreAllMocks()`).
 */
export function answerMediaQueries(answer: (query: string) => boolean | undefined) {
  const real = window.matchMedia.bind(window);
  return vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const matches = answer(query);
    return matches === undefined
      ? real(query)
      : ({
          matches,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        } as unknown as MediaQueryList);
  });
}

/** A phone's screen for what the breakpoints decide in script (`useBreakpoint`): no `min-width` query matches. */
export const phoneScreen = () =>
  answerMediaQueries((query) => (query.includes('min-width') ? false : undefined));
