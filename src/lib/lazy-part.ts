// Parts of a page that come in their own chunk after the first screen: a chunk that fails to arrive must not take
// the page down through an error boundary (R11, R13).
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

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
 * Settles when every eager part asked for so far has arrived (or given up). A server-rendered page waits for it
 * before hydrating (src/app/shell/hydration.tsx), so the header and footer hydrate with the route, not after it.
 */
export const eagerPartsArrived = (): Promise<void> => Promise.all(eagerParts).then(() => undefined);

export interface SecondWaveOptions<P extends object> {
  /** Request the chunk as soon as the module calling `secondWave` runs, not when the part first renders. */
  eager?: boolean;
  /** Shown for good when the chunk never arrives (default: nothing). */
  fallback?: ComponentType<P>;
  tries?: number;
}

/**
 * A part of the page that the first paint does without (docs/performance.md, "The second wave"): the header's
 * parts, the footer, the home page's sections. Its chunk is not in the first route; with `eager` it is requested as
 * soon as the calling module runs — beside the route's own chunks, not after the first screen's render — otherwise
 * when first rendered. Until it arrives the caller's Suspense fallback holds its place.
 */
export function secondWave<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { eager = false, fallback = Nothing, tries = 3 }: SecondWaveOptions<P> = {},
): (props: P) => ReactElement {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  let arrived: ComponentType<P> | undefined;
  const start = () =>
    (started ??= loadPart(load, tries, fallback).then((module) => {
      arrived = module.default;
      return module;
    }));
  if (eager) eagerParts.add(start());
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  return function SecondWavePart(props: P) {
    // A part whose chunk is already in renders at once: no fallback first, and a page being hydrated hydrates it
    // with the rest in the same pass (a lazy part is hydrated in a later pass of its own). Each mounted part keeps
    // the kind it started with, so one that mounted lazily is not mounted again when its chunk arrives.
    const [Part] = useState<ComponentType<P>>(() => arrived ?? Lazy);
    return createElement(Part, props);
  };
}
