import { useEffect, useState } from 'react';
import type { Deferred } from './deferred';

/**
 * True once the deferred implementation has loaded (at once if it already had); it starts loading when `wanted`.
 * A load that fails leaves the look-alike in place and calls `onFailed`, so the next interaction tries again.
 */
export function useDeferred<P>(part: Deferred<P>, wanted: boolean, onFailed?: () => void): boolean {
  const [ready, setReady] = useState(() => part.loaded() !== undefined);
  // Wanted once the part has loaded by other means (the idle preload, another instance): taken in the render that
  // wants it, not in a second commit after this one's effect (React renders again at once, before committing).
  if (!ready && wanted && part.loaded() !== undefined) setReady(true);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    part.preload().then(
      () => {
        if (live) setReady(true);
      },
      () => {
        if (live) onFailed?.();
      },
    );
    return () => {
      live = false;
    };
  }, [part, wanted, ready, onFailed]);
  return ready;
}
