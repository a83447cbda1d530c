// A part of a screen that comes after the screen's first paint (docs/performance.md, "What a phone's first screen
// does not show, after its first paint"; ADR 059). Not in lazy-part.ts: that module is on the first route, and only
// a later screen needs this.
import { createElement, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { secondWave } from './lazy-part';
import { afterNextPaint } from './yield-to-main';

export interface AfterPaintPartOptions<P extends object> {
  /** Holds the part's place until it has arrived. */
  placeholder: ComponentType;
  /** Shown for good when the chunk never arrives. */
  fallback: ComponentType<P>;
  /**
   * Renders a frame after its screen on every screen, not only until its chunk has arrived: for what lies below a
   * phone's first screen on a screen reached by a route change, whose render would otherwise lengthen the change.
   */
  everyScreen?: boolean;
}

/**
 * A part whose chunk is asked for only once the screen rendering it has painted (a frame after it mounted), so
 * neither the download nor the part's render comes before that screen's largest paint; its placeholder holds the
 * place meanwhile, and the part renders at once wherever its chunk has already arrived (the next product). In a
 * server-rendering build it is an eager part instead: the server writes it into the page, and the browser, which waits
 * for eager parts before hydrating, hydrates it in the route's pass.
 */
export function afterPaintPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder, fallback, everyScreen = false }: AfterPaintPartOptions<P>,
): ComponentType<P> {
  if (import.meta.env.VITE_SERVER_RENDER === 'on')
    return secondWave<P>(load, { eager: true, placeholder, fallback });
  let arrived = false;
  const Part = secondWave<P>(
    () =>
      load().then((component) => {
        arrived = true;
        return component;
      }),
    { fallback },
  );
  return function AfterPaintPart(props: P) {
    const painted = usePaintedSinceMount(arrived && !everyScreen);
    const place = createElement(placeholder);
    return painted ? createElement(Suspense, { fallback: place }, createElement(Part, props)) : place;
  };
}

/**
 * False until a frame has been painted since the calling component mounted (true from the start when `already`):
 * what it gates renders after that frame, not in the task that mounted it, and as a transition, so React renders it
 * in slices with the browser's turns between them instead of one long task (ADR 073).
 */
export function usePaintedSinceMount(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => {
    if (painted) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}
