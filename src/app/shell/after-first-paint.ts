// Work that is not the first screen (demo colour switcher, newsletter pop-up, real-time client, chunk prefetch)
// waits until the page has loaded and the main thread is idle, so it never competes with the first paint or adds
// to Total Blocking Time (quality-bar P4, P13).
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 4_000;

/** Runs `task` once the window has loaded and the browser is idle; returns a cancel function. */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1_000);
      cancelIdle = () => window.clearTimeout(handle);
    }
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
