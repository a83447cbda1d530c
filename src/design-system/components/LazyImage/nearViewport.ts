import { PRELOAD_FACTOR, THROTTLE_MS } from './constants';

/** 1.3 → "30%": the viewport grows by 30% of its size beyond every edge (scrolling up or down alike). */
export function rootMarginFromFactor(factor: number): string {
  const percent = Math.max(0, Math.round((factor - 1) * 100));
  return `${percent}%`;
}

/** Whether a rectangle lies within the viewport grown by `factor` (the check used without IntersectionObserver). */
export function isNearViewport(
  rect: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>,
  viewport: { width: number; height: number },
  factor: number,
): boolean {
  const extraY = viewport.height * (factor - 1);
  const extraX = viewport.width * (factor - 1);
  return (
    rect.bottom >= -extraY &&
    rect.top <= viewport.height + extraY &&
    rect.right >= -extraX &&
    rect.left <= viewport.width + extraX
  );
}

type Callback = () => void;

// One observer per margin for the whole page, not one per image.
const observers = new Map<string, { observer: IntersectionObserver; callbacks: Map<Element, Callback> }>();

/** Stops watching `element`; an observer left with nothing to watch is dropped. */
function release(rootMargin: string, element: Element) {
  const entry = observers.get(rootMargin);
  if (!entry) return;
  entry.callbacks.delete(element);
  entry.observer.unobserve(element);
  if (entry.callbacks.size === 0) {
    entry.observer.disconnect();
    observers.delete(rootMargin);
  }
}

function observeWithIntersection(element: Element, factor: number, onNear: Callback): () => void {
  const rootMargin = rootMarginFromFactor(factor);
  let entry = observers.get(rootMargin);
  if (!entry) {
    const callbacks = new Map<Element, Callback>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (!record.isIntersecting) continue;
          const callback = callbacks.get(record.target);
          release(rootMargin, record.target);
          callback?.();
        }
      },
      { rootMargin },
    );
    entry = { observer, callbacks };
    observers.set(rootMargin, entry);
  }
  entry.callbacks.set(element, onNear);
  entry.observer.observe(element);
  return () => release(rootMargin, element);
}

function observeWithScroll(element: Element, factor: number, onNear: Callback): () => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    last = Date.now();
    timer = undefined;
    const near = isNearViewport(
      element.getBoundingClientRect(),
      { width: window.innerWidth, height: window.innerHeight },
      factor,
    );
    if (near) {
      stop();
      onNear();
    }
  };
  // Throttled: at most one layout read per THROTTLE_MS, and always one after the last event.
  const schedule = () => {
    if (timer !== undefined) return;
    timer = setTimeout(check, Math.max(0, THROTTLE_MS - (Date.now() - last)));
  };
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener('scroll', schedule, true);
    window.removeEventListener('resize', schedule);
  };
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  check();
  return stop;
}

/** Calls `onNear` once, when the element comes within the viewport × `factor`; returns an unsubscribe. */
export function observeNearViewport(
  element: Element,
  onNear: Callback,
  factor: number = PRELOAD_FACTOR,
): () => void {
  return typeof IntersectionObserver === 'function'
    ? observeWithIntersection(element, factor, onNear)
    : observeWithScroll(element, factor, onNear);
}
