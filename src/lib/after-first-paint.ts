// Work that is not the first screen (demo colour switcher, newsletter pop-up, real-time client, chunk prefetch)
// waits until the page has loaded and the main thread is idle, so it never competes with the first paint or adds
// to Total Blocking Time (quality-bar P4, P13).
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 4_000;

/** `requestIdleCallback` where the browser has it (Safari does not), else a timer; returns a cancel function. */
function onIdle(callback: (deadline?: IdleDeadline) => void, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(handle);
}

/** Runs `task` once the window has loaded and the browser is idle; returns a cancel function. */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (!cancelled) cancelIdle = onIdle(() => task(), 1_000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/** False until the page has loaded and the browser is idle, then true for good. */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}

/**
 * 0 until the page has loaded and the browser is idle, then 1, 2, … up to `last`, one step per idle period: each
 * step's work (a widget's chunk starting, its first render, a batch of preloads) becomes a task of its own instead
 * of all of it landing in the one task where the page turned idle — at 4× CPU that single task was 150 ms of
 * Total Blocking Time on home (quality-bar P4).
 */
export function useIdleStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    const next = () => setStage((current) => Math.min(current + 1, last));
    // Each later step waits for the commit of the previous one (this effect), then for the browser to be idle.
    return stage === 0 ? whenIdleAfterLoad(next) : onIdle(next, 50);
  }, [stage, last]);
  return stage;
}

/** At most this long per idle slice, so a slice never becomes a long task (> 50 ms, quality-bar P4). */
const SLICE_BUDGET_MS = 8;

/**
 * Runs `tasks` one after another in idle time, as many per idle period as fit in a few milliseconds, never all
 * in one go: starting sixty chunk loads at once (each writing its module-preload links) was one 0.4–1.5 s long
 * task at 4× CPU, right where Lighthouse measures Total Blocking Time. Returns a cancel function.
 */
export function runInIdleSlices(tasks: readonly (() => void)[]): () => void {
  let next = 0;
  let cancelled = false;
  let cancelSlice = () => {};
  const slice = (deadline?: IdleDeadline) => {
    if (cancelled) return;
    const started = performance.now();
    const left = () =>
      deadline && !deadline.didTimeout
        ? deadline.timeRemaining()
        : SLICE_BUDGET_MS - (performance.now() - started);
    do {
      tasks[next]?.();
      next += 1;
    } while (next < tasks.length && left() > 0 && performance.now() - started < SLICE_BUDGET_MS);
    if (next < tasks.length) schedule();
  };
  const schedule = () => {
    cancelSlice = onIdle(slice, 0);
  };
  if (tasks.length > 0) schedule();
  return () => {
    cancelled = true;
    cancelSlice();
  };
}
