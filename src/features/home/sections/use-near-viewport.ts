import { useEffect, useRef } from 'react';

/** How far below the viewport (a share of its height) the next sections start loading. */
const AHEAD = '50%';

/**
 * Calls `onNear` whenever the returned element comes within half a screen of the viewport. Without
 * IntersectionObserver nothing happens (the "Load more" button remains).
 */
export function useNearViewport<T extends Element>(onNear: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0% 0% ${AHEAD} 0%` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
