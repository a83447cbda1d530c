// A part of a screen that comes after the screen's first paint (docs/performance.md, "What a phone's first screen
// does not show, after its first paint"; ADR 059). Not in lazy-part.ts: that module is on the first route, and only
// a later screen needs this.
import { createElement, Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { secondWave } from './lazy-part';

export interface AfterPaintPartOptions<P extends object> {
  /** Holds the part's place until it has arrived. */
  placeholder: ComponentType;
  /** Shown for good when the chunk never arrives. */
  fallback: ComponentType<P>;
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
  { placeholder, fallback }: AfterPaintPartOptions<P>,
): (props: P) => ReactElement {
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
    const [painted, setPainted] = useState(() => arrived);
    useEffect(() => {
      if (painted) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The frame's callback runs before the frame is painted; a task queued from it runs after.
      const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }, [painted]);
    const place = createElement(placeholder);
    return painted ? createElement(Suspense, { fallback: place }, createElement(Part, props)) : place;
  };
}
