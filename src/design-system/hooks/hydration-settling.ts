import { createContext, use } from 'react';

/**
 * True while a page the server rendered is hydrating and until its first update after that (provided by the app's
 * hydrating root, src/app/shell/hydration.tsx), and in the server's render of it (src/app/server/render.tsx), so both
 * write the same; false everywhere else (a page the browser renders, Storybook, tests).
 *
 * A hook whose browser value can differ from the one the server rendered with (`useSyncExternalStore` with its own
 * server snapshot: `SafeHtml`'s server markup, `useMediaQuery`'s fallback) reads its server value while this is true.
 * Otherwise React finds the difference right after the hydration's commit and renders those parts again at once, in
 * the same task and in one piece (a synchronous re-render, ≈ 300 ms at 4× CPU on a server-rendered listing). The
 * hydrating root ends it in a transition, so that render comes in slices a tap can interrupt. A Radix part that
 * would render again right after hydrating (its own hydrated-or-not store: the tab list) is a look-alike with its
 * markup until then (`Tabs`).
 */
export const HydrationSettling = createContext(false);

export const useHydrationSettling = (): boolean => use(HydrationSettling);
