// Embla (the swipe and snap engine) loads when the shopper first reaches for a carousel or once the app says the
// browser is idle, not with the first route: the carousel's markup, sizes and first slide are plain HTML and CSS,
// so the hero banner paints (it is the home page's LCP) without waiting for it (ADR 015, quality-bar P8).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

type CreateEmbla = (root: HTMLElement, options?: EmblaOptionsType) => EmblaCarouselType;

let create: CreateEmbla | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the engine (once); every mounted carousel takes it up when it arrives. */
export const preloadCarousel = (): Promise<void> =>
  (pending ??= import('embla-carousel').then(
    (module) => {
      create = module.default;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      pending = undefined; // a failed chunk may load on the next try
      throw error;
    },
  ));

/**
 * Embla's resize watch, but not for a carousel that has just been hidden (`display: none`: the leaving screen under a
 * route's placeholder, a closed panel). Embla would measure its zero-size slides and build itself again for nothing
 * (4–10 ms at 4× CPU on a phone, in the frame that shows the next screen), and once more if it came back at its
 * size. A carousel that comes back at another size is measured then, against the size it had before it was hidden.
 */
export const measureUnlessHidden = (_engine: EmblaCarouselType, entries: readonly ResizeObserverEntry[]) =>
  entries.some((entry) => entry.contentRect.width > 0 || entry.contentRect.height > 0);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Like `embla-carousel-react`'s hook: a ref for the viewport and the engine's API once it runs. `want()` asks
 * for the engine now (pointer, touch or focus on the carousel); until it runs the buttons stay disabled and the
 * first slide shows.
 */
export function useDeferredEmbla(options: EmblaOptionsType) {
  const ready = useSyncExternalStore(
    subscribe,
    () => create,
    () => undefined,
  );
  // The viewport in a ref, not in state: a state set from a ref callback is an update React renders at once, in
  // the commit's task (on a server-rendered home page, the hydration's commit, with every pending effect).
  const viewport = useRef<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const { loop, direction, align, containScroll } = options;

  useEffect(() => {
    const element = viewport.current;
    if (!ready || !element) return;
    const engine = ready(element, {
      loop,
      direction,
      align,
      containScroll,
      watchResize: measureUnlessHidden,
    });
    setApi(engine);
    return () => {
      engine.destroy();
      setApi(undefined);
    };
  }, [ready, loop, direction, align, containScroll]);

  const want = useCallback(() => {
    if (!create) void preloadCarousel().catch(() => undefined);
  }, []);

  return [viewport, api, want] as const;
}
