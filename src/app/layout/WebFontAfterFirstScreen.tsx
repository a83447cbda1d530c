import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { whenIdleAfterLoad } from '@/lib/after-first-paint';

/** A server-rendering build: src/hydrate.tsx loads the font after the server's first paint instead. */
const serverRenderBuild = import.meta.env.VITE_SERVER_RENDER === 'on';

/**
 * The web font of a page the browser renders (the drop-in; docs/performance.md, "The web font after the first
 * screen"). Our index.html comes with `data-web-font="after-first-paint"` and no font preload, so the first screen is
 * set in the metric-matched fallbacks and asks for no font: preloaded, Inter's 48 KB shared the slow phone network
 * with the first route's script, which every first paint waits for. The footer renders this once the first screen
 * is up; when the browser is then idle, Inter loads, and the page wears it from the shopper's next screen (another
 * address) or once the page is hidden, as a server-rendered page does (`swapInWebFont`). A page without the
 * attribute (a Blade shell that names Inter from the start) is left as it is.
 */
export function WebFontAfterFirstScreen() {
  const { key } = useLocation();
  const [first] = useState(key);
  const [next] = useState(() => {
    let show = () => {};
    const shown = new Promise<void>((resolve) => (show = resolve));
    return { shown, show };
  });
  useEffect(() => {
    if (serverRenderBuild) return;
    // Imported, not bundled in: src/hydrate.tsx imports the module statically, and a server-rendering build must
    // not make its entry wait for the page frame's chunk to reach it. A module that fails to arrive leaves the page
    // in the fallbacks.
    return whenIdleAfterLoad(
      () =>
        void import('@/design-system/theme/web-font').then(
          ({ swapInWebFont }) => swapInWebFont({ until: next.shown }),
          () => undefined,
        ),
    );
  }, [next]);
  useEffect(() => {
    if (key !== first) next.show();
  }, [key, first, next]);
  return null;
}
