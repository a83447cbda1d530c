// Parts of a page that come in their own chunk after the first screen: a chunk that fails to arrive must not take
// the page down through an error boundary (R11, R13).
import { createElement, lazy, memo, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { yieldToMain } from './yield-to-main';

const Nothing = () => null;

const whenOnline = () =>
  navigator.onLine
    ? Promise.resolve()
    : new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a part of the page that is not the page itself: when its chunk fails to arrive (the connection dropped, a
 * flaky network) the load waits for the connection and tries again, and after `tries` failures it resolves to
 * `fallback`, so the rest of the page goes on.
 */
export async function loadPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  tries: number,
  fallback: ComponentType<P> = Nothing,
): Promise<{ default: ComponentType<P> }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { default: await load() };
    } catch (error) {
      if (attempt >= tries) {
        console.warn('A part of the page could not be loaded; the page goes on without it.', error);
        return { default: fallback };
      }
      await whenOnline();
      await pause(1_000 * attempt);
    }
  }
}

const eagerParts = new Set<Promise<unknown>>();

/**
 * Settles when every eager part asked for so far has arrived (or given up), including those asked for while it
 * waited. A server renders a page only after it, and a server-rendered page waits for it before hydrating
 * (src/app/shell/hydration.tsx): both then render the eager parts without a Suspense boundary, so the page frame
 * hydrates in the route's pass.
 */
export async function eagerPartsArrived(): Promise<void> {
  for (let waited = -1; waited !== eagerParts.size;) {
    waited = eagerParts.size;
    await Promise.all(eagerParts);
  }
}

export interface SecondWaveOptions<P extends object> {
  /**
   * Request the chunk in the task after the module calling `secondWave` runs, not when the part first renders. An eager
   * part holds its own place: the caller puts no Suspense boundary around it.
   */
  eager?: boolean;
  /** Shown for good when the chunk never arrives (default: nothing). */
  fallback?: ComponentType<P>;
  /** An eager part's stand-in while its chunk is on the way (default: nothing). */
  placeholder?: ComponentType;
  tries?: number;
}

/**
 * A part of the page that the first paint does without (docs/performance.md, "The second wave"): the header's
 * parts, the footer, the home page's sections. Its chunk is not in the first route; with `eager` it is requested in
 * the task after the calling module runs — beside the route's own chunks, not after the first screen's render —
 * otherwise when first rendered. Until it arrives, a Suspense fallback holds its place: the caller's, or an eager part's own
 * `placeholder`.
 *
 * It is memoized: the layout renders again at the start and the end of every route change (the router's state), and
 * a part whose props did not change (the header, the footer: none) is not rendered again with it; what it shows from
 * the router or a store, it subscribes to itself.
 */
export function secondWave<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { eager = false, fallback = Nothing, placeholder = Nothing, tries = 3 }: SecondWaveOptions<P> = {},
): ComponentType<P> {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  let arrived: ComponentType<P> | undefined;
  const start = () =>
    (started ??= loadPart(load, tries, fallback).then((module) => {
      arrived = module.default;
      return module;
    }));
  // In a task of its own: starting a request costs the main thread 5–11 ms at 4× CPU (Vite's loader adds a link per
  // file), and the eager parts were asked for inside the first route's evaluation, one long task.
  if (eager) eagerParts.add(yieldToMain().then(start));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  return memo(function SecondWavePart(props: P): ReactElement {
    // A part whose chunk is already in renders at once, with no boundary: no fallback first, and a page being
    // hydrated hydrates it in the same pass as the rest (React hydrates a Suspense boundary in a later pass of its
    // own, and a tap in between — Add to Cart — could change what the part shows before it had hydrated: React
    // #418). Each mounted part keeps the kind it started with, so one that mounted lazily is not mounted again
    // when its chunk arrives.
    const [Part] = useState(() => arrived);
    if (Part) return createElement(Part, props);
    const part = createElement(Lazy, props);
    return eager ? createElement(Suspense, { fallback: createElement(placeholder) }, part) : part;
  });
}
